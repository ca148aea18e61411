import { escapeHtml, type Language } from 'shared-contracts';
import type { PageTexts } from '../page-language.js';

export interface CardDocument {
  /** The visitor's language: the page's `lang`, and the frame's (the owner's content is as written). */
  language: Language;
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
  /**
   * The release's @font-face rules for the Indian scripts the page shows (each font fetched only
   * when shown); '' for a page in Latin letters alone, which keeps the system's fonts.
   */
  fontFaces?: string;
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

/** The system's own fonts: all an English page uses, so it downloads none. */
const SYSTEM_FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";

/**
 * A page showing an Indian script: the system's fonts for Latin text, then Noto Sans for each
 * script, which the card's @font-face rules fetch only for the scripts the page shows. Bengali
 * ends its sentences with the danda both the Devanagari and the Bengali faces hold: a Bengali page
 * lists Bengali first, so it fetches no Devanagari font for it.
 */
export function fontStack(language: Language): string {
  const indic =
    language === 'bn'
      ? "'Noto Sans Bengali','Noto Sans Devanagari','Noto Sans Tamil'"
      : "'Noto Sans Devanagari','Noto Sans Bengali','Noto Sans Tamil'";
  return SYSTEM_FONTS.replace(',sans-serif', `,${indic},sans-serif`);
}

/**
 * The whole public card page: no framework, no blocking request. System fonts for Latin text (an
 * English card downloads no font); an Indian script's Noto font is fetched only by a page that
 * shows it, and swapped in when it arrives.
 */
export function cardDocument(page: CardDocument): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(page.title)} | Tapfolio</title>
${page.indexable ? '' : '<meta name="robots" content="noindex">\n'}${meta('name', 'description', page.description)}
<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">
<meta name="theme-color" content="${THEME_COLOR[page.theme]}">
${meta('property', 'og:type', 'profile')}${meta('property', 'og:site_name', 'Tapfolio')}${meta('property', 'og:title', page.title)}${meta('property', 'og:description', page.description)}${meta('property', 'og:url', page.canonicalUrl)}${meta('property', 'og:image', page.imageUrl)}${meta('name', 'twitter:card', 'summary')}${meta('name', 'twitter:title', page.title)}${meta('name', 'twitter:description', page.description)}${meta('name', 'twitter:image', page.imageUrl)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${page.fontFaces ?? ''}html,body{margin:0;padding:0}body{font-family:${page.fontFaces ? fontStack(page.language) : SYSTEM_FONTS}}${page.css}</style>
<script type="application/ld+json">${page.jsonLd}</script>
</head>
<body>
${page.body}
${page.enhanceUrl ? `<meta name="tf-enhance" content="${escapeHtml(page.enhanceUrl)}"><script>${ENHANCE_LOADER}</script>` : ''}
</body>
</html>
`;
}

/** A text of ours in the page's markup: only what could open a tag is escaped. */
const text = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small page of its own, kept out of search results: no card, nothing personal. */
function messageDocument(
  { language, page }: PageTexts,
  title: string,
  heading: string,
  body: string,
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(title)} | Tapfolio</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:${SYSTEM_FONTS};background:#f4f5fb;color:#1b1f3b;text-align:center}main{padding:24px;max-width:340px}h1{font-size:22px;margin:0 0 8px}p{color:#5b6180;line-height:1.5}a{display:inline-block;margin-top:12px;padding:12px 20px;border-radius:12px;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${text(heading)}</h1>
<p>${text(body)}</p>
<a href="/">${text(page.makeYourOwn)}</a>
</main>
</body>
</html>
`;
}

/** A card that does not exist (any more): a real 404 page, kept out of search results. */
export const notFoundDocument = (texts: PageTexts): string =>
  messageDocument(
    texts,
    texts.page.notFoundTitle,
    texts.page.notFoundHeading,
    texts.page.notFoundText,
  );

/**
 * A personal link whose owner closed their account (410): it says only that, never whose it was.
 */
export const goneDocument = (texts: PageTexts): string =>
  messageDocument(texts, texts.page.goneTitle, texts.page.goneHeading, texts.page.goneText);

/**
 * An NFC card's link once the card is lost or deactivated (410): neutral, it names no one and
 * never hints whose card it was.
 */
export const noLongerActiveDocument = (texts: PageTexts): string =>
  messageDocument(
    texts,
    texts.page.noLongerActiveTitle,
    texts.nfc.noLongerActive,
    texts.nfc.noLongerActiveText,
  );

/** Too many codes that no card has, from one address: answered before any look-up (429). */
export const tooManyUnknownCodesDocument = (texts: PageTexts): string =>
  messageDocument(
    texts,
    texts.page.tooManyTitle,
    texts.page.tooManyHeading,
    texts.page.tooManyText,
  );

/** The card could not be looked up just now (its database is unreachable): worth a retry. */
export const unavailableDocument = (texts: PageTexts): string =>
  messageDocument(
    texts,
    texts.page.unavailableTitle,
    texts.page.unavailableHeading,
    texts.page.unavailableText,
  );
