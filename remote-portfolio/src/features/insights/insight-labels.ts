import {
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

export const counterLabel = (counter: keyof InsightCounts): string => insightsTexts[counter];

const CONTACT_LINK_LABELS: Record<string, string> = {
  phone: 'Phone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  website: 'Website',
  map: 'Map',
};

/** A tapped link as the card shows it. */
export const linkLabel = (link: InsightLink): string =>
  isSocialSource(link) ? SOCIAL_LABELS[link] : (CONTACT_LINK_LABELS[link] ?? 'Other');

/** Counts as people read them here (Indian digit grouping). */
export const formatCount = (n: number): string => n.toLocaleString('en-IN');
