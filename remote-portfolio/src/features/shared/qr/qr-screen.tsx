import { useRef } from 'react';
import { cardTexts } from 'shared-contracts';
import { useModalFocus, useTexts } from 'web-kit';
import { CARD_ACTIONS_ID, QR_SCREEN_ID } from '../../card-behaviours/card-anchors';
import { qrLabel, qrScreenLinks, qrShownLink } from '../../card-behaviours/qr-screen';
import styles from './qr-screen.module.css';
import { Control } from '../script-control';

export interface QrScreenProps {
  userId: string;
  name: string;
  /** The card's link, the one the code holds: its handle's when it has one. */
  pageUrl?: string;
  open?: boolean;
  /** The app's close; without it (the server build) Close is a link card-enhance takes over. */
  onClose?: () => void;
}

/**
 * The card's QR code, full-screen and white whatever the card's theme, so another phone can scan
 * it off this one; with downloads for print. Like the share sheet it is always in the markup:
 * script opens it, and without script the QR code link opens it as the URL's target (#qr).
 */
export function QrScreen({ userId, name, pageUrl, open = false, onClose }: QrScreenProps) {
  const link = qrShownLink(pageUrl);
  const links = qrScreenLinks(userId);
  const dialog = useRef<HTMLDivElement>(null);
  // The visitor's language on a card, the person's on Home: the same texts as the share sheet.
  const texts = useTexts(cardTexts);
  useModalFocus(dialog, open && Boolean(onClose), {
    onClose: () => onClose?.(),
    initialFocus: () => dialog.current?.querySelector<HTMLElement>('[data-card-qr-close]'),
    // The share sheet's entry that opened it is gone by now: focus goes back to Share.
    returnFocus: () => document.querySelector<HTMLElement>('[data-card-share]'),
  });
  return (
    <div
      ref={dialog}
      tabIndex={-1}
      id={QR_SCREEN_ID}
      className={styles.screen}
      hidden={!open}
      role="dialog"
      aria-modal="true"
      aria-labelledby="qr-title"
      data-card-qr=""
      data-open={open || undefined}
    >
      <h2 className={styles.title} id="qr-title">
        {texts.qrCode}
      </h2>
      {/* Lazy: a hidden image is then not fetched, so a view of the card costs the API no QR. */}
      <img
        className={styles.code}
        src={links.image}
        alt={qrLabel(name, texts)}
        width={512}
        height={512}
        sizes="min(80vw, 80vh)"
        loading="lazy"
        decoding="async"
      />
      {name && <p className={styles.name}>{name}</p>}
      {link && <p className={styles.link}>{link}</p>}
      <div className={styles.downloads}>
        <a className={styles.download} href={links.png} download>
          {texts.downloadPng}
        </a>
        <a className={styles.download} href={links.svg} download>
          {texts.downloadSvg}
        </a>
      </div>
      <Control
        href={`#${CARD_ACTIONS_ID}`}
        onClick={onClose}
        className={styles.close}
        data-card-qr-close=""
      >
        {texts.close}
      </Control>
    </div>
  );
}
