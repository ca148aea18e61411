import { backofficeTexts } from 'shared-contracts';
import { Button } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import {
  useConfirmOrderMutation,
  useDeliverOrderMutation,
  type MoveAnswer,
} from '../api/order-moves';
import { useMove } from './use-move';

interface MoveButtonProps {
  label: string;
  done: string;
  trigger: () => { unwrap(): Promise<MoveAnswer> };
  isLoading: boolean;
  error: unknown;
}

/** A move with no details to give: one button, busy while it runs, its refusal under it. */
function MoveButton({ label, done, trigger, isLoading, error }: MoveButtonProps) {
  const run = useMove();
  const refusal = refusalOf(error, consoleTexts.moveFailed);
  return (
    <div>
      <Button
        busy={isLoading}
        busyLabel={consoleTexts.working}
        onClick={() => void run(trigger(), done)}
      >
        {label}
      </Button>
      {refusal && <Refusal message={refusal} />}
    </div>
  );
}

/** Placed -> confirmed. */
export function ConfirmButton({ id }: { id: string }) {
  const [confirm, { isLoading, error }] = useConfirmOrderMutation();
  return (
    <MoveButton
      label={backofficeTexts.confirm}
      done={backofficeTexts.confirmed}
      trigger={() => confirm({ id })}
      isLoading={isLoading}
      error={error}
    />
  );
}

/** Shipped -> completed. */
export function DeliverButton({ id }: { id: string }) {
  const [deliver, { isLoading, error }] = useDeliverOrderMutation();
  return (
    <MoveButton
      label={backofficeTexts.deliver}
      done={backofficeTexts.delivered}
      trigger={() => deliver({ id })}
      isLoading={isLoading}
      error={error}
    />
  );
}
