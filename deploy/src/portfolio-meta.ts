import type { FastifyRequest } from 'fastify';
import {
  API_BASE,
  escapeHtml,
  isId,
  buildPath,
  cardPath,
  filePath,
  paths,
  type ApiSuccess,
  type PortfolioResult,
} from 'shared-contracts';
import type { HtmlRoute } from './html.js';

export interface PortfolioMetaOptions {
  /** The site's public origin (the API config's `publicUrl`), for og:url and og:image. */
  publicUrl: string;
}

/** What a link preview shows of a card. */
export interface PortfolioPreview {
  name: string;
  designation?: string;
  companyName?: string;
  /** The profile picture's storage key. */
  imageKey?: string | null;
  /** The card's canonical path: `/@{handle}` when it has one, else `/portfolio/{userId}`. */
  path: string;
  /** The owner turned "Show my card in search engines" on; otherwise the page is `noindex`. */
  indexable?: boolean;
}

const PAGE = /^\/portfolio\/([^/]+)$/;

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
/** The shell's generic description, replaced when the card has its own. */
const DESCRIPTION_META = /<meta\b[^>]*\bname=["']description["'][^>]*>/gi;
/** Social tags the shell may carry: the card's own replace them. */
const SOCIAL_META = /<meta\b[^>]*\b(?:name|property)=["'](?:og|twitter):[^"']*["'][^>]*>/gi;

/** "{designation} at {company}", or whichever of the two exists. */
export function describeCard({ designation, companyName }: PortfolioPreview): string {
  const title = designation?.trim() ?? '';
  const company = companyName?.trim() ?? '';
  return title && company ? `${title} at ${company}` : title || company;
}

/**
 * index.html with the card's title, description, Open Graph and Twitter tags in its head. Every
 * value is escaped, and replacements are made with functions so `$&` in a name stays text.
 */
export function renderPortfolioMeta(
  html: string,
  card: PortfolioPreview,
  { publicUrl }: PortfolioMetaOptions,
): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const description = describeCard(card);
  const image = card.imageKey ? `${origin}${filePath(card.imageKey)}` : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';

  const title = `<title>${escapeHtml(card.name)} | Tapfolio</title>`;
  const tags = [
    card.indexable ? '' : '<meta name="robots" content="noindex">',
    meta('name', 'description', description),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', 'Tapfolio'),
    meta('property', 'og:title', card.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}${card.path}`),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', card.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');

  let page = html.replace(SOCIAL_META, () => '');
  // Without a description of its own, the card keeps the shell's generic one.
  if (description) page = page.replace(DESCRIPTION_META, () => '');
  const hasTitle = TITLE.test(page);
  if (hasTitle) page = page.replace(TITLE, () => title);
  // The tags go last in the head, so the charset declaration stays within the first bytes.
  return page.replace(/<\/head>/i, () => `${hasTitle ? '' : title}${tags}</head>`);
}

function userIdOf(path: string): string | undefined {
  const raw = PAGE.exec(path)?.[1];
  if (raw === undefined) return undefined;
  try {
    const userId = decodeURIComponent(raw);
    return isId(userId) ? userId : undefined;
  } catch {
    return undefined;
  }
}

/** The public card, asked of the API mounted in this same server: no network, no second hop. */
async function lookUp(request: FastifyRequest, userId: string): Promise<PortfolioResult | null> {
  const response = await request.server.inject({
    method: 'GET',
    url: API_BASE + buildPath(paths.publicPortfolio, { userId }),
  });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) {
    request.log.warn(
      { statusCode: response.statusCode },
      'portfolio look-up for link preview failed',
    );
    return null;
  }
  const body = response.json() as Partial<ApiSuccess<PortfolioResult>>;
  return body.result ?? null;
}

/**
 * The Open Graph hook for `/portfolio/{userId}`: a shared card link previews with the person's name,
 * title and photo. Unknown or malformed ids, and any failure, leave index.html as it is.
 */
export function portfolioMeta(options: PortfolioMetaOptions): HtmlRoute {
  return {
    match: PAGE,
    transform: async (html, { path, request }) => {
      const userId = userIdOf(path);
      if (!userId) return html;
      let found: PortfolioResult | null;
      try {
        found = await lookUp(request, userId);
      } catch (err) {
        request.log.warn({ err }, 'portfolio look-up for link preview failed');
        return html;
      }
      const portfolio = found?.portfolio;
      const name = portfolio?.personalInfo?.name;
      if (!portfolio || typeof name !== 'string' || !name.trim()) return html;
      return renderPortfolioMeta(
        html,
        {
          name: name.trim(),
          designation: portfolio.workInfo?.designation,
          companyName: portfolio.workInfo?.companyName,
          imageKey: portfolio.personalInfo.profilePicture?.key,
          // The card's own link: its handle when it has one, whichever path was opened.
          path: cardPath({ userId: portfolio.userId ?? userId, handle: portfolio.handle }),
          indexable: portfolio.searchable === true,
        },
        options,
      );
    },
  };
}
