import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  contactFormSchema,
  contactFormTexts,
  contactsScreenTexts,
  leadTexts,
  type Contact,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fileUrl,
  Screen,
  Spinner,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { ContactFields } from './contact-fields';
import { valuesOf, type ContactValues } from './contact-values';
import {
  useDeleteContactMutation,
  useGetContactQuery,
  useUpdateContactMutation,
} from './contacts-queries';
import styles from './contacts.module.css';
import { RemoveContactDialog } from './remove-contact-dialog';

/** /edit-profile/contacts/{id}: one contact, its whole form, saved with PUT; or deleted. */
export function ContactScreen() {
  const { id = '' } = useParams();
  const texts = useTexts(contactFormTexts);
  const navigate = useNavigate();
  const { currentData, isError, refetch } = useGetContactQuery(id);
  const back = () => navigate('..', { relative: 'path' });
  if (!currentData) {
    return (
      <Screen title={texts.editTitle} onBack={back}>
        {isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner />}
      </Screen>
    );
  }
  return <ContactEditor key={currentData.updatedAt} contact={currentData} onDone={back} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts(contactFormTexts);
  const { tryAgain } = useTexts(contactsScreenTexts);
  return (
    <div className={styles.failed}>
      <p role="alert">{texts.loadFailed}</p>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {tryAgain}
      </Button>
    </div>
  );
}

function ContactEditor({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const texts = useTexts(contactFormTexts);
  const lead = useTexts(leadTexts);
  const notify = useNotify();
  const [updateContact] = useUpdateContactMutation();
  const [deleteContact, { isLoading: deleting }] = useDeleteContactMutation();
  const [asked, setAsked] = useState(false);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<ContactValues>({
    initialValues: valuesOf(contact),
    validationSchema: contactFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        await updateContact({ id: contact._id, form: contactFormSchema.cast(values) }).unwrap();
        notify.success(contactFormTexts.saved);
        onDone();
      } catch (error) {
        notify.error(contactFormTexts.saveFailed);
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const remove = async () => {
    try {
      await deleteContact(contact._id).unwrap();
      notify.success(leadTexts.removed);
      onDone();
    } catch {
      notify.error(contactsScreenTexts.removeFailed);
      setAsked(false);
    }
  };

  const photo = fileUrl(form.values.photoKey || null, 800);
  return (
    <Screen
      title={texts.editTitle}
      onBack={onDone}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={texts.saving}>
          {texts.save}
        </Button>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        {contact.source === 'shared' && contact.note && (
          <section className={styles.theirMessage} aria-labelledby="their-message">
            <h2 id="their-message" className={styles.fieldLabel}>
              {texts.theirMessage}
            </h2>
            <p className={styles.note}>{contact.note}</p>
          </section>
        )}
        {photo && (
          <figure className={styles.photo}>
            <img src={photo} alt={texts.photo} className={styles.photoImage} />
            <button
              type="button"
              className={`${styles.textButton} ${styles.danger}`}
              onClick={() => void form.setFieldValue('photoKey', '')}
            >
              {texts.removePhoto}
            </button>
          </figure>
        )}
        <ContactFields form={form} />
      </form>
      <Button variant="danger" className={styles.deleteContact} onClick={() => setAsked(true)}>
        {lead.remove}
      </Button>
      <RemoveContactDialog
        name={asked ? contact.name : null}
        busy={deleting}
        onCancel={() => setAsked(false)}
        onConfirm={() => void remove()}
      />
    </Screen>
  );
}
