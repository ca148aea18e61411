import { mixed, object, string, type InferType } from 'yup';
import {
  INSIGHT_DEFAULT_PERIOD,
  INSIGHT_LINKS,
  INSIGHT_PERIODS,
  insightErrors,
  type InsightEvent,
  type InsightLink,
  type InsightPeriod,
} from './insights.js';

/**
 * The beacon a card page sends (POST /portfolio/{userId}/events, `navigator.sendBeacon`): what
 * the server cannot see itself. `view` is an app page opened (the server counts the HTML it
 * serves); `link` names which link; `src: 'nfc'` marks a view that came from a chip.
 */
export const insightBeaconSchema = object({
  kind: string<Exclude<InsightEvent, 'nfc'>>()
    .required(insightErrors.eventInvalid)
    .typeError(insightErrors.eventInvalid)
    .oneOf(['view', 'save', 'link', 'share'], insightErrors.eventInvalid),
  link: string<InsightLink>()
    .typeError(insightErrors.linkInvalid)
    .oneOf(INSIGHT_LINKS, insightErrors.linkInvalid)
    .when('kind', {
      is: 'link',
      then: (schema) => schema.required(insightErrors.linkInvalid),
      otherwise: (schema) => schema.strip(),
    }),
  src: string().typeError(insightErrors.srcInvalid).max(16).optional(),
}).noUnknown();
export type InsightBeacon = InferType<typeof insightBeaconSchema>;

/**
 * The owner's page says so (POST /portfolio/{userId}/events/owner with the session token in the
 * body, since a beacon cannot send headers): this visitor's events of the day are taken back.
 */
export const insightOwnerBeaconSchema = object({
  token: string()
    .typeError(insightErrors.tokenInvalid)
    .required(insightErrors.tokenRequired)
    .max(4096),
}).noUnknown();

/** GET /portfolio/insights?days=7|30|90 */
export const insightsQuerySchema = object({
  days: mixed<InsightPeriod>()
    .transform((value: unknown) =>
      typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value,
    )
    .test(
      'period',
      insightErrors.daysInvalid,
      (value) => value === undefined || (INSIGHT_PERIODS as readonly unknown[]).includes(value),
    )
    .default(INSIGHT_DEFAULT_PERIOD),
});
