import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { COUNTRY_CODE, digitsOnly, organisationToasts } from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  nameFieldProps,
  Screen,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { teamsTexts } from '../../../shared/messages';
import { TEAMS_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useInvitePeopleMutation } from '../api/invitations';
import {
  blankInvitation,
  invitationBodyOf,
  validateInvitation,
  type InvitationValues,
} from '../utils/invitation-values';

/** A phone's national digits: 10, as every phone field of the app takes them. */
const PHONE_DIGITS = 10;

/**
 * `/teams/invite`: one person, by the invitation schema the CSV rows are judged by too. Sent, the
 * person is back at the console with the server's word; someone already in the organisation is
 * not invited, and the form says so instead.
 */
export function InvitePersonPage() {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const notify = useNotify();
  const [invite] = useInvitePeopleMutation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [members, setMembers] = useState<string[]>([]);
  const back = () => navigate(TEAMS_PATH);

  const form = useFormik<InvitationValues>({
    initialValues: blankInvitation,
    validate: validateInvitation,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      setMembers([]);
      try {
        const { result, message } = await invite({ people: [invitationBodyOf(values)] }).unwrap();
        if (result.sent === 0) {
          setMembers(result.alreadyMembers);
          return;
        }
        notify.success(message ?? toasts.invited(result.sent));
        back();
      } catch (error) {
        setRefusal(error);
        // The API names the list's fields (`people[0].email`): this form is its one person.
        applyServerErrors(error, helpers, (path) => path.replace(/^people\.0\./, ''));
      }
    },
  });
  useFocusFirstInvalid(formRef, form);
  const refused = refusalOf(refusal, t.inviteFailed);
  const field = (name: keyof InvitationValues) => ({
    ...form.getFieldProps(name),
    error: fieldError(form, name),
  });

  return (
    <Screen
      title={t.inviteHeading}
      onBack={back}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={t.sending}>
          {t.send}
        </Button>
      }
    >
      <p className={shared.intro}>{t.inviteIntro}</p>
      <form
        ref={formRef}
        id={formId}
        className={shared.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <TextField label={t.personName} {...field('name')} {...nameFieldProps(form, 'name')} />
        <TextField
          label={t.personEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <TextField label={t.designation} autoComplete="off" {...field('designation')} />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          prefix={COUNTRY_CODE}
          {...field('phone')}
          onChange={(event) =>
            void form.setFieldValue('phone', digitsOnly(event.target.value, PHONE_DIGITS))
          }
        />
        {refused && <Refusal message={refused} />}
        {members.length > 0 && (
          <p className={shared.note} role="status">
            {t.alreadyMembers(members.join(', '))}
          </p>
        )}
      </form>
    </Screen>
  );
}
