import { useRef, type ReactNode } from 'react';
import { cardTexts } from 'shared-contracts';
import { useModalFocus, useTexts } from 'web-kit';
import { CloseIcon, LinkIcon, ShareIcon } from '../shared/card/icons';
import {
  FacebookIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
} from '../shared/card/social-icons';
import { CARD_ACTIONS_ID, QR_SCREEN_ID, SHARE_SHEET_ID } from '../card-behaviours/card-anchors';
import { INSIGHT_ATTRIBUTE, SHARE_INSIGHT } from '../card-behaviours/insights';
import {
  shareTargets,
  shareText,
  shareTitle,
  type ShareTarget,
} from '../card-behaviours/share-sheet';
import { QrIcon } from '../shared/qr/qr-icon';
import { Control } from '../shared/script-control';
import styles from './share-menu.module.css';

const TARGET_ICONS: Record<ShareTarget['label'], ReactNode> = {
  Facebook: <FacebookIcon />,
  Twitter: <XIcon />,
  LinkedIn: <LinkedInIcon />,
  WhatsApp: <WhatsAppIcon />,
  Telegram: <TelegramIcon />,
};

export interface ShareButtonProps {
  name: string;
  /** The browser's share; without it, a link to the sheet. */
  onShare?: () => void;
  open?: boolean;
}

export function ShareButton({ name, onShare, open = false }: ShareButtonProps) {
  const texts = useTexts(cardTexts);
  return (
    <Control
      href={`#${SHARE_SHEET_ID}`}
      onClick={onShare}
      className={styles.shareButton}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={SHARE_SHEET_ID}
      data-card-share=""
      data-share-title={shareTitle(name)}
      data-share-text={shareText(name, texts)}
    >
      <ShareIcon />
      <span>{texts.share}</span>
    </Control>
  );
}

export interface ShareSheetProps {
  name: string;
  pageUrl: string;
  open?: boolean;
  onClose?: () => void;
  /** Copy Link needs script: without a handler the button stays hidden until card-enhance runs. */
  onCopyLink?: () => void;
  /** Opens the QR screen; without it the entry is a link to the screen's id. */
  onOpenQr?: () => void;
}

/**
 * The share sheet: Copy Link, the QR code, and the spec's five services, each the service's own
 * share URL. It is always in the markup; script opens it (data-open), and without script the Share
 * link opens it as the URL's target.
 */
export function ShareSheet({
  name,
  pageUrl,
  open = false,
  onClose,
  onCopyLink,
  onOpenQr,
}: ShareSheetProps) {
  const texts = useTexts(cardTexts);
  const back = `#${CARD_ACTIONS_ID}`;
  const dialog = useRef<HTMLElement>(null);
  // In the app; on the server-rendered card card-enhance does the same by hand.
  useModalFocus(dialog, open && Boolean(onClose), {
    onClose: () => onClose?.(),
    initialFocus: () => dialog.current?.querySelector<HTMLElement>('[data-card-copy-link]'),
  });
  return (
    <div
      id={SHARE_SHEET_ID}
      className={styles.layer}
      hidden={!open}
      data-card-share-sheet=""
      data-open={open || undefined}
    >
      <Control
        href={back}
        onClick={onClose}
        className={styles.backdrop}
        aria-hidden="true"
        data-card-share-close=""
        tabIndex={-1}
      />
      <section
        ref={dialog}
        tabIndex={-1}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-title"
      >
        <div className={styles.sheetHeader}>
          <h2 className={styles.sheetTitle} id="share-title">
            {texts.shareThisCard}
          </h2>
          <Control
            href={back}
            onClick={onClose}
            className={styles.close}
            aria-label={texts.close}
            data-card-share-close=""
          >
            <CloseIcon />
          </Control>
        </div>
        <p className={styles.link}>{pageUrl}</p>
        <button
          type="button"
          className={styles.copy}
          onClick={onCopyLink}
          hidden={!onCopyLink}
          data-card-copy-link=""
          {...{ [INSIGHT_ATTRIBUTE]: SHARE_INSIGHT }}
        >
          <LinkIcon />
          {texts.copyLink}
        </button>
        <Control
          href={`#${QR_SCREEN_ID}`}
          onClick={onOpenQr}
          className={styles.qrEntry}
          aria-haspopup="dialog"
          aria-controls={QR_SCREEN_ID}
          data-card-qr-open=""
        >
          <QrIcon />
          {texts.qrCode}
        </Control>
        <ul className={styles.targets} aria-label={texts.shareOn}>
          {shareTargets(pageUrl, shareText(name, texts)).map((target) => (
            <li key={target.label}>
              <a
                className={styles.target}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
                {...{ [INSIGHT_ATTRIBUTE]: SHARE_INSIGHT }}
              >
                <span
                  className={`${styles.targetIcon} ${styles[`target${target.label}`] ?? ''}`}
                  aria-hidden="true"
                >
                  {TARGET_ICONS[target.label]}
                </span>
                {target.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
