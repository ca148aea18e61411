import type { ReactNode } from 'react';
import { cardTexts, displayWebsite, type InsightLink, type Portfolio } from 'shared-contracts';
import { BreakAtSeparators, useTexts } from 'web-kit';
import { INSIGHT_ATTRIBUTE, linkInsight } from '../card-behaviours/insights';
import {
  addressLine,
  displayPhone,
  mailtoUrl,
  mapsSearchUrl,
  telUrl,
  webHref,
  whatsAppUrl,
} from '../shared/card/contact-links';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '../shared/card/icons';
import styles from './portfolio-card.module.css';
import { WhatsAppIcon } from '../shared/card/social-icons';

interface ContactCard {
  label: string;
  value: string;
  /** An e-mail or web address: it wraps at its `@`, `.` and `/`, never inside a word. */
  address?: boolean;
  href: string;
  icon: ReactNode;
  tone: string | undefined;
  external?: boolean;
  /** What a tap on it counts as in the owner's insights. */
  insight: InsightLink;
}

function contactCards(portfolio: Portfolio, texts: typeof cardTexts): ContactCard[] {
  const { personalInfo: p, workInfo: w, addressInfo } = portfolio;
  const cards: ContactCard[] = [];
  const address = addressLine(addressInfo);
  if (address) {
    cards.push({
      label: texts.address,
      insight: 'map',
      value: address,
      href: mapsSearchUrl(address),
      icon: <MapPinIcon />,
      tone: styles.toneAddress,
      external: true,
    });
  }
  if (p.email.trim()) {
    cards.push({
      label: texts.email,
      insight: 'email',
      value: p.email.trim(),
      address: true,
      href: mailtoUrl(p.email),
      icon: <MailIcon />,
      tone: styles.toneEmail,
    });
  }
  if (/\d/.test(p.whatsappNumber)) {
    cards.push({
      label: texts.whatsapp,
      insight: 'whatsapp',
      value: displayPhone(p.whatsappNumber),
      href: whatsAppUrl(p.whatsappNumber),
      icon: <WhatsAppIcon />,
      tone: styles.toneWhatsApp,
      external: true,
    });
  }
  if (/\d/.test(p.phoneNumber)) {
    cards.push({
      label: texts.mobileNumber,
      insight: 'phone',
      value: displayPhone(p.phoneNumber),
      href: telUrl(p.phoneNumber),
      icon: <PhoneIcon />,
      tone: styles.tonePhone,
    });
  }
  for (const site of [w.primaryWebsite, w.secondaryWebsite]) {
    const href = webHref(site);
    if (!href) continue;
    cards.push({
      label: texts.website,
      insight: 'website',
      value: displayWebsite(site.trim()),
      address: true,
      href,
      icon: <GlobeIcon />,
      tone: styles.toneWebsite,
      external: true,
    });
  }
  return cards;
}

/** The spec's contact cards, each a link that opens the right app. Cards without data are left out. */
export function ContactSection({ portfolio }: { portfolio: Portfolio }) {
  const texts = useTexts(cardTexts);
  const cards = contactCards(portfolio, texts);
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="portfolio-contact-title">
      <h2 id="portfolio-contact-title" className={styles.sectionTitle}>
        {texts.contact}
      </h2>
      <ul className={styles.contactGrid}>
        {cards.map((card, index) => (
          <li key={`${card.label}-${index}`}>
            <a
              className={styles.contactCard}
              href={card.href}
              {...{ [INSIGHT_ATTRIBUTE]: linkInsight(card.insight) }}
              {...(card.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span className={`${styles.contactIcon} ${card.tone ?? ''}`} aria-hidden="true">
                {card.icon}
              </span>
              <span className={styles.contactText}>
                <span className={styles.contactLabel}>{card.label}</span>
                <span className={styles.contactValue}>
                  {card.address ? <BreakAtSeparators text={card.value} /> : card.value}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
