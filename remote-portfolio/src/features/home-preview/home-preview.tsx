import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { cardPath, homePreviewTexts, sharePromptTexts } from 'shared-contracts';
import { selectUserId, useTexts } from 'web-kit';
import { QrIcon } from '../shared/qr/qr-icon';
import { useQrScreen } from '../shared/qr/use-qr-screen';
import { displayPhone } from '../shared/card/contact-links';
import { brandStyle } from '../shared/card/brand-colours';
import { CardImage, initialsOf, ProfilePicture } from '../shared/card/card-image';
import { MailIcon, PhoneIcon, ShareIcon } from '../shared/card/icons';
import type { PortfolioNavigationState } from '../shared/card/navigation-state';
import { WhatsAppIcon } from '../shared/card/social-icons';
import { useOwnCardQuery } from '../shared/portfolio-queries';
import { usePortfolioTheme } from '../shared/use-portfolio-theme';
import { cardChecklist } from './card-checklist';
import { CardChecklistView } from './card-checklist-view';
import styles from './home-preview.module.css';
import { useShareMyCard } from '../shared/use-share-my-card';

/**
 * The full-screen QR view (and the focus trap it carries) downloads when it is first opened, not
 * with Home, the first screen after signing in.
 */
const QrScreen = lazy(() =>
  import('../shared/qr/qr-screen').then((module) => ({ default: module.QrScreen })),
);

interface Chip {
  key: string;
  icon: ReactNode;
  text: string;
}

/**
 * What Home shows of the person's own card: a small copy of its top, a few contact chips, and the
 * way to edit it or see it as others do. A failed load is only logged (spec, section 8): Home
 * still offers Edit and View.
 */
export function HomePreview() {
  const sessionUserId = useSelector(selectUserId);
  const { data, error, isLoading } = useOwnCardQuery();
  const { theme } = usePortfolioTheme(data?.portfolio.theme);
  // The QR screen gives focus back to the QR button when it closes (its focus trap).
  const qr = useQrScreen();
  const texts = useTexts(homePreviewTexts);
  const { shareMyCard } = useTexts(sharePromptTexts);

  useEffect(() => {
    if (error) console.error('Portfolio preview failed to load', error);
  }, [error]);

  const userId = data?.portfolio.userId ?? sessionUserId;
  const state: PortfolioNavigationState | undefined = data && { homeData: data };
  // The card's own address (its personal link when it has one), as the card's Share gives it.
  const cardUrl = data && `${window.location.origin}${cardPath(data.portfolio)}`;
  const share = useShareMyCard(cardUrl, data?.portfolio.personalInfo.name ?? '');
  const actions = (
    <div className={styles.actions}>
      {cardUrl && (
        <button
          type="button"
          className={`${styles.action} ${styles.primary} ${styles.share}`}
          onClick={share}
        >
          <ShareIcon width={18} height={18} aria-hidden="true" />
          {shareMyCard}
        </button>
      )}
      <Link to="/edit-profile" state={state} className={styles.action}>
        {texts.edit}
      </Link>
      {userId && (
        <Link
          to={`/portfolio/${encodeURIComponent(userId)}`}
          state={state}
          className={styles.action}
        >
          {texts.view}
        </Link>
      )}
      {userId && (
        <button
          type="button"
          className={`${styles.action} ${styles.qr}`}
          aria-label={texts.qrCode}
          onClick={qr.openQr}
        >
          <QrIcon />
        </button>
      )}
      {userId && qr.open && (
        <Suspense fallback={null}>
          <QrScreen
            userId={userId}
            name={data?.portfolio.personalInfo.name.trim() ?? ''}
            open
            onClose={qr.close}
          />
        </Suspense>
      )}
    </div>
  );

  if (isLoading) {
    return (
      <section className={styles.preview} data-theme={theme} aria-label={texts.preview}>
        <div className={styles.skeleton} role="status" aria-label={texts.loading} />
      </section>
    );
  }

  if (!data) {
    return (
      <section className={styles.preview} data-theme={theme} aria-label={texts.preview}>
        <div className={styles.quiet}>
          <p className={styles.quietText}>{texts.empty}</p>
          {actions}
        </div>
      </section>
    );
  }

  const { personalInfo: p, workInfo: w } = data.portfolio;
  const name = p.name.trim();
  const role = [w.designation.trim(), w.companyName.trim()].filter(Boolean).join(' · ');
  const chips: Chip[] = [];
  if (p.phoneNumber.trim()) {
    chips.push({ key: 'phone', icon: <PhoneIcon />, text: displayPhone(p.phoneNumber) });
  }
  if (p.email.trim()) chips.push({ key: 'email', icon: <MailIcon />, text: p.email.trim() });
  if (p.whatsappNumber.trim() && p.whatsappNumber !== p.phoneNumber) {
    chips.push({ key: 'whatsapp', icon: <WhatsAppIcon />, text: displayPhone(p.whatsappNumber) });
  }

  return (
    <section
      className={styles.preview}
      data-theme={theme}
      style={brandStyle(data.portfolio.brand?.colour)}
      aria-label={texts.preview}
    >
      <div className={styles.banner}>
        {p.bannerImage && (
          <CardImage
            image={p.bannerImage}
            alt=""
            className={styles.bannerImage}
            width={560}
            height={96}
            sizes="(min-width: 600px) 560px, 100vw"
          />
        )}
      </div>
      <div className={styles.content}>
        <div className={styles.avatar}>
          <ProfilePicture
            image={p.profilePicture}
            alt={name ? texts.pictureOf(name) : texts.picture}
            className={styles.avatarImage}
            width={88}
            height={88}
            sizes="88px"
            initials={initialsOf(name) || '?'}
            initialsClassName={styles.initials}
          />
        </div>
        <h2 className={styles.name}>{name}</h2>
        {role && <p className={styles.role}>{role}</p>}
        {chips.length > 0 && (
          <ul className={styles.chips} aria-label={texts.contactDetails}>
            {chips.map((chip) => (
              <li key={chip.key} className={styles.chip}>
                <span className={styles.chipIcon} aria-hidden="true">
                  {chip.icon}
                </span>
                <span className={styles.chipText}>{chip.text}</span>
              </li>
            ))}
          </ul>
        )}
        {actions}
      </div>
      <CardChecklistView items={cardChecklist(data)} />
    </section>
  );
}
