import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { BACKOFFICE_PATH, homeTexts, isStaffRole } from 'shared-contracts';
import {
  selectProfile,
  selectUserId,
  ToastPlace,
  usePageTitle,
  useTexts,
  VerifyEmailBanner,
} from 'web-kit';
import { SiteFooter } from '../layout/site-footer';
import { RemoteSlot } from '../remotes/remote-slot';
import { CartIcon, NfcIcon } from './icons';
import styles from './home.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The header's cart link while the shop remote (which adds the item count) is away. */
const cartLinkNamed = (label: string) => (
  <Link to="/cart" className={styles.cart} aria-label={label}>
    <CartIcon />
  </Link>
);

/**
 * Home. The portfolio remote's live preview sits in the first card and the shop remote's
 * "Explore The Designs" slider in the second; while either remote is unavailable, a card of the
 * shell's own stands in for it, so Home always works.
 */
export function HomePage() {
  const texts = useTexts(homeTexts);
  usePageTitle(texts.pageTitle);
  const profile = useSelector(selectProfile);
  const storedUserId = useSelector(selectUserId);
  const userId = profile?._id ?? storedUserId;
  const name = profile?.name ?? '';
  const cartLink = cartLinkNamed(texts.cart);

  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        {/* Named by what it shows (WCAG 2.5.3, "label in name"), then where it goes. */}
        <Link to="/home" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            T
          </span>
          <span>
            Tapfolio<span className="tf-visually-hidden"> {texts.brandHome}</span>
          </span>
        </Link>
        <RemoteSlot
          remote="remote-shop"
          component="CartLink"
          fallback={cartLink}
          loading={cartLink}
        />
        <ToastPlace />
      </header>

      <VerifyEmailBanner />

      <main className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{texts.title}</h1>
          <p className={styles.greeting}>
            {name ? texts.greeting(name) : texts.greetingNoName} {texts.intro}
          </p>
          {/* Staff's way to the console; no one else is shown it (the console refuses them). */}
          {isStaffRole(profile?.role) && (
            <Link to={BACKOFFICE_PATH} className={`tf-link-button ${styles.backoffice}`}>
              {texts.backOffice}
            </Link>
          )}
        </div>

        <div className={styles.grid}>
          <RemoteSlot
            remote="remote-portfolio"
            component="HomePreview"
            height={420}
            fallback={
              <section className={styles.card} aria-labelledby="home-preview-title">
                <h2 id="home-preview-title" className={styles.cardTitle}>
                  {texts.previewTitle}
                </h2>
                <div className={styles.identity}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(name) || 'T'}
                  </span>
                  <div className={styles.identityText}>
                    <strong>{name}</strong>
                    {profile?.email && <span>{profile.email}</span>}
                  </div>
                </div>
                <p className={styles.cardText}>{texts.previewText}</p>
                <div className={styles.actions}>
                  <Link to="/edit-profile" className="tf-link-button">
                    {texts.editPortfolio}
                  </Link>
                  {userId && (
                    <Link
                      to={`/portfolio/${userId}`}
                      className="tf-link-button tf-link-button--secondary"
                    >
                      {texts.view}
                    </Link>
                  )}
                </div>
              </section>
            }
          />

          <RemoteSlot
            remote="remote-shop"
            component="ExploreSlider"
            height={420}
            fallback={
              <section className={styles.card} aria-labelledby="home-designs-title">
                <h2 id="home-designs-title" className={styles.cardTitle}>
                  {texts.designsTitle}
                </h2>
                <p className={styles.cardText}>{texts.designsText}</p>
                <div className={styles.showcase} aria-hidden="true">
                  <div className={`${styles.nfcCard} ${styles.nfcCardBack}`} />
                  <div className={styles.nfcCard}>
                    <span className={styles.nfcLogo}>T</span>
                    <NfcIcon className={styles.nfcWaves} width={26} height={26} />
                    <span className={styles.nfcName}>{name || texts.yourName}</span>
                    <span className={styles.nfcRole}>{texts.tapToConnect}</span>
                  </div>
                </div>
                <Link to="/products" className="tf-link-button">
                  {texts.explore}
                </Link>
              </section>
            }
          />
        </div>
      </main>

      <SiteFooter />
    </div>
  );
}
