import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import {
  accountScreenTexts,
  COUNTRY_CODE,
  nationalDigits,
  nfcCardTexts,
  personalDataTexts,
  shippingAddressOf,
  type AddressBookEntry,
} from 'shared-contracts';
import {
  Button,
  ChevronRightIcon,
  Screen,
  selectProfile,
  Spinner,
  useTexts,
  VerifyEmailBanner,
} from 'web-kit';
import { AccountLanguage } from './account-language';
import { DeleteAccountSheet, preloadDeleteAccountForm } from './delete-account-sheet';
import { useExportData } from './use-export-data';
import { useGetAddressBookQuery } from '../shared/address-book-api';
import { useLogout } from '../shared/use-logout';
import styles from './account-page.module.css';
import { NameSheet, preloadNameForm } from './name-sheet';

const PASSWORD_MASK = '••••••••';

/**
 * Opens a sheet once its form's code is here (the first time, a download), so the sheet opens
 * whole, its field focused; should the download fail, it opens all the same and tries again.
 */
const openOnceHere = (preload: () => Promise<void>, open: () => void) => () =>
  void preload().then(open, open);

/**
 * The account page. Everything it shows comes from the store: the profile the shell loaded and
 * keeps current (each edit dispatches the updated profile), and the cached address book, which a
 * saved address refreshes. It never reloads itself.
 */
export function AccountPage() {
  const profile = useSelector(selectProfile);
  const addressBook = useGetAddressBookQuery();
  const navigate = useNavigate();
  const [editingName, setEditingName] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const exportData = useExportData();
  // Stable, so the sheet does not re-run its open effect (and move focus) on every re-render.
  const closeNameSheet = useCallback(() => setEditingName(false), []);
  const closeDeleteSheet = useCallback(() => setDeleting(false), []);

  const logout = useLogout();
  const texts = useTexts(accountScreenTexts);
  const cards = useTexts(nfcCardTexts);
  const personalData = useTexts(personalDataTexts);

  return (
    <Screen title={texts.title} onBack={() => navigate('/home')}>
      {profile ? (
        <>
          <VerifyEmailBanner />
          <ul className={styles.card}>
            <li>
              <div className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.label}>{texts.fullName}</span>
                  <span className={styles.value}>{profile.name}</span>
                </div>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={texts.editFullName}
                  onClick={openOnceHere(preloadNameForm, () => setEditingName(true))}
                >
                  {texts.edit}
                </button>
              </div>
            </li>
            <li>
              <div className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.label}>{texts.email}</span>
                  <span className={styles.value}>{profile.email}</span>
                </div>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={texts.changeEmail}
                  onClick={() =>
                    navigate('/account/edit-email', { state: { email: profile.email } })
                  }
                >
                  {texts.change}
                </button>
              </div>
            </li>
            <li>
              <div className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.label}>{texts.password}</span>
                  <span className={`${styles.value} ${styles.masked}`}>{PASSWORD_MASK}</span>
                </div>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={texts.changePassword}
                  onClick={() => navigate('/account/edit-password')}
                >
                  {texts.change}
                </button>
              </div>
            </li>
          </ul>

          <ul className={styles.card}>
            <li>
              <Link className={styles.row} to="/account/edit-shipping-address">
                <div className={styles.rowText}>
                  <span className={styles.label}>{texts.shippingAddress}</span>
                  {addressBook.isLoading ? (
                    <span className={styles.muted} role="status">
                      {texts.loading}
                    </span>
                  ) : (
                    <AddressSummary
                      entry={shippingAddressOf(addressBook.data)}
                      empty={texts.addShippingAddress}
                    />
                  )}
                </div>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
            <li>
              <Link className={styles.row} to="/policy">
                <span className={`${styles.rowText} ${styles.value}`}>{texts.privacyPolicy}</span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
          </ul>

          <ul className={styles.card}>
            <li>
              <Link className={styles.row} to="/teams">
                <span className={`${styles.rowText} ${styles.value}`}>{texts.organisation}</span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
            <li>
              <Link className={styles.row} to="/account/nfc-cards">
                <span className={`${styles.rowText} ${styles.value}`}>{cards.heading}</span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.row}
                disabled={exportData.exporting}
                aria-busy={exportData.exporting || undefined}
                onClick={() => void exportData.start()}
              >
                <span className={styles.rowText}>
                  <span className={styles.value}>{personalData.exportEntry}</span>
                  {exportData.exporting ? (
                    <span className={styles.muted} role="status">
                      {personalData.exporting}
                    </span>
                  ) : (
                    <span className={styles.muted}>{personalData.exportHint}</span>
                  )}
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </button>
            </li>
            <li>
              <button
                type="button"
                className={styles.row}
                onClick={openOnceHere(preloadDeleteAccountForm, () => setDeleting(true))}
              >
                <span className={`${styles.rowText} ${styles.value} ${styles.danger}`}>
                  {personalData.deleteEntry}
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </button>
            </li>
          </ul>

          <AccountLanguage />
          <Button variant="danger" className={styles.logout} onClick={logout}>
            {texts.logout}
          </Button>

          <NameSheet open={editingName} currentName={profile.name} onClose={closeNameSheet} />
          <DeleteAccountSheet open={deleting} onClose={closeDeleteSheet} />
        </>
      ) : (
        <Spinner />
      )}
    </Screen>
  );
}

function AddressSummary({ entry, empty }: { entry: AddressBookEntry | undefined; empty: string }) {
  if (!entry) return <span className={styles.placeholder}>{empty}</span>;
  const phone = nationalDigits(entry.mobile);
  const place = [entry.district, entry.state].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      <span className={styles.addressName}>{entry.name}</span>
      <span>{[entry.address1, entry.address2].filter(Boolean).join(', ')}</span>
      {entry.landmark && <span>{entry.landmark}</span>}
      <span>{[place, entry.pincode].filter(Boolean).join(' - ')}</span>
      <span>{phone ? `${COUNTRY_CODE} ${phone}` : entry.mobile}</span>
    </address>
  );
}
