import { useRef, type SVGProps } from 'react';
import {
  API_BASE,
  buildPath,
  cardTexts,
  LEAD_COMPANY_MAX_LENGTH,
  LEAD_HONEYPOT_FIELD,
  LEAD_NOTE_MAX_LENGTH,
  leadTexts,
  paths,
} from 'shared-contracts';
import { outlineIconProps, useModalFocus, useTexts } from 'web-kit';
import { CloseIcon } from '../shared/card/icons';
import {
  CARD_ACTIONS_ID,
  DETAILS_INVALID_ID,
  DETAILS_SENT_ID,
  DETAILS_SHEET_ID,
} from '../card-behaviours/card-anchors';
import {
  DETAILS_ERROR,
  DETAILS_FORM,
  DETAILS_STATUS,
  DETAILS_THANKS,
} from '../card-behaviours/details-dialog';
import styles from './share-details.module.css';
import sheetStyles from './share-menu.module.css';

const BACK = `#${CARD_ACTIONS_ID}`;

/** "Share your details" on the card: a link to the form's sheet, with or without script. */
export function ShareDetailsButton() {
  const { open } = useTexts(leadTexts);
  return (
    <a
      href={`#${DETAILS_SHEET_ID}`}
      className={`${sheetStyles.shareButton} ${styles.open}`}
      aria-haspopup="dialog"
      aria-controls={DETAILS_SHEET_ID}
      data-card-share-details=""
    >
      <SendIcon />
      {open}
    </a>
  );
}

/**
 * The visitor's form, a real form post to the API: without script it leaves the page and the API
 * redirects back to `#details-sent` or `#details-invalid`; with script (card-behaviours/enhance/details-form) it posts
 * JSON and answers in place. Opened as the URL's target, like the share sheet without script.
 */
export function ShareDetailsSheet({
  userId,
  name,
  sharedWith,
  open = false,
  onClose,
}: {
  userId: string;
  name: string;
  /**
   * The owner's organisation, when it keeps a copy of what is sent here (its contact policy): the
   * visitor agrees to be contacted by it too, so the consent line names it.
   */
  sharedWith?: string;
  /** In the app: the sheet is the URL's target now (card-enhance follows it on the server card). */
  open?: boolean;
  onClose?: () => void;
}) {
  const lead = useTexts(leadTexts);
  const texts = useTexts(cardTexts);
  // Who the visitor agrees may contact them, when the card has no name.
  const owner = name || texts.theCardOwner;
  const dialog = useRef<HTMLElement>(null);
  useModalFocus(dialog, open && Boolean(onClose), {
    onClose: () => onClose?.(),
    initialFocus: () => dialog.current?.querySelector<HTMLElement>('input:not([tabindex="-1"])'),
  });
  return (
    <>
      <div id={DETAILS_SHEET_ID} className={sheetStyles.layer} hidden>
        <a href={BACK} className={sheetStyles.backdrop} aria-hidden="true" tabIndex={-1} />
        <section
          ref={dialog}
          tabIndex={-1}
          className={sheetStyles.sheet}
          role="dialog"
          aria-modal="true"
          aria-labelledby="details-title"
        >
          <SheetHeader titleId="details-title" title={lead.heading} />
          <p className={styles.intro}>{lead.intro(owner)}</p>
          <form
            className={styles.form}
            method="post"
            action={API_BASE + buildPath(paths.portfolioLeadCreate, { userId })}
            {...{ [DETAILS_FORM]: '' }}
            data-sending={lead.sending}
            data-failed={lead.failed}
          >
            <Field name="name" label={lead.name} autoComplete="name" required />
            <Field name="phoneNumber" label={lead.phone} type="tel" autoComplete="tel" />
            <Field name="email" label={lead.email} type="email" autoComplete="email" />
            <Field
              name="company"
              label={lead.company}
              autoComplete="organization"
              maxLength={LEAD_COMPANY_MAX_LENGTH}
            />
            <div className={styles.field}>
              <label className={styles.label} htmlFor="details-note">
                {lead.note}
              </label>
              <textarea
                id="details-note"
                className={styles.textarea}
                name="note"
                rows={3}
                maxLength={LEAD_NOTE_MAX_LENGTH}
              />
              <ErrorSlot field="note" />
            </div>
            <label className={styles.consent}>
              <input className={styles.checkbox} type="checkbox" name="consent" required />
              <span>
                {sharedWith ? lead.consentWithOrganisation(owner, sharedWith) : lead.consent(owner)}
              </span>
            </label>
            <ErrorSlot field="consent" />
            {/* The honeypot: off screen, out of the tab order and the accessibility tree, never
                autofilled. A person leaves it empty; a form-filling robot does not. */}
            <div className={styles.honeypot} aria-hidden="true">
              <label>
                {texts.leaveEmpty}
                <input
                  type="text"
                  name={LEAD_HONEYPOT_FIELD}
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </div>
            <p className={styles.failed} role="alert" {...{ [DETAILS_STATUS]: '' }} />
            <button type="submit" className={styles.send}>
              {lead.send}
            </button>
          </form>
          <p
            className={styles.thanks}
            role="status"
            tabIndex={-1}
            hidden
            {...{ [DETAILS_THANKS]: '' }}
          >
            {lead.sent(owner)}
          </p>
        </section>
      </div>

      <AnswerLayer id={DETAILS_SENT_ID} title={lead.heading} text={lead.sent(owner)} />
      <AnswerLayer id={DETAILS_INVALID_ID} title={lead.heading} text={texts.detailsInvalid} retry />
    </>
  );
}

function SheetHeader({ titleId, title }: { titleId: string; title: string }) {
  const { close } = useTexts(cardTexts);
  return (
    <div className={sheetStyles.sheetHeader}>
      <h2 className={sheetStyles.sheetTitle} id={titleId}>
        {title}
      </h2>
      <a href={BACK} className={sheetStyles.close} aria-label={close}>
        <CloseIcon />
      </a>
    </div>
  );
}

/** Where the API's redirect lands after a post without script: shown only as the URL's target. */
function AnswerLayer({
  id,
  title,
  text,
  retry = false,
}: {
  id: string;
  title: string;
  text: string;
  retry?: boolean;
}) {
  const { backToForm } = useTexts(cardTexts);
  return (
    <div id={id} className={sheetStyles.layer} hidden>
      <a href={BACK} className={sheetStyles.backdrop} aria-hidden="true" tabIndex={-1} />
      <section
        className={sheetStyles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <SheetHeader titleId={`${id}-title`} title={title} />
        <p className={retry ? styles.invalid : styles.thanks} role={retry ? 'alert' : 'status'}>
          {text}
        </p>
        {retry && (
          <a href={`#${DETAILS_SHEET_ID}`} className={styles.send}>
            {backToForm}
          </a>
        )}
      </section>
    </div>
  );
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  maxLength,
}: {
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <div className={`${styles.field} ${styles.pair}`}>
      <label className={styles.label} htmlFor={`details-${name}`}>
        {label}
      </label>
      <input
        id={`details-${name}`}
        className={styles.input}
        type={type}
        name={name}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        inputMode={type === 'tel' ? 'tel' : undefined}
      />
      <ErrorSlot field={name} />
    </div>
  );
}

/** Filled by the form's script (enhance/details-form) with the API's message for the field; the field then points at it. */
function ErrorSlot({ field }: { field: string }) {
  return (
    <span
      id={`details-error-${field}`}
      className={styles.error}
      hidden
      {...{ [DETAILS_ERROR]: field }}
    />
  );
}

const SendIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 9h8M8 13h5" />
  </svg>
);
