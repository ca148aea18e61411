import type { ReactNode } from 'react';
import { ArrowLeftIcon, IconButton, usePageTitle } from 'web-kit';
import styles from './console.module.css';

export interface ConsoleScreenProps {
  /** Names the document and, unless `heading` says otherwise, the screen's heading. */
  title: string;
  heading?: ReactNode;
  onBack?: () => void;
  /** Beside the heading: the screen's own buttons (a download). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One screen of the console, inside its layout's `<main>`: the heading row, then the content. */
export function ConsoleScreen({ title, heading, onBack, actions, children }: ConsoleScreenProps) {
  usePageTitle(title);
  return (
    <div className={styles.screen}>
      <div className={styles.screenHead}>
        {onBack && (
          <IconButton label="Back" onClick={onBack}>
            <ArrowLeftIcon />
          </IconButton>
        )}
        <h1 className={styles.screenTitle}>{heading ?? title}</h1>
        {actions && <div className={styles.screenActions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
