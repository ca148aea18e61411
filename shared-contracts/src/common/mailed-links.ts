/**
 * Links mailed with a secret (password reset, e-mail verification, an invitation) carry it in the URL fragment,
 * `#t=...`: a browser never sends the fragment, so no server, proxy or analytics log ever holds
 * one, and a page's Referer cannot leak it.
 */
const TOKEN_PARAM = 't';

export type MailedLinkScreen = '/reset-password' | '/verify-email' | '/join';

export const mailedLink = (publicUrl: string, screen: MailedLinkScreen, token: string) =>
  `${publicUrl}${screen}#${TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The token in a location's fragment (`#t=...`), if it has one. */
export function tokenFromFragment(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_PARAM);
  return token || undefined;
}
