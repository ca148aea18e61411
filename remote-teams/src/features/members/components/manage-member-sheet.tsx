import { useEffect, useId, useRef, useState } from 'react';
import {
  organisationToasts,
  type OrganisationMember,
  type OrganisationRole,
} from 'shared-contracts';
import { BottomSheet, Button, useNotify, useTexts } from 'web-kit';
import type { Answer } from '../../../shared/answer';
import { ROLE_LABELS, teamsTexts } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import {
  useChangeRoleMutation,
  useHandOwnershipMutation,
  useRemoveMemberMutation,
} from '../api/member-changes';

type Step = 'choose' | 'remove' | 'handOver';

/**
 * One member's changes in a sheet: their role (admin or member: the owner's to give), handing
 * ownership to them (the owner's) and removing them, the last two asked once more. Every change is
 * one request; its refusal stays in the sheet, its answer is a toast.
 */
export function ManageMemberSheet({
  member,
  actor,
  onClose,
}: {
  member: OrganisationMember | null;
  actor: OrganisationRole;
  onClose: () => void;
}) {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  const roleLabels = useTexts(ROLE_LABELS);
  const notify = useNotify();
  const [step, setStep] = useState<Step>('choose');
  const [failure, setFailure] = useState<unknown>(null);
  const [changeRole, role] = useChangeRoleMutation();
  const [remove, removal] = useRemoveMemberMutation();
  const [handOver, handing] = useHandOwnershipMutation();
  const busy = role.isLoading || removal.isLoading || handing.isLoading;

  const confirmText = useRef<HTMLParagraphElement>(null);
  const hintId = useId();

  useEffect(() => {
    setStep('choose');
    setFailure(null);
  }, [member]);
  // The button that asked is gone with its step: focus goes to what the next step says.
  useEffect(() => {
    if (step !== 'choose') confirmText.current?.focus();
  }, [step]);

  const run = async (change: Promise<Answer<unknown>>, done: string) => {
    setFailure(null);
    try {
      const answer = await change;
      notify.success(answer.message ?? done);
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  if (!member) return null;
  const { userId, name } = member;
  const owner = actor === 'owner';
  const nextRole = member.role === 'admin' ? 'member' : 'admin';
  const refusal = refusalOf(failure, t.changeFailed);
  const title =
    step === 'remove'
      ? t.removeConfirmTitle(name)
      : step === 'handOver'
        ? t.handOverTo(name)
        : name;

  return (
    <BottomSheet open title={title} onClose={onClose}>
      {step === 'choose' && (
        <>
          <p className={shared.sheetText}>
            {member.email}
            <br />
            {roleLabels[member.role]}
          </p>
          {refusal && <Refusal message={refusal} />}
          <div className={shared.sheetActions}>
            {owner && (
              <Button
                variant="secondary"
                busy={role.isLoading}
                busyLabel={t.working}
                disabled={busy}
                aria-describedby={hintId}
                onClick={() =>
                  void run(changeRole({ userId, role: nextRole }).unwrap(), toasts.roleSaved)
                }
              >
                {nextRole === 'admin' ? t.makeAdmin : t.makeMember}
              </Button>
            )}
            {owner && (
              <p id={hintId} className={shared.sheetHint}>
                {nextRole === 'admin' ? t.makeAdminHint : t.makeMemberHint}
              </p>
            )}
            {owner && (
              <Button variant="secondary" disabled={busy} onClick={() => setStep('handOver')}>
                {t.handOver}
              </Button>
            )}
            <Button variant="danger" disabled={busy} onClick={() => setStep('remove')}>
              {t.remove}
            </Button>
          </div>
        </>
      )}
      {step !== 'choose' && (
        <>
          <p ref={confirmText} tabIndex={-1} className={shared.sheetText}>
            {step === 'remove' ? t.removeConfirm(name) : t.handOverConfirm(name)}
          </p>
          {refusal && <Refusal message={refusal} />}
          <div className={shared.sheetActions}>
            <Button
              variant="danger"
              busy={busy}
              busyLabel={t.working}
              onClick={() =>
                void (step === 'remove'
                  ? run(remove({ userId }).unwrap(), toasts.removed(name))
                  : run(handOver({ userId }).unwrap(), toasts.ownershipHanded(name)))
              }
            >
              {step === 'remove' ? t.removeYes : t.handOverTo(name)}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              {t.keep}
            </Button>
          </div>
        </>
      )}
    </BottomSheet>
  );
}
