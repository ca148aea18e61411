/**
 * Social links (ARCHITECTURE decision 7): each known source only on its own hosts, subdomains
 * allowed. Shown without the scheme; saved with https://.
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

/** The spec's "Invalid {host} URL", with the source's main host. */
export const invalidSocialMessage = (source: SocialSource) =>
  `Invalid ${SOCIAL_HOSTS[source][0]} URL`;

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

export const normaliseSocialLink = (source: SocialSource, input: string) =>
  normaliseLinkOnHosts(input, SOCIAL_HOSTS[source]);

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
