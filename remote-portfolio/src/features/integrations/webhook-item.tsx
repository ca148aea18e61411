import { useState } from 'react';
import {
  integrationsTexts,
  type ContactWebhook,
  type WebhookDelivery,
  formatDayMonthYearTime,
} from 'shared-contracts';
import { BreakAtSeparators, Button, Spinner, useLanguage, useNotify, useTexts } from 'web-kit';
import { useGetDeliveriesQuery, useTestWebhookMutation } from './integrations-queries';
import styles from './integrations.module.css';

/**
 * One webhook: its address, its signing secret (hidden until asked: it is shown on a phone that
 * others may see), Send test, its delivery log, Delete.
 */
export function WebhookItem({
  webhook,
  onDelete,
}: {
  webhook: ContactWebhook;
  onDelete: (webhook: ContactWebhook) => void;
}) {
  const texts = useTexts(integrationsTexts);
  const notify = useNotify();
  const [secretShown, setSecretShown] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [test, testing] = useTestWebhookMutation();
  const titleId = `webhook-${webhook._id}`;
  const logId = `webhook-log-${webhook._id}`;

  const sendTest = async () => {
    try {
      const delivery = await test(webhook._id).unwrap();
      if (delivery.status === 'delivered') notify.success(integrationsTexts.testDelivered);
      else notify.error(integrationsTexts.testNotDelivered);
    } catch {
      notify.error(integrationsTexts.failed);
    }
  };

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <p className={styles.url} id={titleId}>
        <BreakAtSeparators text={webhook.url} />
      </p>
      <div className={styles.secret}>
        <span className={styles.label}>{texts.secret}</span>
        <code className={styles.code}>{secretShown ? webhook.secret : '•'.repeat(16)}</code>
        <button
          type="button"
          className={styles.textButton}
          aria-pressed={secretShown}
          onClick={() => setSecretShown((shown) => !shown)}
        >
          {secretShown ? texts.hide : texts.show}
        </button>
      </div>
      <div className={styles.itemActions}>
        <Button
          variant="secondary"
          block={false}
          busy={testing.isLoading}
          onClick={() => void sendTest()}
        >
          {texts.sendTest}
        </Button>
        <Button
          variant="secondary"
          block={false}
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={() => setLogOpen((open) => !open)}
        >
          {texts.log}
        </Button>
        <button
          type="button"
          className={`${styles.textButton} ${styles.danger}`}
          onClick={() => onDelete(webhook)}
        >
          {texts.deleteWebhook}
        </button>
      </div>
      {logOpen && <DeliveryLog id={logId} webhookId={webhook._id} />}
    </li>
  );
}

function DeliveryLog({ id, webhookId }: { id: string; webhookId: string }) {
  const texts = useTexts(integrationsTexts);
  const { currentData, isError } = useGetDeliveriesQuery(webhookId);
  if (!currentData) {
    return isError ? (
      <p id={id} role="alert">
        {texts.loadFailed}
      </p>
    ) : (
      <Spinner />
    );
  }
  if (currentData.length === 0)
    return (
      <p id={id} className={styles.empty}>
        {texts.logEmpty}
      </p>
    );
  return (
    <ul id={id} className={styles.log} aria-label={texts.log}>
      {currentData.map((delivery) => (
        <DeliveryRow key={delivery._id} delivery={delivery} />
      ))}
    </ul>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const texts = useTexts(integrationsTexts);
  const language = useLanguage();
  const status = {
    pending: texts.pending,
    delivered: texts.delivered,
    failed: texts.failedStatus,
  }[delivery.status];
  return (
    <li className={styles.delivery}>
      <div className={styles.deliveryHead}>
        <span className={styles.event}>
          {delivery.event === 'webhook.test' ? texts.eventTest : texts.eventContact}
        </span>
        <span className={`${styles.status} ${styles[delivery.status]}`}>{status}</span>
      </div>
      <p className={styles.deliveryLine}>
        {[
          texts.attempts(delivery.attempts),
          delivery.lastStatusCode !== null && texts.answered(delivery.lastStatusCode),
          formatDayMonthYearTime(delivery.createdAt, language),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {/* The server's technical reason, in English as it was recorded: shown as data. */}
      {delivery.lastError && (
        <p className={styles.lastError} lang="en">
          <code>{delivery.lastError}</code>
        </p>
      )}
    </li>
  );
}
