import type { ReactNode } from 'react';
import { controlTexts } from 'shared-contracts';
import { usePageTitle } from '../a11y/page-title';
import { useTexts } from '../i18n/use-texts';
import { ArrowLeftIcon } from './icons';
import { IconButton } from './icon-button';
import { ToastPlace } from './toast-place';
import styles from './ui.module.css';

export interface ScreenProps {
  title: string;
  /** Shown as a back arrow (accessible name "Back") when given. */
  onBack?: () => void;
  children: ReactNode;
  /** Pinned to the bottom: the screen's main action. */
  footer?: ReactNode;
}

/**
 * A phone screen: a sticky header with the back arrow and title (and the place for a toast),
 * content, an optional footer.
 * Its title also names the document ("Account | Tapfolio").
 */
export function Screen({ title, onBack, children, footer }: ScreenProps) {
  usePageTitle(title);
  const texts = useTexts(controlTexts);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          {onBack && (
            <IconButton label={texts.back} onClick={onBack}>
              <ArrowLeftIcon />
            </IconButton>
          )}
          <h1 className={styles.headerTitle}>{title}</h1>
        </div>
        <ToastPlace />
      </header>
      <main className={styles.body}>{children}</main>
      {footer && (
        <div className={styles.footer}>
          <div className={styles.footerInner}>{footer}</div>
        </div>
      )}
    </div>
  );
}
