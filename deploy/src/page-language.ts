import type { FastifyRequest } from 'fastify';
import {
  cardPageTexts,
  loadCatalogue,
  localizeTexts,
  nfcCardTexts,
  requestLanguage,
  type Language,
  type LoadedCatalogue,
} from 'shared-contracts';

/**
 * The headers a page in the request's language depends on: the app's language cookie, else the
 * browser's Accept-Language (shared-contracts' `requestLanguage`). Every such page says so in Vary.
 */
export const LANGUAGE_VARY = 'accept-language, cookie';

/** The language a page for this request is written in. */
export const languageOf = (request: FastifyRequest): Language =>
  requestLanguage({
    cookie: request.headers.cookie,
    'accept-language': request.headers['accept-language'],
  });

/** `Vary` with the language's headers added to what the reply already varies by. */
export function varyByLanguage(vary: unknown): string {
  return vary ? `${String(vary)}, ${LANGUAGE_VARY}` : LANGUAGE_VARY;
}

/** The gateway's own texts around the card (its small pages, its title), in one language. */
export interface PageTexts {
  language: Language;
  page: typeof cardPageTexts;
  nfc: typeof nfcCardTexts;
}

const catalogues = new Map<Language, Promise<LoadedCatalogue>>();

function catalogueOf(language: Language): Promise<LoadedCatalogue> {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = loadCatalogue(language);
    catalogues.set(language, catalogue);
    catalogue.catch(() => catalogues.delete(language));
  }
  return catalogue;
}

/** The texts in a language, its catalogue loaded once; English if it cannot be (never an error page's error). */
export async function pageTexts(language: Language): Promise<PageTexts> {
  const catalogue = await catalogueOf(language).catch(() => undefined);
  return {
    language: catalogue ? language : 'en',
    page: localizeTexts(cardPageTexts, catalogue),
    nfc: localizeTexts(nfcCardTexts, catalogue),
  };
}

/** The texts of the request's language. */
export const pageTextsOf = (request: FastifyRequest) => pageTexts(languageOf(request));
