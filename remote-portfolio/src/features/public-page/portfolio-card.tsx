import type { ReactNode } from 'react';
import {
  cardTexts,
  imageKindSize,
  MOBILE_BREAKPOINT_PX,
  portfolioTexts,
  portfolioToasts,
  type LocalTheme,
  type Portfolio,
  type PortfolioResult,
  type PortfolioService,
} from 'shared-contracts';
import { useTexts } from 'web-kit';
import { CARD_ACTIONS_ID } from '../card-behaviours/card-anchors';
import {
  ENHANCE_TEXTS_ATTRIBUTE,
  themeSwitchLabel,
  type EnhanceTexts,
} from '../card-behaviours/enhance-texts';
import { brandStyle } from '../shared/card/brand-colours';
import { CardImage, initialsOf, ProfilePicture } from '../shared/card/card-image';
import { BriefcaseIcon, ContactSaveIcon, MoonIcon, SunIcon } from '../shared/card/icons';
import { ContactSection } from './contact-section';
import { MadeWithTapfolio } from './made-with';
import { QrScreen } from '../shared/qr/qr-screen';
import styles from './portfolio-card.module.css';
import { ShareDetailsButton, ShareDetailsSheet } from './share-details';
import { ReachButtons } from './reach-buttons';
import { ShareButton, ShareSheet } from './share-menu';
import { SocialLinks } from './social-links';

/** The banner as stored (3:1): its width and height reserve its place before it loads. */
const BANNER_SIZE = imageKindSize('banner');

/** The themed page every state of the card renders in: the card itself, loading, not found. */
export function CardPage({
  theme,
  children,
  pageUrl,
  cardUserId,
  brandColour,
  enhanceTexts,
}: {
  theme: LocalTheme;
  children: ReactNode;
  /** On the card itself: the link Share and Copy Link hand on, for card-enhance. */
  pageUrl?: string;
  /** On the card itself: whose card it is, for the insight beacons. */
  cardUserId?: string;
  /** The card's organisation's colour ('#rrggbb'), its accent in both themes. */
  brandColour?: string;
  /** On the server-rendered card: what card-enhance says after the paint, in the page's language. */
  enhanceTexts?: EnhanceTexts;
}) {
  return (
    <main
      className={styles.page}
      data-theme={theme}
      style={brandStyle(brandColour)}
      {...(pageUrl !== undefined && { 'data-card-root': '', 'data-page-url': pageUrl })}
      data-card-user={cardUserId}
      {...(enhanceTexts && { [ENHANCE_TEXTS_ATTRIBUTE]: JSON.stringify(enhanceTexts) })}
    >
      {children}
    </main>
  );
}

export interface PortfolioCardProps {
  data: PortfolioResult;
  theme: LocalTheme;
  /** The card's public address: what Share and Copy Link hand on. */
  pageUrl: string;
  /** Save Contact's target, the API's vCard of this card. */
  vcardUrl: string;
  /**
   * The browser's handlers. Without them (the server build) Share is a link to the share sheet,
   * and Copy Link and the theme switch stay hidden until card-enhance takes them over.
   */
  onShare?: () => void;
  shareOpen?: boolean;
  onShareClose?: () => void;
  onCopyLink?: () => void;
  /** The QR screen, opened from the share sheet. */
  qrOpen?: boolean;
  onOpenQr?: () => void;
  onQrClose?: () => void;
  onThemeToggle?: () => void;
  /** "Share your details" is the URL's target now (the app; card-enhance on the server card). */
  detailsOpen?: boolean;
  onDetailsClose?: () => void;
  /** The owner's round edit button (a router link), drawn over the card. */
  editLink?: ReactNode;
  /** "Share your details" is for visitors: the owner's own view of the card leaves it out. */
  shareDetails?: boolean;
}

/**
 * The business card page, public and own alike, in the app and rendered on the server: props in,
 * markup out. Everything on it is the owner's own text and is rendered as text; links are built by
 * contact-links, which keeps only safe schemes.
 */
