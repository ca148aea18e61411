import { renderToString } from 'react-dom/server';
import type { LocalTheme, PortfolioResult } from 'shared-contracts';
import { PortfolioCard } from '../features/public-page/portfolio-card';

/**
 * The server build's contract with the gateway, which `require`s `{release}/server/render-card.js`
 * and inlines every CSS file under `{release}/server/`. Raise the version when the input or the
 * meaning of the output changes; the gateway refuses a version it does not know.
 */
export const CARD_RENDER_API = 1;

export interface CardRenderInput {
  /** What GET /api/v1/portfolio/{userId} answers as `result`. */
  result: PortfolioResult;
  /** The card's canonical absolute URL: what Share and Copy Link hand on. */
  pageUrl: string;
  /** Save Contact's target: '/api/v1/portfolio/{userId}/vcard'. */
  vcardUrl: string;
  /** The theme the page paints with; card-enhance applies a visitor's stored choice after. */
  theme: LocalTheme;
}

/**
 * The public card page, `<main ...>...</main>`, with the very components the app renders. Nothing
 * here reads the browser; the markup carries the data attributes card-enhance works through.
 */
export function renderCard({ result, pageUrl, vcardUrl, theme }: CardRenderInput): string {
  const html = renderToString(
    <PortfolioCard
      data={result}
      theme={theme === 'light' ? 'light' : 'dark'}
      pageUrl={pageUrl}
      vcardUrl={vcardUrl}
    />,
  );
  // React puts a preload of the high-priority image before the markup (head material, which the
  // gateway owns); the image is the first thing in the card anyway, so the page does without it.
  return html.slice(html.indexOf('<main'));
}
