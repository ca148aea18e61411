import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { signInReason, ToastPlace, useScreenPainted, useTranslate } from 'web-kit';
import styles from './auth-layout.module.css';

/**
 * The signed-out screens: the brand, a heading and a card holding the form; `aside` (login's
 * sample card) goes above the form on a phone and beside it on a wide screen; `corner` (login's
 * language picker) sits across from the brand.
 */
export function AuthLayout({
  title,
  subtitle,
  aside,
  corner,
  children,
}: {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  corner?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // Why a screen sent the visitor here ("Sign in to add this card to your cart"), said first.
  const reason = signInReason(useLocation().state);
  // The gateway may have rendered this screen on the server: the app's is ready at once.
  useScreenPainted(true);
  return (
    <main className={aside ? `${styles.page} ${styles.withAside}` : styles.page}>
      <div className={styles.top}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.logo}>T</span> Tapfolio
        </div>
        {corner}
      </div>
      {aside}
      <div className={styles.main}>
        {/* One block, so every screen's heading keeps the same space to its card, subtitle or not. */}
        <header className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        <div className={styles.card}>
          {/* No header here: a toast ("Invalid email or password") shows above the form. */}
          <ToastPlace />
          {reason && (
            <p className={styles.reason} role="status">
              {translate(reason)}
            </p>
          )}
          {children}
        </div>
      </div>
    </main>
  );
}
