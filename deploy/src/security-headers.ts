import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { helmetHeaders } from 'api';
import helmet, { contentSecurityPolicy } from 'helmet';
import { API_BASE } from 'shared-contracts';
import { ENHANCE_LOADER } from './card/card-document.js';
import { PAGE_CLIENT_FALLBACK } from './server-render/page-client.js';
import { SIGN_IN_FIRST } from './server-render/sign-in-first.js';
import type { RegistryState } from './registry/state.js';
import type { ReleaseFiles } from './release-files/types.js';

/** `'sha256-…'` of an inline script, as a content security policy names it. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The public card's only inline script: computed from the very text that is inlined. */
export const ENHANCE_LOADER_HASH = scriptHash(ENHANCE_LOADER);
/** The inline script of the pages a page client runs (sign-in, product), likewise. */
export const PAGE_CLIENT_FALLBACK_HASH = scriptHash(PAGE_CLIENT_FALLBACK);
/** The signed-in group's only inline script (a visitor with no session signs in first), likewise. */
export const SIGN_IN_FIRST_HASH = scriptHash(SIGN_IN_FIRST);

/**
 * Features no page of Tapfolio uses, denied to the page and anything it embeds. The share and
 * copy buttons of the card and the shop (navigator.share, navigator.clipboard.writeText) keep
 * theirs: clipboard-write for this origin, and web-share by its default (this origin), since
 * desktop Chromium does not know that name and would report it, as it does `bluetooth`, in the
 * console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

/**
 * The public card's page goes without the opener policy every other page sends. COOP keeps a page
 * out of any cross-origin window's reach, which protects a page that holds something: the app's
 * pages hold the session. The card holds nothing a visitor's own session could change (it is the
 * same page for everyone, cached as such) and a window that opened it learns nothing from it that
 * the page's URL does not give. The policy's cost falls on the card alone: a browsing-context
 * swap, a new renderer process, before the page can paint; measured on this machine (9 fresh
 * visits in turn, CPU x1), the card's largest paint went from 244 ms to 200 ms without it, where
 * its own HTML served static paints at 184 ms.
 */
export function withoutOpenerPolicy(reply: FastifyReply) {
  reply.removeHeader('cross-origin-opener-policy');
}

/** A year, with subdomains: what helmet sends by default. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The origins of every release the registry names (current and canary versions alike): their
 * manifests are fetched and their entries, chunks and styles loaded from there. A path on this
 * origin (`/remotes/...`) adds nothing beyond `'self'`.
 */
