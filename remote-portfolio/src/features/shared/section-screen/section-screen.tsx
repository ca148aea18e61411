import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { portfolioTexts } from 'shared-contracts';
import { Button, Screen, Spinner } from 'web-kit';
import { DiscardDialog } from './discard-dialog';
import styles from './section-screen.module.css';

export interface SectionScreenProps {
  title: string;
  /** The form the fixed Save button submits. */
  formId?: string;
  /** Unsaved changes: going back asks first. */
  changed?: boolean;
  canSave?: boolean;
  saving?: boolean;
  children: ReactNode;
}

/** Every section page: back arrow (with the discard dialog), content, Save fixed at the bottom. */
export function SectionScreen({
  title,
  formId,
  changed = false,
  canSave = false,
  saving = false,
  children,
}: SectionScreenProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = () => navigate('..');

  return (
    <>
      <Screen
        title={title}
        onBack={() => {
          // A save under way finishes on this page: it goes back by itself when done.
          if (saving) return;
          if (changed) setConfirming(true);
          else leave();
        }}
        footer={
          <Button
            type="submit"
            form={formId}
            disabled={!canSave || !formId}
            busy={saving}
            busyLabel={portfolioTexts.saving}
          >
            Save
          </Button>
        }
      >
        {children}
      </Screen>
      <DiscardDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={leave} />
    </>
  );
}

/** Before the portfolio has loaded: the page's frame with Save disabled. */
export function SectionLoading({
  title,
  failed,
  onRetry,
}: {
  title: string;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <SectionScreen title={title}>
      {failed ? (
        <div className={styles.retry}>
          <Button variant="secondary" block={false} onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
    </SectionScreen>
  );
}
