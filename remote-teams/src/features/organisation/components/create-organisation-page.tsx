import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { organisationErrors } from 'shared-contracts';
import { selectProfile, VerifyEmailBanner, useTexts } from 'web-kit';
import { teamsTexts } from '../../../shared/messages';
import { ACCOUNT_PATH } from '../../../shared/paths';
import { useCreateOrganisationMutation } from '../api/organisation-changes';
import { OrganisationFormScreen } from './organisation-form-screen';
import styles from './organisation-form.module.css';

/**
 * `/teams` for a person in no organisation: what one is, and the form that makes one with them as
 * its owner. The answer becomes the cached organisation, so the console replaces this screen.
 * Only a verified address may make one: the banner offers the link again, the API refuses too.
 */
export function CreateOrganisationPage() {
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const [create] = useCreateOrganisationMutation();
  const unverified = useSelector(selectProfile)?.emailVerified === false;
  return (
    <OrganisationFormScreen
      title={t.title}
      onBack={() => navigate(ACCOUNT_PATH)}
      intro={
        <section className={styles.intro} aria-labelledby="create-organisation-heading">
          <VerifyEmailBanner />
          <h2 id="create-organisation-heading" className={styles.introHeading}>
            {t.createHeading}
          </h2>
          <p className={styles.introText}>{t.createIntro}</p>
          <p className={styles.introText}>{t.invitedInstead}</p>
          {unverified && <p className={styles.introNote}>{organisationErrors.emailNotVerified}</p>}
        </section>
      }
      submitLabel={t.create}
      busyLabel={t.creating}
      failed={t.createFailed}
      save={(body) => create(body).unwrap()}
    />
  );
}
