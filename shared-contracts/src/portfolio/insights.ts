import { indiaDate } from '../common/india-time.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
import { SOCIAL_SOURCES } from './social.js';

/**
 * Private insights of a card (issue 12, ARCHITECTURE "Privacy of insights"): counted per card and
 * day, by user id, each visitor once a day per event (a keyed hash with a daily salt, no cookie,
 * no IP address kept); bots and the owner are not counted.
 */

/** What is counted. `nfc` is a view that arrived through a card's own link (`?src=nfc`). */
export const INSIGHT_EVENTS = ['view', 'nfc', 'save', 'link', 'share'] as const;
export type InsightEvent = (typeof INSIGHT_EVENTS)[number];

/** Which link was tapped: the card's contact links, then the social sources. */
export const INSIGHT_LINKS = [
  'phone',
  'email',
  'whatsapp',
  'website',
  'map',
  ...SOCIAL_SOURCES,
  'other',
] as const;
export type InsightLink = (typeof INSIGHT_LINKS)[number];

/** The periods the owner may ask for, in days ending today. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const INSIGHT_DEFAULT_PERIOD: InsightPeriod = 30;

/**
 * `YYYY-MM-DD` of the insights day an instant falls in: India's calendar day (UTC+05:30, no
 * daylight saving), where the product's people live; a chart of UTC days would split their
 * evening in two.
 */
export const insightDay: (at: Date) => string = indiaDate;

/** Where a page view came from: `?src=nfc` on the card's link marks an NFC tap. */
export const NFC_SOURCE_PARAM = 'src';
export const NFC_SOURCE_VALUE = 'nfc';

export const insightErrors = defineTexts('insightErrors', {
  eventInvalid: `kind must be one of: ${INSIGHT_EVENTS.filter((e) => e !== 'nfc').join(', ')}`,
  linkInvalid: `link must be one of: ${INSIGHT_LINKS.join(', ')}`,
  daysInvalid: `days must be one of: ${INSIGHT_PERIODS.join(', ')}`,
  srcInvalid: 'src must be text',
  tokenInvalid: 'token must be text',
  tokenRequired: 'token is required',
});

export interface InsightCounts {
  views: number;
  /** Distinct visitors of the day (of the period, in the totals: the sum of the days). */
  visitors: number;
  nfc: number;
  saves: number;
  links: number;
  shares: number;
}

export interface InsightDay extends InsightCounts {
  /** `YYYY-MM-DD`, an insights day. */
  date: string;
}

/** The answer of GET /portfolio/insights: every day of the period, oldest first, zeros included. */
export interface InsightsResult {
  days: InsightPeriod;
  totals: InsightCounts;
  series: InsightDay[];
  /** Taps per link over the period, most first; links never tapped are left out. */
  topLinks: { link: InsightLink; taps: number }[];
}

export const insightsTexts = defineTexts('insightsTexts', {
  menuEntry: 'Insights',
  heading: 'Insights',
  periodLabel: message<[days: number]>('Last {days} days', 'days'),
  views: 'Views',
  visitors: 'Visitors',
  nfc: 'NFC taps',
  saves: 'Contacts saved',
  links: 'Link taps',
  shares: 'Shares',
  topLinks: 'Top links',
  noTaps: 'No link taps yet',
  /** Nothing counted in the period: how a first view comes. */
  noViews: message<[days: number]>('No views in the last {days} days', 'days'),
  noViewsHint: 'Share your card, or let someone tap your NFC card: their visits show here.',
  downloadCsv: 'Download CSV',
  privacyNote:
    'Counted without cookies or stored IP addresses. Your own visits and bots are not counted.',
  loadFailed: 'Failed to load insights. Please try again.',
});
