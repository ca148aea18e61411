import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { editorTexts, portfolioTexts, sectionScreenTexts } from 'shared-contracts';
import { Button, Screen, Spinner, useTexts, useTranslate } from 'web-kit';
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
  /** What keeps a changed form from being saved ("Pincode: ..."), said beside the grey Save. */
  missing?: string;
  children: ReactNode;
}

/** Why Save is off, or nothing while it is on (or the page has no form yet). */
export function saveBlockedReason({
  formId,
  changed = false,
  canSave = false,
  saving = false,
  missing,
}: Omit<SectionScreenProps, 'title' | 'children'>): string | undefined {
  if (!formId || canSave || saving) return undefined;
  if (!changed) return editorTexts.saveUnchanged;
  return missing;
}

/**
 * Every section page: back arrow (with the discard dialog), content, Save fixed at the bottom.
 * Save never goes grey without a line saying why (issue 26): nothing changed yet, or what is
 * missing.
 */
export function SectionScreen(props: SectionScreenProps) {
  const { title, formId, changed = false, canSave = false, saving = false, children } = props;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = () => navigate('..');
  const reasonId = useId();
  const texts = useTexts(sectionScreenTexts);
  const translate = useTranslate();
  // The schema's and the editor's English words, said in the person's language.
  const blocked = saveBlockedReason(props);
  const reason = blocked && translate(blocked);
  const portfolio = useTexts(portfolioTexts);

  return (
    <>
      <Screen
        title={translate(title)}
        onBack={() => {
          // A save under way finishes on this page: it goes back by itself when done.
          if (saving) return;
          if (changed) setConfirming(true);
          else leave();
        }}
        footer={
          <>
            {formId && (
              <p className={styles.reason} id={reasonId} role="status">
                {reason}
              </p>
            )}
            <Button
              type="submit"
              form={formId}
              disabled={!canSave || !formId}
              busy={saving}
              busyLabel={portfolio.saving}
              aria-describedby={reason ? reasonId : undefined}
            >
              {texts.save}
            </Button>
          </>
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
  const texts = useTexts(sectionScreenTexts);
  return (
    <SectionScreen title={title}>
      {failed ? (
        <div className={styles.retry}>
          <Button variant="secondary" block={false} onClick={onRetry}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
    </SectionScreen>
  );
}
