import { escapeHtml, nfcCardTexts } from 'shared-contracts';

export interface CardDocument {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  theme: 'light' | 'dark';
  /** The card's CSS, inlined: the page needs no stylesheet request to paint. */
  css: string;
  /** The server-rendered card markup. */
  body: string;
  /** schema.org Person as JSON (already script-safe). */
  jsonLd: string;
  /** The owner turned "Show my card in search engines" on; otherwise the page is `noindex`. */
  indexable: boolean;
  /** The small script that adds share, copy and the theme switch after the paint. */
  enhanceUrl?: string;
}

const THEME_COLOR = { light: '#ffffff', dark: '#0b1020' } as const;

/**
 * Loads the enhancement script named by `<meta name="tf-enhance">` once the card has painted (the
 * first contentful paint is observed), or after 3 s where paints are not reported (the load event
 * can come before a paint is reported, so it is not the fallback): a
 * `<script src>` in the page, even deferred, is fetched while the card is still to be painted.
 * Always the same text, so a content security policy can allow it by its hash.
 */
export const ENHANCE_LOADER =
  "(function(){var done=0;function go(){if(done)return;done=1;var s=document.createElement('script');s.src=document.querySelector('meta[name=tf-enhance]').content;document.head.appendChild(s)}try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,3000)})()";

/**
 * The whole public card page: no framework, no blocking request. System fonts only (the card's
 * CSS names none to download), so nothing shifts when fonts arrive.
 */
export function cardDocument(page: CardDocument): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(page.title)} | Tapfolio</title>
${page.indexable ? '' : '<meta name="robots" content="noindex">\n'}${meta('name', 'description', page.description)}
<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">
<meta name="theme-color" content="${THEME_COLOR[page.theme]}">
${meta('property', 'og:type', 'profile')}${meta('property', 'og:site_name', 'Tapfolio')}${meta('property', 'og:title', page.title)}${meta('property', 'og:description', page.description)}${meta('property', 'og:url', page.canonicalUrl)}${meta('property', 'og:image', page.imageUrl)}${meta('name', 'twitter:card', 'summary')}${meta('name', 'twitter:title', page.title)}${meta('name', 'twitter:description', page.description)}${meta('name', 'twitter:image', page.imageUrl)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>html,body{margin:0;padding:0}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}${page.css}</style>
<script type="application/ld+json">${page.jsonLd}</script>
</head>
<body>
${page.body}
${page.enhanceUrl ? `<meta name="tf-enhance" content="${escapeHtml(page.enhanceUrl)}"><script>${ENHANCE_LOADER}</script>` : ''}
</body>
</html>
`;
}

/** A small page of its own, kept out of search results: no card, nothing personal. */
function messageDocument(title: string, heading: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Tapfolio</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#f4f5fb;color:#1b1f3b;text-align:center}main{padding:24px;max-width:340px}h1{font-size:22px;margin:0 0 8px}p{color:#5b6180;line-height:1.5}a{display:inline-block;margin-top:12px;padding:12px 20px;border-radius:12px;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${text}</p>
<a href="/">Make your own free card</a>
</main>
</body>
</html>
`;
}

/** A card that does not exist (any more): a real 404 page, kept out of search results. */
export const notFoundDocument = (): string =>
  messageDocument(
    'Card not found',
    "This card doesn't exist",
    'The link may be mistyped, or its owner removed the card.',
  );

/**
 * A personal link whose owner closed their account (410): it says only that, never whose it was.
 */
export const goneDocument = (): string =>
  messageDocument(
    'Card no longer available',
    'This card is no longer available',
    'Its owner closed their account.',
  );

/**
 * An NFC card's link once the card is lost or deactivated (410): neutral, it names no one and
 * never hints whose card it was.
 */
export const noLongerActiveDocument = (): string =>
  messageDocument(
    'Card no longer active',
    nfcCardTexts.noLongerActive,
    nfcCardTexts.noLongerActiveText,
  );

/** Too many codes that no card has, from one address: answered before any look-up (429). */
export const tooManyUnknownCodesDocument = (): string =>
  messageDocument(
    'Too many unknown cards',
    'Too many unknown cards from this network',
    'Please try again in a few minutes.',
  );

/** The card could not be looked up just now (its database is unreachable): worth a retry. */
export const unavailableDocument = (): string =>
  messageDocument(
    'Card unavailable',
    "This card couldn't be loaded",
    'Please try again in a moment.',
  );
