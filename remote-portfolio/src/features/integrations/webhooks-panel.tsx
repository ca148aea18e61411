import { useFormik } from 'formik';
import { useState } from 'react';
import {
  contactsScreenTexts,
  integrationsTexts,
  webhookBodySchema,
  WEBHOOKS_MAX,
  type ContactWebhook,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  Refusal,
  refusalOf,
  Spinner,
  TextField,
  useNotify,
  useTexts,
} from 'web-kit';
import { ConfirmDialog } from '../shared/confirm-dialog';
import {
  useAddWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhooksQuery,
} from './integrations-queries';
import styles from './integrations.module.css';
import { WebhookItem } from './webhook-item';

/** The owner's webhooks: add one (the API says why an address is refused), list, delete. */
export function WebhooksPanel() {
  const texts = useTexts(integrationsTexts);
  const { cancel, tryAgain } = useTexts(contactsScreenTexts);
  const notify = useNotify();
  const { currentData, isError, refetch } = useGetWebhooksQuery();
  const [addWebhook, added] = useAddWebhookMutation();
  const [deleteWebhook, { isLoading: deleting }] = useDeleteWebhookMutation();
  const [asked, setAsked] = useState<ContactWebhook | null>(null);

  const form = useFormik({
    initialValues: { url: '' },
    validationSchema: webhookBodySchema,
    onSubmit: async (values, helpers) => {
      try {
        await addWebhook(webhookBodySchema.cast(values)).unwrap();
        notify.success(integrationsTexts.webhookAdded);
        helpers.resetForm();
      } catch (error) {
        applyServerErrors(error, helpers);
      }
    },
  });

  const remove = async () => {
    if (!asked) return;
    try {
      await deleteWebhook(asked._id).unwrap();
      notify.success(integrationsTexts.webhookDeleted);
    } catch {
      notify.error(integrationsTexts.failed);
    }
    setAsked(null);
  };

  const refusal = refusalOf(added.error, integrationsTexts.failed);
  const full = (currentData?.length ?? 0) >= WEBHOOKS_MAX;
  return (
    <section className={styles.panel} aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className={styles.panelTitle}>
        {texts.webhooks}
      </h2>
      <p className={styles.intro}>{texts.webhooksIntro}</p>
      {currentData ? (
        currentData.length === 0 ? (
          <p className={styles.empty}>{texts.noWebhooks}</p>
        ) : (
          <ul className={styles.list} aria-label={texts.webhooks}>
            {currentData.map((webhook) => (
              <WebhookItem key={webhook._id} webhook={webhook} onDelete={setAsked} />
            ))}
          </ul>
        )
      ) : isError ? (
        <div className={styles.failedBox}>
          <p role="alert">{texts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
      {!full && (
        <form className={styles.addForm} onSubmit={form.handleSubmit} noValidate>
          <TextField
            label={texts.webhookUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            {...form.getFieldProps('url')}
            error={fieldError(form, 'url')}
          />
          {refusal && <Refusal message={refusal} />}
          <Button type="submit" variant="secondary" busy={form.isSubmitting}>
            {texts.addWebhook}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={asked !== null}
        role="alertdialog"
        title={texts.deleteWebhookTitle}
        text={
          <>
            <strong>{asked?.url}</strong>: {texts.deleteWebhookText}
          </>
        }
        cancelLabel={cancel}
        confirmLabel={texts.deleteWebhook}
        busy={deleting}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
