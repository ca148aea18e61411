import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

/** The signed-out screens: the brand, a heading and a card holding the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.brand} aria-hidden="true">
        <span className={styles.logo}>T</span> Tapfolio
      </div>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={styles.card}>{children}</div>
    </main>
  );
}
