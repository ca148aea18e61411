import { useCallback, useState } from 'react';
import { organisationToasts, type Organisation } from 'shared-contracts';
import { Button, useNotify, useTexts } from 'web-kit';
import { ConfirmSheet } from '../../../shared/confirm-sheet';
import { teamsTexts } from '../../../shared/messages';
import { refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useLeaveOrganisationMutation } from '../api/organisation-changes';

/**
 * Leave, asked once more; the owner is told to hand ownership over first instead (the last owner
 * cannot leave, and the API refuses them too). Once left, the person's organisation is none, and
 * `/teams` offers to create one.
 */
export function LeaveSection({ organisation }: { organisation: Organisation }) {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  const notify = useNotify();
  const [leave, { isLoading, error, reset }] = useLeaveOrganisationMutation();
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setAsking(false);
    reset();
  }, [reset]);

  if (organisation.role === 'owner') {
    return <p className={shared.note}>{t.ownerStays(organisation.name)}</p>;
  }
  const confirm = async () => {
    try {
      const answer = await leave().unwrap();
      notify.success(answer.message ?? toasts.left(organisation.name));
    } catch {
      // Shown in the sheet.
    }
  };
  return (
    <>
      <Button variant="secondary" className={shared.leave} onClick={() => setAsking(true)}>
        {t.leave}
      </Button>
      <ConfirmSheet
        open={asking}
        title={t.leaveTitle(organisation.name)}
        text={t.leaveConfirm}
        confirmLabel={t.leaveYes}
        busy={isLoading}
        refusal={refusalOf(error, t.leaveFailed)}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
