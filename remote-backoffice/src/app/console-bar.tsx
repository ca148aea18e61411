import { Link, NavLink } from 'react-router';
import { ToastPlace } from 'web-kit';
import { consoleTexts } from '../shared/messages';
import {
  AUDIT_PATH,
  BACKOFFICE_PATH,
  CATEGORIES_PATH,
  DASHBOARD_PATH,
  HOME_PATH,
  INVOICES_PATH,
  PRODUCTS_PATH,
  ROLES_PATH,
} from '../shared/paths';
import styles from '../shared/console.module.css';

/** The console's bar: its name, its places (Roles for admins only) and the way out. */
export function ConsoleBar({ admin }: { admin: boolean }) {
  const places = [
    { to: BACKOFFICE_PATH, label: consoleTexts.queueNav, end: true },
    { to: DASHBOARD_PATH, label: consoleTexts.dashboardNav, end: false },
    { to: PRODUCTS_PATH, label: consoleTexts.productsNav, end: false },
    { to: CATEGORIES_PATH, label: consoleTexts.categoriesNav, end: false },
    { to: INVOICES_PATH, label: consoleTexts.invoicesNav, end: false },
    { to: AUDIT_PATH, label: consoleTexts.auditNav, end: false },
    ...(admin ? [{ to: ROLES_PATH, label: consoleTexts.rolesNav, end: false }] : []),
  ];
  return (
    <header className={styles.bar}>
      <div className={styles.barInner}>
        <span className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            T
          </span>
          {consoleTexts.nav}
        </span>
        <nav className={styles.nav} aria-label={consoleTexts.nav}>
          <ul className={styles.navList}>
            {places.map((place) => (
              <li key={place.to}>
                <NavLink to={place.to} end={place.end} className={styles.navLink}>
                  {place.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={HOME_PATH} className={styles.leave}>
          {consoleTexts.leave}
        </Link>
      </div>
      <ToastPlace />
    </header>
  );
}
