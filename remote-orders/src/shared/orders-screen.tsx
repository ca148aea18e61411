import type { ReactNode } from 'react';
import { controlTexts } from 'shared-contracts';
import { ArrowLeftIcon, IconButton, ToastPlace, usePageTitle, useTexts } from 'web-kit';
import styles from './orders-screen.module.css';

export interface OrdersScreenProps {
  /** In the person's language already: it names the document too. */
  title: string;
  /** Shown as a back arrow (accessible name "Back", in the person's language) when given. */
  onBack?: () => void;
  children: ReactNode;
}

/**
 * web-kit's Screen, with room to grow: its header and phone column, then from 768 px a wider
 * column, which Screen (560 px everywhere) does not allow. Like Screen, its title names the document.
 */
export function OrdersScreen({ title, onBack, children }: OrdersScreenProps) {
  usePageTitle(title);
  const controls = useTexts(controlTexts);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {onBack && (
            <IconButton label={controls.back} onClick={onBack}>
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
