/** A tracking link is https: only such a link is ever made clickable. */
export const isTrackingUrl = (value: string) => /^https:\/\/[^\s]+$/i.test(value);

/**
 * Where the buyer follows a parcel: the tracking link as given, or none for a bare number (the
 * courier's site is named beside it). Only https links are ever made clickable.
 */
export const trackingUrlOf = (tracking: string | null | undefined): string | null =>
  tracking && isTrackingUrl(tracking) ? tracking : null;