export function releaseOrigins(state: RegistryState): string[] {
  const origins = new Set<string>();
  for (const { current, canary } of Object.values(state)) {
    for (const entry of [current, canary]) {
      if (!entry || !/^https?:\/\//i.test(entry.url)) continue;
      try {
        origins.add(new URL(entry.url).origin);
      } catch {
        // Not a URL a browser could load either: nothing to allow.
      }
    }
  }
  return [...origins].sort();
}

/** Where the releases' files are loaded from whatever the registry says: a bucket's public URL. */
export function releaseFilesOrigins(files: ReleaseFiles | undefined): string[] {
  const url = files?.manifestUrl('remote', '0');
  return url && /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

export interface SecurityHeadersOptions {
  /** The registry as it is now (read on each page, so a release to a new origin needs no restart). */
  readState: () => Promise<RegistryState>;
  /** Origins allowed whatever the registry says (the releases bucket's public URL). */
  staticOrigins?: string[];
  /** Whether a GET is for a page (HTML); only pages pay for reading the registry. */
  isPage: (path: string) => boolean;
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** The page's content security policy, for `'self'` and these release origins. */
function policyDirectives(origins: string[]) {
  // `'self'` and the release origins, as one value (an empty one would leave a double space).
  const selfAndReleases = ["'self'", ...origins].join(' ');
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly and nothing else (no eval, no new Function): the
    // Contacts' scan of a paper card runs Tesseract's WebAssembly core in a worker, and a worker
    // takes the policy of its own script's answer, this one (issue 31).
    scriptSrc: [
      selfAndReleases,
      ENHANCE_LOADER_HASH,
      PAGE_CLIENT_FALLBACK_HASH,
      SIGN_IN_FIRST_HASH,
      "'wasm-unsafe-eval'",
    ],
    scriptSrcAttr: ["'none'"],
    // Measured in Chromium: without 'unsafe-inline' the card's inlined CSS (its page and its
    // 404 page) is refused; react-hot-toast (goober) also writes a <style> element at run
    // time. Styles cannot run code; scripts stay hash- and origin-bound.
    styleSrc: [selfAndReleases, "'unsafe-inline'"],
    // Uploads are served by the API on this origin; data: and blob: are the crop previews.
    imgSrc: [selfAndReleases, 'data:', 'blob:'],
    fontSrc: [selfAndReleases, 'data:'],
    // The API on this origin, and the remotes' manifests on theirs.
    connectSrc: [selfAndReleases],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // Checkout leaves for the payment page by navigation (location.assign), not a form post.
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Every header but the policy, as helmet writes them: the same on every answer, so written once.
 * Running helmet's dozen middlewares per request cost the card page a fifth of its throughput.
 */
const FIXED_HEADERS = helmetHeaders(
  helmet({
    contentSecurityPolicy: false,
    // Set in the hook, and only over HTTPS.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Release files may be fronted by a CDN on another origin (it passes this header on): a
    // same-origin policy there would block the page's <script src> of them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Nothing the app embeds sends CORP headers for it (a bucket's images, a CDN's files).
    crossOriginEmbedderPolicy: false,
  }),
);

/** Distinct origin lists are few (one per set of release hosts): their policies are kept. */
const MAX_POLICIES = 64;

/**
 * The gateway's headers, with helmet: a content security policy on every page whose
 * script-src is this origin, the release origins in the registry and the hashes of the card's
 * loader and the sign-in screens' fallback (no other inline script, no eval); nosniff, a strict
 * referrer policy, no framing, COOP (but on the public card: withoutOpenerPolicy); HSTS only over
 * HTTPS; a Permissions-Policy. The API mounted at /api/v1 sets its own, stricter ones (api
 * plugins/security-headers.ts): its hooks run after these and replace the same headers, so one
 * of each is sent.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const { readState, isPage } = options;
  const fixed = options.staticOrigins ?? [];
  const policies = new Map<string, string>();
  const policyFor = (origins: string[]) => {
    const key = origins.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = helmetHeaders(
        contentSecurityPolicy({ useDefaults: false, directives: policyDirectives(origins) }),
      )['content-security-policy']!;
      if (policies.size >= MAX_POLICIES) policies.clear();
      policies.set(key, policy);
    }
    return policy;
  };
  /** The registry changes rarely and its reads share one object until it does. */
  const originsOfState = new WeakMap<RegistryState, string[]>();
  const pageOrigins = (state: RegistryState) => {
    let origins = originsOfState.get(state);
    if (!origins) {
      origins = [...new Set([...fixed, ...releaseOrigins(state)])];
      originsOfState.set(state, origins);
    }
    return origins;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const path = pathOf(request.url);
    // The API's own plugin writes its whole set (a JSON policy, same-site resources) on the raw
    // response; one written here would be sent in their place.
    if (path.startsWith(`${API_BASE}/`)) return;
    reply.headers(FIXED_HEADERS);
    // Browsers ignore it over plain HTTP, and a stray one on a test or LAN host would pin it to
    // HTTPS for a year: only when this answer is HTTPS (TLS here, or the trusted proxy says so).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    let origins = fixed;
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage(path)) {
      try {
        origins = pageOrigins(await readState());
      } catch (err) {
        // The page then names only this origin; the shell reports the unreadable registry itself.
        request.log.warn({ err }, 'content security policy without release origins');
      }
    }
    reply.header('content-security-policy', policyFor(origins));
  });
}
