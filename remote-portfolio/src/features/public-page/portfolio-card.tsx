import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  portfolioTexts,
  type LocalTheme,
  type Portfolio,
  type PortfolioResult,
  type PortfolioService,
} from 'shared-contracts';
import { usePortfolioTheme } from '../shared/use-portfolio-theme';
import { CardImage, initialsOf, ProfilePicture } from '../shared/card/card-image';
import { ContactSection } from './contact-section';
import { BriefcaseIcon, ContactSaveIcon, PencilIcon } from '../shared/card/icons';
import type { PortfolioNavigationState } from '../shared/card/navigation-state';
import styles from './portfolio-card.module.css';
import { downloadVCard } from './save-contact';
import { ShareMenu } from './share-menu';
import { SocialLinks } from './social-links';

/** The themed page every state of the card renders in: the card itself, loading, not found. */
export function CardPage({ theme, children }: { theme: LocalTheme; children: ReactNode }) {
  return (
    <main className={styles.page} data-theme={theme}>
      {children}
    </main>
  );
}

export interface PortfolioCardProps {
  data: PortfolioResult;
  /** The round edit button: only for the card's owner, and not when the opener hid it. */
  canEdit: boolean;
}

/**
 * The business card page, public and own alike. Everything on it is the owner's own text and is
 * rendered as text; links are built by contact-links, which keeps only safe schemes.
 */
export function PortfolioCard({ data, canEdit }: PortfolioCardProps) {
  const { portfolio, services } = data;
  const { theme } = usePortfolioTheme(portfolio.theme);
  const { personalInfo: p, workInfo: w } = portfolio;
  const name = p.name.trim();
  const company = w.companyName.trim();
  const designation = w.designation.trim();
  const editState: PortfolioNavigationState = { homeData: data };

  return (
    <CardPage theme={theme}>
      <article className={styles.card} aria-labelledby="portfolio-name">
        <header className={styles.hero}>
          {/* Without an uploaded banner or logo the brand gradient stands alone: a person-shaped
              placeholder reads as a mistake there. A failed upload still falls back to it. */}
          <div className={styles.banner}>
            {p.bannerImage && (
              <CardImage
                image={p.bannerImage}
                alt={name ? `Banner of ${name}` : 'Banner'}
                className={styles.bannerImage}
              />
            )}
            <span className={styles.bannerShade} aria-hidden="true" />
            {w.companyLogo && (
              <span className={styles.logoTile}>
                <CardImage
                  image={w.companyLogo}
                  alt={company ? `${company} logo` : 'Company logo'}
                  className={styles.logoImage}
                />
              </span>
            )}
          </div>
          <div className={styles.identity}>
            <div className={styles.avatar}>
              <ProfilePicture
                image={p.profilePicture}
                alt={name ? `Profile picture of ${name}` : 'Profile picture'}
                className={styles.avatarImage}
                fallback={
                  <span className={styles.initials} aria-hidden="true">
                    {initialsOf(name) || '?'}
                  </span>
                }
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
          </div>
        </header>

        <div className={styles.body}>
          <SocialLinks links={portfolio.socialMedia} ownerName={name} theme={theme} />

          <div className={styles.actions}>
            <button
              type="button"
              className={styles.saveContact}
              onClick={() => downloadVCard(portfolio)}
            >
              <ContactSaveIcon />
              Save Contact
            </button>
            <ShareMenu userId={portfolio.userId} name={name} />
          </div>

          <ContactSection portfolio={portfolio} />
          <AboutSection about={portfolio.about} />
          <ServicesSection heading={portfolio.serviceHeading} services={services} />
        </div>
      </article>

      {canEdit && (
        <Link
          to="/edit-profile"
          state={editState}
          className={styles.editButton}
          aria-label="Edit portfolio"
          title="Edit portfolio"
        >
          <PencilIcon width={24} height={24} />
        </Link>
      )}
    </CardPage>
  );
}

/** ARCHITECTURE decision 4: an empty heading reads "About Us"; nothing at all hides the section. */
function AboutSection({ about }: { about: Portfolio['about'] }) {
  const heading = about.heading?.trim() ?? '';
  const description = about.description?.trim() ?? '';
  if (!heading && !description) return null;
  return (
    <section className={styles.section} aria-labelledby="portfolio-about-title">
      <h2 id="portfolio-about-title" className={styles.sectionTitle}>
        {heading || portfolioTexts.aboutDefaultHeading}
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
  const shown = services.filter((service) => service.heading.trim() || service.description.trim());
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="portfolio-services-title">
      <h2 id="portfolio-services-title" className={styles.sectionTitle}>
        {heading?.trim() || 'Services'}
      </h2>
      <ul className={styles.services}>
        {shown.map((service) => (
          <li key={service._id} className={styles.service}>
            {service.image && (
              <CardImage
                image={service.image}
                alt={service.heading.trim() || 'Service'}
                className={styles.serviceImage}
                loading="lazy"
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
