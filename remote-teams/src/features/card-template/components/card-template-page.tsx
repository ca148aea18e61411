import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  organisationToasts,
  TEMPLATE_FIELDS,
  TEMPLATE_MODES,
  type CardTemplate,
  type Organisation,
} from 'shared-contracts';
import { Button, Screen, useNotify, useTexts } from 'web-kit';
import { Refusal, refusalOf } from '../../../shared/refusal';
import { TEAMS_PATH } from '../../../shared/paths';
import shared from '../../../shared/teams.module.css';
import { useSaveTemplateMutation } from '../api/save-template';
import styles from './card-template.module.css';
import { TemplateFieldChoice } from './template-field-choice';
import { templateTexts } from './template-texts';

/**
 * `/teams/template`, the owner's and admins': for each detail the template covers, Off, Set or
 * Locked beside the organisation's value of it; Save sends them in one PUT and the server writes
 * them onto every member's card.
 */
export function CardTemplatePage({ organisation }: { organisation: Organisation }) {
  const t = useTexts(templateTexts);
  const toasts = useTexts(organisationToasts);
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const [template, setTemplate] = useState<CardTemplate>(organisation.template);
  const [save, saving] = useSaveTemplateMutation();
  const refusal = refusalOf(saving.error, t.saveFailed);
  const back = () => navigate(TEAMS_PATH);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save(template).unwrap();
      notify.success(answer.message ?? toasts.templateSaved);
      back();
    } catch {
      // Shown under the form.
    }
  };

  return (
    <Screen
      title={t.heading}
      onBack={back}
      footer={
        <Button type="submit" form={formId} busy={saving.isLoading} busyLabel={t.saving}>
          {t.save}
        </Button>
      }
    >
      <p className={shared.intro}>{t.intro(organisation.name)}</p>
      <dl className={styles.modesKey}>
        {TEMPLATE_MODES.map((mode) => (
          <div key={mode} className={styles.modeKey}>
            <dt>{t.modes[mode]}</dt>
            <dd>{t.meaning(mode, organisation.name)}</dd>
          </div>
        ))}
      </dl>
      <form id={formId} className={shared.form} onSubmit={(event) => void submit(event)}>
        {TEMPLATE_FIELDS.map((field) => (
          <TemplateFieldChoice
            key={field}
            field={field}
            mode={template[field]}
            organisation={organisation}
            onChange={(mode) => setTemplate((current) => ({ ...current, [field]: mode }))}
          />
        ))}
        {refusal && <Refusal message={refusal} />}
      </form>
    </Screen>
  );
}
