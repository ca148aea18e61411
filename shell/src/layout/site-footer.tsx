import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROVIDER_CONTACT, siteFooterTexts, telUrl, type SocialNetwork } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from '../styles/site-footer.module.css';

const glyph = (children: ReactNode) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

const SOCIAL: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  instagram: {
    label: 'Instagram',
    icon: glyph(
      <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 8a6.6 6.6 0 0 0-.4-2.2 4.6 4.6 0 0 0-2.7-2.7 6.6 6.6 0 0 0-2.2-.4C15.6 2.6 15.3 2.6 12 2.6s-3.6 0-4.6.1a6.6 6.6 0 0 0-2.2.4 4.6 4.6 0 0 0-2.7 2.7A6.6 6.6 0 0 0 2.1 8C2 9 2 9.3 2 12.6s0 3.6.1 4.6c0 .7.2 1.5.4 2.2a4.6 4.6 0 0 0 2.7 2.7c.7.2 1.4.4 2.2.4 1 .1 1.3.1 4.6.1s3.6 0 4.6-.1c.7 0 1.5-.2 2.2-.4a4.6 4.6 0 0 0 2.7-2.7c.2-.7.4-1.4.4-2.2.1-1 .1-1.3.1-4.6s0-3.6-.1-4.6zm-1.7 9.1c0 .6-.1 1.1-.3 1.7a2.9 2.9 0 0 1-1.7 1.7c-.5.2-1.1.3-1.7.3-1 .1-1.3.1-4.5.1s-3.5 0-4.5-.1c-.6 0-1.1-.1-1.7-.3a2.9 2.9 0 0 1-1.7-1.7c-.2-.5-.3-1.1-.3-1.7-.1-1-.1-1.3-.1-4.5s0-3.5.1-4.5c0-.6.1-1.1.3-1.7a2.9 2.9 0 0 1 1.7-1.7c.5-.2 1.1-.3 1.7-.3 1-.1 1.3-.1 4.5-.1s3.5 0 4.5.1c.6 0 1.1.1 1.7.3a2.9 2.9 0 0 1 1.7 1.7c.2.5.3 1.1.3 1.7.1 1 .1 1.3.1 4.5s0 3.5-.1 4.5z" />,
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: glyph(
      <path d="M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2zM8 19H5V9.5h3V19zM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5zM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.8v1.3h.1a3.1 3.1 0 0 1 2.8-1.5c3 0 3.6 2 3.6 4.6V19z" />,
    ),
  },
  x: {
    label: 'X',
    icon: glyph(
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />,
    ),
  },
  facebook: {
    label: 'Facebook',
    icon: glyph(
      <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />,
    ),
  },
};

/** The provider's contact details (address, phone, e-mail, social profiles) under a page. */
export function SiteFooter() {
  const { company, address, phone, email, social } = PROVIDER_CONTACT;
  const texts = useTexts(siteFooterTexts);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <div className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              T
            </span>
            <span>Tapfolio</span>
          </div>
          <p className={styles.tagline}>{texts.tagline}</p>
        </div>

        <section className={styles.contact} aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className={styles.heading}>
            {texts.contactUs}
          </h2>
          <address className={styles.address}>
            <span className={styles.company}>{company}</span>
            <span>{address}</span>
          </address>
          <ul className={styles.lines}>
            <li>
              <span className={styles.lineLabel}>{texts.phone}</span>
              <a href={telUrl(phone)}>{phone}</a>
            </li>
            <li>
              <span className={styles.lineLabel}>{texts.email}</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
        </section>

        <ul className={styles.social} aria-label={texts.social}>
          {(Object.keys(SOCIAL) as SocialNetwork[]).map((network) => (
            <li key={network}>
              <a
                className={styles.socialLink}
                href={social[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={texts.socialLink(SOCIAL[network].label)}
              >
                {SOCIAL[network].icon}
              </a>
            </li>
          ))}
        </ul>

        <div className={styles.bottom}>
          <span>
            © {new Date().getFullYear()} {company}
          </span>
          <nav className={styles.legal} aria-label={texts.legal}>
            <Link to="/policy">{texts.privacyPolicy}</Link>
            <Link to="/terms">{texts.terms}</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
