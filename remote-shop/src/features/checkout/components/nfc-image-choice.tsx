import { useId, useState } from 'react';
import {
  checkoutMessages,
  checkoutTexts,
  SERVICE_IMAGE_MAX_BYTES,
  type FileRef,
  type NfcImage,
  type NfcImageSource,
} from 'shared-contracts';
import { fileUrl, ImageUpload, useTexts, useTranslate } from 'web-kit';
import styles from './nfc-details.module.css';

/** Product-spec section 9: the NFC upload hint says a square image under 1.2 MB. */
const NFC_IMAGE_MAX_BYTES = SERVICE_IMAGE_MAX_BYTES;

export interface NfcImageChoiceProps {
  /** "Photo" or "Company Logo". */
  label: string;
  /** Which image: the photo is cropped round, the logo has its own toasts. */
  kind: 'photo' | 'logo';
  /** The portfolio's own image, offered for reuse; null when it has none. */
  portfolioImage: FileRef | null;
  value: NfcImage;
  onChange: (value: NfcImage) => void;
  error?: string;
}

/**
 * One picture for the card: the portfolio's (source "portfolio"), a new upload ("order"), or none.
 * A new upload is remembered while another choice is tried, so switching back does not lose it.
 */
export function NfcImageChoice({
  label,
  kind,
  portfolioImage,
  value,
  onChange,
  error,
}: NfcImageChoiceProps) {
  const name = useId();
  const errorId = useId();
  const texts = useTexts(checkoutTexts);
  const messages = useTexts(checkoutMessages);
  const translate = useTranslate();
  const [uploaded, setUploaded] = useState<FileRef | null>(
    value.source === 'order' ? value.image : null,
  );

  const choose = (source: NfcImageSource) => {
    if (source === 'portfolio') onChange({ image: portfolioImage, source });
    else if (source === 'order') onChange({ image: uploaded, source });
    else onChange({ image: null, source });
  };

  const upload = (file: FileRef | null) => {
    setUploaded(file);
    onChange({ image: file, source: 'order' });
  };

  const options: { source: NfcImageSource; text: string }[] = [
    ...(portfolioImage ? [{ source: 'portfolio' as const, text: texts.usePortfolioImage }] : []),
    { source: 'order', text: texts.uploadNew },
    { source: 'none', text: texts.noImage },
  ];

  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.source} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.source}
              checked={value.source === option.source}
              onChange={() => choose(option.source)}
              // The chosen option carries the message, so focus after a failed submit lands on it.
              aria-invalid={error && value.source === option.source ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      {value.source === 'portfolio' && value.image && (
        <PortfolioPreview image={value.image} alt={messages.portfolioImage(label)} />
      )}
      {value.source === 'order' && (
        <ImageUpload
          label={messages.newImage(label.toLowerCase())}
          kind={kind}
          value={value.image}
          onChange={upload}
          maxBytes={NFC_IMAGE_MAX_BYTES}
        />
      )}
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {translate(error)}
        </p>
      )}
    </fieldset>
  );
}

/** The spec hides a profile picture that fails to load rather than show a broken image. */
function PortfolioPreview({ image, alt }: { image: FileRef; alt: string }) {
  const src = fileUrl(image.key);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      className={styles.preview}
      src={src}
      alt={alt}
      width={88}
      height={88}
      onError={() => setFailed(src)}
    />
  );
}
