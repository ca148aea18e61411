import { useCallback, useState, type ReactNode } from 'react';
import { portfolioToasts } from 'shared-contracts';
import { BottomSheet, useNotify } from 'web-kit';
import { LinkIcon, ShareIcon } from '../shared/card/icons';
import { publicPageUrl, shareTargets, type ShareTarget } from './share-links';
import styles from './share-menu.module.css';
import {
  FacebookIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
} from '../shared/card/social-icons';

const TARGET_ICONS: Record<ShareTarget['label'], ReactNode> = {
  Facebook: <FacebookIcon />,
  Twitter: <XIcon />,
  LinkedIn: <LinkedInIcon />,
  WhatsApp: <WhatsAppIcon />,
  Telegram: <TelegramIcon />,
};

// A DOMException; not an Error instance in every engine, so read its name.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * Share: the device's own share sheet where there is one (phones), else our menu with Copy Link
 * and the spec's five services. A share sheet the person dismisses is not an error; one that
 * fails for another reason falls back to the menu.
 */
export function ShareMenu({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const close = useCallback(() => setOpen(false), []);
  const url = publicPageUrl(userId);
  const text = name.trim() ? `${name.trim()} - digital business card` : 'My digital business card';

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name.trim() || 'Tapfolio', text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    setOpen(true);
  };

  const copyLink = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(portfolioToasts.linkCopied);
      setOpen(false);
    } catch {
      // Insecure origins and some in-app browsers refuse the clipboard: the link is shown instead.
      window.alert(`${portfolioToasts.manualCopyRequired}\n${url}`);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.shareButton}
        onClick={share}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <ShareIcon />
        <span>Share</span>
      </button>
      <BottomSheet open={open} title="Share this card" onClose={close}>
        <p className={styles.link}>{url}</p>
        <button type="button" className={styles.copy} onClick={copyLink}>
          <LinkIcon />
          Copy Link
        </button>
        <ul className={styles.targets} aria-label="Share on">
          {shareTargets(url, text).map((target) => (
            <li key={target.label}>
              <a
                className={styles.target}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
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
      </BottomSheet>
    </>
  );
}
