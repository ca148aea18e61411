import {
  formatCount as formatIndianCount,
  insightsScreenTexts,
  insightsTexts,
  isSocialSource,
  SOCIAL_LABELS,
  type InsightCounts,
  type InsightLink,
} from 'shared-contracts';

/** The counters in the order the tiles, the table and the CSV show them. */
export const COUNTERS = [
  'views',
  'visitors',
  'nfc',
  'saves',
  'links',
  'shares',
] as const satisfies readonly (keyof InsightCounts)[];

/** A counter's name; `texts` is insightsTexts in the person's language (English for the CSV). */
export const counterLabel = (
  counter: keyof InsightCounts,
  texts: typeof insightsTexts = insightsTexts,
): string => texts[counter];

/**
 * A tapped link as the card shows it: a social network by its brand's name, a contact link in
 * the person's language (`links` is insightsScreenTexts.links through useTexts).
 */
export const linkLabel = (
  link: InsightLink,
  links: typeof insightsScreenTexts.links = insightsScreenTexts.links,
): string =>
  isSocialSource(link)
    ? SOCIAL_LABELS[link]
    : link in links
      ? links[link as keyof typeof links]
      : links.other;

/** Counts as people read them here (Indian digit grouping), Latin digits in every language. */
export const formatCount = (n: number): string => formatIndianCount(n);
