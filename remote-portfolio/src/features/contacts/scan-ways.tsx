import type { ChangeEvent } from 'react';
import { contactFormTexts } from 'shared-contracts';
import { Button, useTexts } from 'web-kit';
import styles from './contacts.module.css';

/**
 * The three ways to add someone. Each scan is a photo input: on a phone `capture` opens the back
 * camera, elsewhere a file picker. The input sits inside its label, which is drawn as a button.
 */
export function ScanWays({
  busy,
  onCard,
  onQr,
  onType,
}: {
  busy: boolean;
  onCard: (image: File) => void;
  onQr: (image: File) => void;
  onType: () => void;
}) {
  const texts = useTexts(contactFormTexts);
  return (
    <section className={styles.ways} aria-labelledby="add-contact-ways">
      <h2 id="add-contact-ways" className={styles.sectionTitle}>
        {texts.ways}
      </h2>
      <PhotoWay label={texts.scanCard} busy={busy} onPhoto={onCard} />
      <PhotoWay label={texts.scanQr} busy={busy} onPhoto={onQr} />
      <Button variant="secondary" disabled={busy} onClick={onType}>
        {texts.typeIn}
      </Button>
    </section>
  );
}

function PhotoWay({
  label,
  busy,
  onPhoto,
}: {
  label: string;
  busy: boolean;
  onPhoto: (image: File) => void;
}) {
  const taken = (event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    // The same photo chosen again must still be read: the input forgets it.
    event.target.value = '';
    if (image) onPhoto(image);
  };
  return (
    <label className={busy ? `${styles.way} ${styles.wayBusy}` : styles.way}>
      <input
        className={styles.fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={busy}
        onChange={taken}
      />
      {label}
    </label>
  );
}
