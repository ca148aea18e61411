import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { backofficeTexts, isStaffRole, type Role } from 'shared-contracts';
import { errorStatus, selectProfile, usePageTitle } from 'web-kit';
import { HOME_PATH } from './paths';
import styles from './console.module.css';

/** The signed-in person's role; undefined while no profile is known. */
export function useRole(): Role | undefined {
  return useSelector(selectProfile)?.role;
}

export const isStaff = (role: Role | undefined) => isStaffRole(role);

/** The API refused the person (a plain user, or a role taken back since the page loaded). */
export const isForbidden = (error: unknown) => errorStatus(error) === 403;

/**
 * What a person without a staff role sees instead of the console: the shell's guard shows the same
 * words before it loads this remote; this is the remote's own refusal, and the one shown when the
 * API answers 403 (a role taken back meanwhile).
 */
export function NoAccess({ asPage = true }: { asPage?: boolean }) {
  usePageTitle(asPage ? backofficeTexts.noAccess : undefined);
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={styles.noAccess} role={asPage ? undefined : 'alert'}>
      <Heading className={styles.noAccessTitle}>{backofficeTexts.noAccess}</Heading>
      <Link to={HOME_PATH} className="tf-link-button">
        Go to Home
      </Link>
    </section>
  );
}
