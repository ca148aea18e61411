import { useState } from 'react';
import { backofficeTexts, detailDate, type StaffCard } from 'shared-contracts';
import { Button, errorMessage, useNotify } from 'web-kit';
import { chipTexts, consoleTexts } from '../../../shared/messages';
import { Refusal } from '../../../shared/refusal';
import { useMarkCardWrittenMutation } from '../api/order-moves';
import { ChipError, hasWebNfc, writeChip, type ChipStep } from '../utils/web-nfc';
import { QrCode } from './qr-code';
import styles from './order.module.css';

type Step = 'idle' | ChipStep | 'saving';

const STEP_TEXT: Record<Exclude<Step, 'idle'>, string> = {
  writing: consoleTexts.holdCard,
  checking: consoleTexts.checkingChip,
  saving: consoleTexts.savingChip,
};

/**
 * One card's chip: whom it is printed for (a bulk order's member), the link it must hold, and a
 * way to write it. With Web NFC (Chrome on Android) the phone writes the chip, reads it back to
 * check it, then records it as written; elsewhere the link is shown with Copy and its QR code for
 * a phone app, and staff mark it written themselves.
 */
export function ChipCard({ orderId, card }: { orderId: string; card: StaffCard }) {
  const [markWritten] = useMarkCardWrittenMutation();
  const notify = useNotify();
  const [step, setStep] = useState<Step>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const nfc = hasWebNfc();
  const busy = step !== 'idle';

  const record = async () => {
    setStep('saving');
    try {
      const answer = await markWritten({ id: orderId, code: card.code }).unwrap();
      notify.success(answer.message ?? backofficeTexts.cardWritten);
    } catch (error) {
      setProblem(errorMessage(error, consoleTexts.moveFailed));
    } finally {
      setStep('idle');
    }
  };

  const write = async () => {
    setProblem(null);
    try {
      await writeChip(card.url, setStep);
    } catch (error) {
      setProblem(error instanceof ChipError ? error.message : chipTexts.failed);
      setStep('idle');
      return;
    }
    await record();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(card.url);
      notify.success(consoleTexts.copied);
    } catch {
      notify.error(consoleTexts.copyFailed);
    }
  };

  return (
    <li className={styles.chip}>
      <div className={styles.chipHead}>
        <span className={styles.chipCode}>{card.code}</span>
        {card.productName && <span className={styles.hint}>{card.productName}</span>}
        <span className={card.writtenAt ? styles.chipWritten : styles.chipPending}>
          {card.writtenAt
            ? consoleTexts.written(detailDate(card.writtenAt), card.writtenBy)
            : consoleTexts.notWritten}
        </span>
      </div>
      {card.holder && (
        <p className={styles.chipHolder}>
          {consoleTexts.printedFor(card.holder.customerName, card.holder.designation)}
        </p>
      )}
      <p className={styles.chipUrl}>
        {consoleTexts.chipUrl}: <code>{card.url}</code>
      </p>
      <div className={styles.chipButtons}>
        <Button variant="secondary" block={false} onClick={() => void copy()}>
          {consoleTexts.copy}
        </Button>
        {nfc ? (
          <Button
            block={false}
            busy={busy}
            busyLabel={consoleTexts.working}
            onClick={() => void write()}
          >
            {card.writtenAt ? consoleTexts.rewriteChip : consoleTexts.writeChip}
          </Button>
        ) : (
          !card.writtenAt && (
            <Button
              block={false}
              busy={busy}
              busyLabel={consoleTexts.working}
              onClick={() => void record()}
            >
              {consoleTexts.markWritten}
            </Button>
          )
        )}
      </div>
      {!nfc && (
        <div className={styles.chipQr}>
          <QrCode text={card.url} label={consoleTexts.qrOf(card.code)} />
          <p className={styles.hint}>{consoleTexts.noNfc}</p>
        </div>
      )}
      <p className={styles.chipStep} role="status">
        {step === 'idle' ? '' : STEP_TEXT[step]}
      </p>
      {problem && <Refusal message={problem} />}
    </li>
  );
}
