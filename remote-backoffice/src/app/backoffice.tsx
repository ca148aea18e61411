import { Link, Navigate, Route, Routes } from 'react-router';
import { backofficeErrors } from 'shared-contracts';
import { AuditPage } from '../features/audit/components/audit-page';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { InvoicesPage } from '../features/invoices/components/invoices-page';
import { ProductFormPage } from '../features/products/components/product-form-page';
import { ProductsPage } from '../features/products/components/products-page';
import { OrderPage } from '../features/order/components/order-page';
import { QueuePage } from '../features/queue/components/queue-page';
import { RolesPage } from '../features/roles/components/roles-page';
import { isStaff, NoAccess, useRole } from '../shared/access';
import { ConsoleScreen } from '../shared/console-screen';
import { consoleTexts } from '../shared/messages';
import { BACKOFFICE_PATH } from '../shared/paths';
import { ConsoleBar } from './console-bar';
import styles from '../shared/console.module.css';

/**
 * `/backoffice/*`, the staff's console: the queue, an order, the dashboard, the catalogue, the
 * invoices, the audit log and, for admins, roles.
 * The shell's guard lets only staff and admins load this remote; it refuses a plain user again
 * itself (a dev server pointed at, a role taken back), and the API refuses them a third time.
 */
export function Backoffice() {
  const role = useRole();
  if (!isStaff(role)) {
    return (
      <div className={styles.console}>
        <main className={styles.main}>
          <NoAccess />
        </main>
      </div>
    );
  }
  const admin = role === 'admin';
  return (
    <div className={styles.console}>
      <ConsoleBar admin={admin} />
      <main className={styles.main}>
        <Routes>
          <Route index element={<QueuePage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductFormPage />} />
          <Route path="products/:id" element={<ProductFormPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="roles" element={admin ? <RolesPage /> : <AdminOnly />} />
          <Route path="*" element={<Navigate to={BACKOFFICE_PATH} replace />} />
        </Routes>
      </main>
    </div>
  );
}

function AdminOnly() {
  return (
    <ConsoleScreen title={consoleTexts.rolesHeading}>
      <div className={styles.empty}>
        <p className={styles.failedText} role="alert">
          {backofficeErrors.adminOnly}
        </p>
        <Link to={BACKOFFICE_PATH} className={styles.textLink}>
          {consoleTexts.backToQueue}
        </Link>
      </div>
    </ConsoleScreen>
  );
}
