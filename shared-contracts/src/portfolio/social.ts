import { defineTexts } from '../i18n/texts.js';

/**
 * Social links (ARCHITECTURE decision 7): each known source only on its own hosts, subdomains
 * allowed, or a handle (issue 26: `@priya.designs` is saved as the network's profile URL). Shown
 * without the scheme; saved with https://.
 */
export const SOCIAL_SOURCES = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'x',
  'youtube',
  'threads',
] as const;
export type SocialSource = (typeof SOCIAL_SOURCES)[number];

export const SOCIAL_HOSTS: Record<SocialSource, readonly string[]> = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  pinterest: ['pinterest.com', 'pin.it'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  threads: ['threads.net', 'threads.com'],
};

export const SOCIAL_LABELS: Record<SocialSource, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  x: 'X',
  youtube: 'YouTube',
  threads: 'Threads',
};

export const isSocialSource = (source: string): source is SocialSource =>
  (SOCIAL_SOURCES as readonly string[]).includes(source);

/**
 * The spec's "Invalid {host} URL", with the source's main host: one text a source, so a field's
 * message is found in the catalogue as it arrives (from the form's schema or the API).
 */
export const socialErrors = defineTexts('socialErrors', {
  facebook: 'Invalid facebook.com URL',
  instagram: 'Invalid instagram.com URL',
  linkedin: 'Invalid linkedin.com URL',
  pinterest: 'Invalid pinterest.com URL',
  x: 'Invalid x.com URL',
  youtube: 'Invalid youtube.com URL',
  threads: 'Invalid threads.net URL',
} satisfies Record<SocialSource, string>);

export const invalidSocialMessage = (source: SocialSource): string => socialErrors[source];

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** What the input shows: the link without its scheme. */
export const stripScheme = (link: string) => link.trim().replace(SCHEME, '');

/**
 * The link as saved: https:// plus the host and path, or null when it is not a web address on
 * one of `hosts` (any other scheme, such as javascript: or data:, is refused).
 */
export function normaliseLinkOnHosts(input: string, hosts: readonly string[]): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(`https://${stripScheme(trimmed)}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return null;
  return `https://${host}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`;
}

/**
 * Each network's handles (the characters and length it allows) and the profile page a handle
 * names. A handle of the wrong shape (`@priya.designs` on X, whose handles have no dot) is no
 * profile there.
 */
const SOCIAL_PROFILES: Record<SocialSource, { handle: RegExp; url: (handle: string) => string }> = {
  facebook: { handle: /^[a-z0-9.]{5,50}$/i, url: (h) => `https://facebook.com/${h}` },
  instagram: { handle: /^[a-z0-9._]{1,30}$/i, url: (h) => `https://instagram.com/${h}` },
  linkedin: { handle: /^[a-z0-9-]{3,100}$/i, url: (h) => `https://linkedin.com/in/${h}` },
  pinterest: { handle: /^[a-z0-9_]{3,30}$/i, url: (h) => `https://pinterest.com/${h}` },
  x: { handle: /^[a-z0-9_]{1,15}$/i, url: (h) => `https://x.com/${h}` },
  youtube: { handle: /^[a-z0-9._-]{3,30}$/i, url: (h) => `https://youtube.com/@${h}` },
  threads: { handle: /^[a-z0-9._]{1,30}$/i, url: (h) => `https://threads.net/@${h}` },
};

/**
 * The handle in what a person typed, or null when it is a link: `@` and a name (`@priya.designs`),
 * or a bare name without a dot (`priyadesigns`). Anything with a scheme, a slash or a dot and no
 * `@` is a link, so `evil.example` is still judged as one.
 */
export function socialHandleOf(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /[:/?#\s]/.test(trimmed)) return null;
  if (trimmed.startsWith('@')) return trimmed.slice(1) || null;
  return trimmed.includes('.') ? null : trimmed;
}

/** The network's profile URL of a handle (without its `@`), or null when it is not one of its handles. */
export function socialProfileUrl(source: SocialSource, handle: string): string | null {
  const profile = SOCIAL_PROFILES[source];
  return profile.handle.test(handle) ? profile.url(handle) : null;
}

/**
 * The link as saved, from a link on the source's hosts or from a handle (its profile URL); null
 * when it is neither. The browser form and the API's schema both go through here.
 */
export function normaliseSocialLink(source: SocialSource, input: string): string | null {
  const handle = socialHandleOf(input);
  return handle === null
    ? normaliseLinkOnHosts(input, SOCIAL_HOSTS[source])
    : socialProfileUrl(source, handle);
}

/**
 * The scheme a person typed, if any. "example.com:8080" has none: a word with a dot before the
 * colon is a host with a port.
 */
function typedScheme(input: string): string | undefined {
  const candidate = /^([a-z][a-z0-9+.-]*):/i.exec(input)?.[1]?.toLowerCase();
  if (!candidate) return undefined;
  return candidate.includes('.') && !input.slice(candidate.length + 1).startsWith('//')
    ? undefined
    : candidate;
}

/** Every label of the host is non-empty, and there are at least two ("example.com"). */
const isDottedHost = (host: string) => {
  const labels = host.split('.');
  return labels.length >= 2 && labels.every(Boolean);
};

/** A website: http or https only, with a dotted host; https:// is added when no scheme is typed. */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const scheme = typedScheme(trimmed);
  if (scheme && !/^https?$/.test(scheme)) return null;
  let url: URL;
  try {
    url = new URL(scheme ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !isDottedHost(url.hostname) || url.username) return null;
  // Only the bare root's slash goes ("https://example.com/" -> "https://example.com").
  const bareRoot = url.pathname === '/' && !url.search && !url.hash;
  return bareRoot ? url.href.slice(0, -1) : url.href;
}

/** How a website is shown on the card: without its protocol (spec). */
export const displayWebsite = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
