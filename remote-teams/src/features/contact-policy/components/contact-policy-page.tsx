import { useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { leadTexts, organisationToasts, type Organisation } from 'shared-contracts';
import { Screen, selectProfile, useNotify, useTexts } from 'web-kit';
import { INBOX_PATH, TEAMS_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useSaveContactPolicyMutation } from '../api/save-contact-policy';
import { policyTexts } from './contact-policy-texts';
import styles from './contact-policy.module.css';

/**
 * `/teams/contact-policy`, the owner's and admins': one switch, saved as it is pressed (as the
 * editor's "Show my card in search engines"), and the consent line visitors tick while it is on.
 */
export function ContactPolicyPage({ organisation }: { organisation: Organisation }) {
  const t = useTexts(policyTexts);
  const toasts = useTexts(organisationToasts);
  const navigate = useNavigate();
  const notify = useNotify();
  const profile = useSelector(selectProfile);
  const labelId = useId();
  const hintId = useId();
  const [save, saving] = useSaveContactPolicyMutation();
  // What the person chose, shown until the organisation the server answers says the same.
  const [choice, setChoice] = useState<boolean | null>(null);
  const saved = organisation.shareContacts;
  const on = choice ?? saved;
  useEffect(() => {
    if (choice === saved) setChoice(null);
  }, [choice, saved]);
  const refusal = refusalOf(saving.error, t.saveFailed);
  const person = profile?.name.trim() || t.aMember;

  const toggle = async () => {
    const next = !on;
    setChoice(next);
    try {
      const answer = await save({ shareContacts: next }).unwrap();
      notify.success(answer.message ?? toasts.contactPolicySaved(next));
    } catch {
      // Shown under the switch, which goes back to what is saved.
      setChoice(null);
    }
  };

  return (
    <Screen title={t.heading} onBack={() => navigate(TEAMS_PATH)}>
      <div className={`${shared.card} ${styles.setting}`}>
        <span className={styles.settingText}>
          <span className={styles.label} id={labelId}>
            {t.switchLabel}
          </span>
          <span className={styles.hint} id={hintId}>
            {t.switchHint}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={saving.isLoading || undefined}
          className={styles.switch}
          disabled={saving.isLoading}
          onClick={() => void toggle()}
        >
          <span className={styles.knob} />
        </button>
      </div>
      {refusal && <Refusal message={refusal} />}
      <section className={shared.section} aria-labelledby="consent-heading">
        <h2 id="consent-heading" className={shared.sectionHeading}>
          {t.consentHeading}
        </h2>
        <p className={shared.note}>{t.consentIntro(on)}</p>
        <blockquote className={styles.consent}>
          <span className={styles.tick} aria-hidden="true" />
          <span>{leadTexts.consentWithOrganisation(person, organisation.name)}</span>
        </blockquote>
        <p className={shared.note}>{t.consentNote}</p>
      </section>
      <Link to={INBOX_PATH} className={shared.pill}>
        {t.openInbox}
      </Link>
    </Screen>
  );
}
