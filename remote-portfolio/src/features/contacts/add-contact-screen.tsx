import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  contactFormTexts,
  newContactSchema,
  parseScannedCode,
  type NewContact,
  type ScannedContact,
  todayInIndia,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  Refusal,
  Screen,
  uploadImage,
  useFocusFirstInvalid,
  useHost,
  useNotify,
  useTexts,
} from 'web-kit';
import { tapfolioCardOf } from './card-link';
import { ContactFields } from './contact-fields';
import {
  blankContact,
  foundAnything,
  NO_ALTERNATIVES,
  scannedInto,
  type Alternatives,
  type ContactValues,
  type Offered,
} from './contact-values';
import { useAddContactMutation, useReadCardVCardMutation } from './contacts-queries';
import styles from './contacts.module.css';
import { ScanWays } from './scan-ways';

/** The OCR and QR readers (WebAssembly, language data) load only when the owner scans. */
const scanner = () => import('./scan');

type Scan =
  | { state: 'idle' }
  | { state: 'reading'; fraction: number }
  | { state: 'failed'; message: string };

/**
 * /edit-profile/contacts/new: someone the owner met, from a photo of their paper card (read on the
 * phone), a photo of their QR (a vCard, MECARD or a link), or typed in. What a scan finds fills
 * the form, which the owner checks before saving; the card's photo goes to the server only if the
 * owner ticks "Keep the photo".
 */
export function AddContactScreen() {
  const texts = useTexts(contactFormTexts);
  const navigate = useNavigate();
  const notify = useNotify();
  const host = useHost();
  const [addContact] = useAddContactMutation();
  const [readCardVCard] = useReadCardVCardMutation();
  const [shown, setShown] = useState(false);
  const [scan, setScan] = useState<Scan>({ state: 'idle' });
  const [source, setSource] = useState<NewContact['source']>('typed');
  const [alternatives, setAlternatives] = useState<Alternatives>(NO_ALTERNATIVES);
  const [photo, setPhoto] = useState<File | null>(null);
  const [keepPhoto, setKeepPhoto] = useState(false);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const back = () => navigate('..', { relative: 'path' });

  const form = useFormik<ContactValues>({
    initialValues: blankContact(todayInIndia()),
    validationSchema: newContactSchema,
    onSubmit: async (values, helpers) => {
      let photoKey: string | undefined;
      if (photo && keepPhoto) {
        try {
          photoKey = (
            await uploadImage(host, { target: 'portfolio', file: photo, fileName: photo.name })
          ).key;
        } catch {
          notify.error(contactFormTexts.photoFailed);
          return;
        }
      }
      try {
        await addContact(newContactSchema.cast({ ...values, photoKey, source })).unwrap();
        notify.success(contactFormTexts.saved);
        back();
      } catch (error) {
        notify.error(contactFormTexts.saveFailed);
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const fill = (scanned: ScannedContact) => {
    const filled = scannedInto(form.values, scanned);
    void form.setValues(filled.values, false);
    setAlternatives(filled.alternatives);
    setSource('scanned');
    setShown(true);
  };

  const readCard = async (image: File) => {
    setScan({ state: 'reading', fraction: 0 });
    try {
      const { scanBusinessCard } = await scanner();
      const scanned = await scanBusinessCard(image, (fraction: number) =>
        setScan({ state: 'reading', fraction }),
      );
      if (!foundAnything(scanned)) throw new Error('nothing found');
      fill(scanned);
      setPhoto(image);
      setKeepPhoto(false);
      setScan({ state: 'idle' });
    } catch {
      setScan({ state: 'failed', message: contactFormTexts.readFailed });
    }
  };

  const readQr = async (image: File) => {
    setScan({ state: 'reading', fraction: 0 });
    try {
      const { scanQrCode } = await scanner();
      const payload = await scanQrCode(image);
      if (!payload) {
        setScan({ state: 'failed', message: contactFormTexts.noQr });
        return;
      }
      const read = parseScannedCode(payload);
      if ('url' in read) {
        void form.setFieldValue('website', read.url, false);
        setSource('scanned');
        setShown(true);
        const card = tapfolioCardOf(read.url, window.location.origin);
        if (card) {
          // Someone's Tapfolio card: its Save Contact file says who they are. Unread, the link
          // stays as their website.
          const vcard = await readCardVCard(card)
            .unwrap()
            .catch(() => null);
          const person = vcard === null ? null : parseScannedCode(vcard);
          if (person && !('url' in person) && foundAnything(person)) fill(person);
        }
      } else fill(read);
      // A QR's photo says nothing a person would keep: only a paper card's is offered.
      setPhoto(null);
      setScan({ state: 'idle' });
    } catch {
      setScan({ state: 'failed', message: contactFormTexts.noQr });
    }
  };

  /** The field takes the offered value; the value it had is offered in its place. */
  const swap = (field: Offered, value: string) => {
    const before = form.values[field];
    void form.setFieldValue(field, value);
    setAlternatives((all) => ({
      ...all,
      [field]: all[field].map((offered) => (offered === value ? before : offered)).filter(Boolean),
    }));
  };

  const offers = (field: Offered) =>
    alternatives[field].length > 0 && (
      <div className={styles.offers}>
        <p className={styles.offersTitle}>{texts.alsoFound}</p>
        <ul className={styles.offerList}>
          {alternatives[field].map((value) => (
            <li key={value}>
              <button type="button" className={styles.offer} onClick={() => swap(field, value)}>
                {texts.use(value)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <Screen
      title={texts.addTitle}
      onBack={back}
      footer={
        shown && (
          <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={texts.saving}>
            {texts.save}
          </Button>
        )
      }
    >
      <ScanWays
        busy={scan.state === 'reading'}
        onCard={(image) => void readCard(image)}
        onQr={(image) => void readQr(image)}
        onType={() => {
          setShown(true);
          // The form has just appeared: its first field takes the typing.
          setTimeout(() => formRef.current?.querySelector('input')?.focus(), 0);
        }}
      />
      {scan.state === 'reading' && (
        <div className={styles.reading}>
          <label className={styles.readingLabel}>
            {texts.reading}
            <progress className={styles.progress} max={1} value={scan.fraction} />
          </label>
        </div>
      )}
      {scan.state === 'failed' && <Refusal message={scan.message} />}
      {shown && (
        <form
          ref={formRef}
          id={formId}
          className={styles.form}
          onSubmit={form.handleSubmit}
          noValidate
        >
          {source === 'scanned' && <p className={styles.check}>{texts.check}</p>}
          {photo && (
            <label className={styles.keepPhoto}>
              <input
                type="checkbox"
                checked={keepPhoto}
                onChange={(event) => setKeepPhoto(event.target.checked)}
              />
              {texts.keepPhoto}
            </label>
          )}
          <ContactFields form={form} offers={offers} />
        </form>
      )}
    </Screen>
  );
}
