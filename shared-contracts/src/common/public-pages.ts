/**
 * The route map's public pages (product-spec section 2): anyone may stay on them, signed in or
 * not, so no guard sends a person on from there. A screen that would go back to a page asks this
 * before going: every other page sends a person who has not finished onboarding back to it.
 */
const PUBLIC_PAGE =
  /^\/(forgot-password|reset-password(\/[^/]+)?|verify-email|join|policy|terms|portfolio\/[^/]+|product\/[^/]+)\/?$/;

export const isPublicPagePath = (path: string): boolean => PUBLIC_PAGE.test(path);