export function PortfolioCard({
  data,
  theme,
  pageUrl,
  vcardUrl,
  onShare,
  shareOpen = false,
  onShareClose,
  onCopyLink,
  qrOpen = false,
  onOpenQr,
  onQrClose,
  onThemeToggle,
  detailsOpen,
  onDetailsClose,
  editLink,
  shareDetails = true,
}: PortfolioCardProps) {
  const texts = useTexts(cardTexts);
  const toasts = useTexts(portfolioToasts);
  const { portfolio, services } = data;
  const { personalInfo: p, workInfo: w } = portfolio;
  const name = p.name.trim();
  const company = w.companyName.trim();
  const designation = w.designation.trim();
  // The largest image is fetched first: the banner, or the picture when there is no banner.
  const bannerFirst = Boolean(p.bannerImage);

  return (
    <CardPage
      theme={theme}
      pageUrl={pageUrl}
      cardUserId={portfolio.userId}
      brandColour={portfolio.brand?.colour}
      enhanceTexts={
        onShare
          ? undefined
          : {
              linkCopied: toasts.linkCopied,
              manualCopy: toasts.manualCopyRequired,
              toLightTheme: texts.toLightTheme,
              toDarkTheme: texts.toDarkTheme,
              play: texts.play,
              pause: texts.pause,
              playSocialLinks: texts.playSocialLinks,
              pauseSocialLinks: texts.pauseSocialLinks,
            }
      }
    >
      <article className={styles.card} aria-labelledby="portfolio-name">
        <header className={styles.hero}>
          {/* Without an uploaded banner or logo the brand gradient stands alone: a person-shaped
              placeholder reads as a mistake there. A failed upload still falls back to it. */}
          <div className={styles.banner}>
            {p.bannerImage && (
              <CardImage
                image={p.bannerImage}
                alt={name ? texts.bannerOf(name) : texts.banner}
                className={styles.bannerImage}
                {...BANNER_SIZE}
                sizes={`(min-width: ${MOBILE_BREAKPOINT_PX}px) 780px, 100vw`}
                priority
              />
            )}
            <span className={styles.bannerShade} aria-hidden="true" />
            {w.companyLogo && (
              <span className={styles.logoTile}>
                <CardImage
                  image={w.companyLogo}
                  alt={company ? texts.logoOf(company) : texts.companyLogo}
                  className={styles.logoImage}
                  width={68}
                  height={68}
                  sizes="68px"
                />
              </span>
            )}
            <ThemeSwitch theme={theme} onToggle={onThemeToggle} />
          </div>
          <div className={styles.identity}>
            <div className={styles.avatar}>
              <ProfilePicture
                image={p.profilePicture}
                alt={name ? texts.pictureOf(name) : texts.picture}
                className={styles.avatarImage}
                width={160}
                height={160}
                sizes="160px"
                priority={!bannerFirst}
                initials={initialsOf(name) || '?'}
                initialsClassName={styles.initials}
              />
            </div>
            <h1 id="portfolio-name" className={styles.name}>
              {name}
            </h1>
            {designation && <p className={styles.designation}>{designation}</p>}
            {company && (
              <p className={styles.company}>
                <BriefcaseIcon width={16} height={16} />
                <span>{company}</span>
              </p>
            )}
            <ReachButtons personalInfo={p} />
          </div>
        </header>

        <div className={styles.body}>
          <SocialLinks
            links={portfolio.socialMedia}
            ownerName={name}
            theme={theme}
            interactive={Boolean(onShare)}
          />

          <div className={styles.actions} id={CARD_ACTIONS_ID}>
            {/* A real link: the API answers the vCard, so saving works without script too. */}
            <a className={styles.saveContact} href={vcardUrl} download>
              <ContactSaveIcon />
              {texts.saveContact}
            </a>
            <ShareButton name={name} onShare={onShare} open={shareOpen} />
            {shareDetails && <ShareDetailsButton />}
          </div>

          <ContactSection portfolio={portfolio} />
          <AboutSection about={portfolio.about} />
          <ServicesSection heading={portfolio.serviceHeading} services={services} />
        </div>
        <MadeWithTapfolio />
      </article>

      <ShareSheet
        name={name}
        pageUrl={pageUrl}
        open={shareOpen}
        onClose={onShareClose}
        onCopyLink={onCopyLink}
        onOpenQr={onOpenQr}
      />
      {shareDetails && (
        <ShareDetailsSheet
          userId={portfolio.userId}
          name={name}
          sharedWith={portfolio.brand?.sharesContacts ? portfolio.brand.organisation : undefined}
          open={detailsOpen}
          onClose={onDetailsClose}
        />
      )}
      <QrScreen
        userId={portfolio.userId}
        name={name}
        pageUrl={pageUrl}
        open={qrOpen}
        onClose={onQrClose}
      />
      {editLink}
      {/* The app has its own toaster; on the server-rendered page card-enhance speaks here. */}
      {!onShare && <p className={styles.toast} role="status" data-card-toast="" />}
    </CardPage>
  );
}

/**
 * Light or dark, for whoever looks at the card: it changes only this device's choice. Both icons
 * are drawn and the theme shows one, so card-enhance only has to flip the page's data-theme (and
 * the name, which says what a press does).
 */
function ThemeSwitch({ theme, onToggle }: { theme: LocalTheme; onToggle?: () => void }) {
  const label = themeSwitchLabel(theme, useTexts(cardTexts));
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={styles.themeSwitch}
      onClick={onToggle}
      hidden={!onToggle}
      data-card-theme-toggle=""
    >
      <SunIcon className={styles.sunIcon} />
      <MoonIcon className={styles.moonIcon} />
    </button>
  );
}

/** ARCHITECTURE decision 4: an empty heading reads "About Us"; nothing at all hides the section. */
function AboutSection({ about }: { about: Portfolio['about'] }) {
  const { aboutDefaultHeading } = useTexts(portfolioTexts);
  const heading = about.heading?.trim() ?? '';
  const description = about.description?.trim() ?? '';
  if (!heading && !description) return null;
  return (
    <section className={styles.section} aria-labelledby="portfolio-about-title">
      <h2 id="portfolio-about-title" className={styles.sectionTitle}>
        {heading || aboutDefaultHeading}
      </h2>
      {description && <p className={styles.prose}>{description}</p>}
    </section>
  );
}

function ServicesSection({
  heading,
  services,
}: {
  heading: string | null;
  services: PortfolioService[];
}) {
  const texts = useTexts(cardTexts);
  const shown = services.filter((service) => service.heading.trim() || service.description.trim());
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="portfolio-services-title">
      <h2 id="portfolio-services-title" className={styles.sectionTitle}>
        {heading?.trim() || texts.services}
      </h2>
      <ul className={styles.services}>
        {shown.map((service) => (
          <li key={service._id} className={styles.service}>
            {service.image && (
              <CardImage
                image={service.image}
                alt={service.heading.trim() || texts.service}
                className={styles.serviceImage}
                width={800}
                height={500}
                sizes={`(min-width: ${MOBILE_BREAKPOINT_PX}px) 370px, calc(100vw - 64px)`}
              />
            )}
            <div className={styles.serviceText}>
              <h3 className={styles.serviceTitle}>{service.heading}</h3>
              {service.description && <p className={styles.prose}>{service.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
