import { useState } from 'react';
import {
  cardTexts,
  type InsightLink,
  isSocialSource,
  SOCIAL_LABELS,
  SOCIAL_MARQUEE_THRESHOLD,
  type LocalTheme,
  type SocialLink,
} from 'shared-contracts';
import { useTexts } from 'web-kit';
import { INSIGHT_ATTRIBUTE, linkInsight } from '../card-behaviours/insights';
import {
  MARQUEE_PAUSED,
  MARQUEE_ROW,
  MARQUEE_TOGGLE,
  marqueeToggleLabel,
  marqueeToggleText,
} from '../card-behaviours/marquee';
import { webHref } from '../shared/card/contact-links';
import brands from '../shared/card/social-brands.module.css';
import { SocialIcon } from '../shared/card/social-icons';
import styles from './social-links.module.css';

interface ShownLink {
  key: string;
  source: string;
  label: string;
  href: string;
}

/** A link's platform name: ours for a known source, else the source as saved, else its host. */
function platformLabel(source: string, href: string): string {
  if (isSocialSource(source)) return SOCIAL_LABELS[source];
  if (source) return source.charAt(0).toUpperCase() + source.slice(1);
  return new URL(href).hostname.replace(/^www\./, '');
}

/** A tap counts by its platform in the owner's insights; a source of the person's own is 'other'. */
const insightLink = (source: string): InsightLink => (isSocialSource(source) ? source : 'other');

/** A known source's brand colours; any other keeps the card's accent. */
const brandClass = (source: string) =>
  (isSocialSource(source) && brands[source]) || styles.iconOther;

function shownLinks(links: SocialLink[]): ShownLink[] {
  return links.flatMap((link, index) => {
    const href = webHref(link.link);
    if (!href) return [];
    const source = link.source.trim().toLowerCase();
    return [
      { key: link._id ?? `${source}-${index}`, source, label: platformLabel(source, href), href },
    ];
  });
}

export interface SocialLinksProps {
  links: SocialLink[];
  ownerName: string;
  theme: LocalTheme;
  /**
   * React runs the Pause/Play button (the app). Without it (the server build) the button is
   * rendered hidden and card-enhance shows and runs it.
   */
  interactive?: boolean;
}

/**
 * The row of social icons. Above the spec's threshold it scrolls as a marquee: the row is drawn
 * twice (the copy inert: hidden from assistive technology and the keyboard, so each link is one
 * Tab stop) so the loop has no seam; it pauses on hover and focus, and with its Pause button, and
 * stands still, scrollable by hand, for prefers-reduced-motion.
 */
export function SocialLinks({ links, ownerName, theme, interactive = false }: SocialLinksProps) {
  const texts = useTexts(cardTexts);
  const [paused, setPaused] = useState(false);
  const shown = shownLinks(links);
  if (shown.length === 0) return null;
  const marquee = shown.length > SOCIAL_MARQUEE_THRESHOLD;
  const who = ownerName.trim() || texts.thisPerson;

  const items = (copy: boolean) =>
    shown.map((link) => (
      <li key={link.key}>
        <a
          className={`${styles.icon} ${brandClass(link.source)}`}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts.onPlatform(who, link.label)}
          title={link.label}
          tabIndex={copy ? -1 : undefined}
          {...{ [INSIGHT_ATTRIBUTE]: linkInsight(insightLink(link.source)) }}
        >
          <SocialIcon source={link.source} theme={theme} />
        </a>
      </li>
    ));

  const list = (
    <ul
      className={marquee ? `${styles.list} ${styles.marquee}` : styles.list}
      aria-label={texts.socialLinks}
    >
      {items(false)}
    </ul>
  );

  return (
    <div
      className={marquee ? `${styles.row} ${styles.marqueeRow}` : styles.row}
      {...(marquee && { [MARQUEE_ROW]: '', [MARQUEE_PAUSED]: paused ? '' : undefined })}
    >
      {marquee ? (
        <div className={styles.viewport}>
          <div className={styles.track}>
            {list}
            <ul
              className={`${styles.list} ${styles.marquee} ${styles.copy}`}
              aria-hidden="true"
              inert
            >
              {items(true)}
            </ul>
          </div>
        </div>
      ) : (
        <div className={styles.still}>{list}</div>
      )}
      {marquee && (
        <button
          type="button"
          className={styles.pause}
          aria-label={marqueeToggleLabel(paused, texts)}
          onClick={() => setPaused(!paused)}
          hidden={!interactive}
          {...{ [MARQUEE_TOGGLE]: '' }}
        >
          {marqueeToggleText(paused, texts)}
        </button>
      )}
    </div>
  );
}
