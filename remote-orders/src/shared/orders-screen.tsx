import type { ReactNode } from 'react';
import { ArrowLeftIcon, IconButton, ToastPlace, usePageTitle } from 'web-kit';
import styles from './orders-screen.module.css';

export interface OrdersScreenProps {
  title: string;
  /** Shown as a back arrow (accessible name "Back") when given. */
  onBack?: () => void;
  children: ReactNode;
}

/**
 * web-kit's Screen, with room to grow: its header and phone column, then from 768 px a wider
 * column, which Screen (560 px everywhere) does not allow. Like Screen, its title names the document.
 */
export function OrdersScreen({ title, onBack, children }: OrdersScreenProps) {
  usePageTitle(title);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {onBack && (
            <IconButton label="Back" onClick={onBack}>
              <ArrowLeftIcon />
            </IconButton>
          )}
          <h1 className={styles.title}>{title}</h1>
        </div>
        <ToastPlace />
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}
