import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  loadCatalogue,
  type Language,
  type LoadedCatalogue,
  type LocalTheme,
  type PortfolioResult,
} from 'shared-contracts';
import { languageChanged, languageSlice, type LanguageState } from 'web-kit';
import { PortfolioCard } from '../features/public-page/portfolio-card';

/**
 * The server build's contract with the gateway, which `require`s `{release}/server/render-card.js`
 * and inlines every CSS file under `{release}/server/`. Raise the version when the input or the
 * meaning of the output changes; the gateway refuses a version it does not know. 2: `language`,
 * and the page is answered as a promise (the language's catalogue is loaded first).
 */
export const CARD_RENDER_API = 2;

export interface CardRenderInput {
  /** What GET /api/v1/portfolio/{userId} answers as `result`. */
  result: PortfolioResult;
  /** The card's canonical absolute URL: what Share and Copy Link hand on. */
  pageUrl: string;
  /** Save Contact's target: '/api/v1/portfolio/{userId}/vcard'. */
  vcardUrl: string;
  /** The theme the page paints with; card-enhance applies a visitor's stored choice after. */
  theme: LocalTheme;
  /**
   * The visitor's language (the gateway's `requestLanguage`): the frame around the owner's content
   * is in it; the owner's own texts are shown as written. English when absent or not one of ours.
   */
  language?: string;
}

/**
 * The store the card's text hooks read the language from, one per language for the life of the
 * process: it holds the language and its catalogue (part of this build), nothing else.
 */
const stores = new Map<Language, Promise<LanguageStore>>();

export type LanguageStore = Store<{ language: LanguageState }>;

/**
 * A store holding a language and its catalogue, which never changes: what `useTexts` reads. Made
 * by hand, not with configureStore, whose enhancers look for a browser's window.
 */
export function languageStore(catalogue: LoadedCatalogue): LanguageStore {
  const state = { language: languageSlice.reducer(undefined, languageChanged(catalogue)) };
  return {
    getState: () => state,
    subscribe: () => () => {},
    dispatch: (action: unknown) => action,
  } as unknown as LanguageStore;
}

function storeOf(language: Language) {
  let store = stores.get(language);
  if (!store) {
    store = loadCatalogue(language).then(languageStore);
    stores.set(language, store);
    store.catch(() => stores.delete(language));
  }
  return store;
}

/**
 * The public card page, `<main ...>...</main>`, with the very components the app renders, its
 * frame in the visitor's language. Nothing here reads the browser; the markup carries the data
 * attributes card-enhance works through, and the texts it says after the paint.
 */
export async function renderCard(input: CardRenderInput): Promise<string> {
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  return renderCardMarkup(input, await storeOf(language));
}

/**
 * The same, at once, with the language's store already made (English without one): what
 * `renderCard` does once the catalogue is loaded, and what the component tests render.
 */
export function renderCardMarkup(
  { result, pageUrl, vcardUrl, theme }: CardRenderInput,
  store?: LanguageStore,
): string {
  const card = (
    <PortfolioCard
      data={result}
      theme={theme === 'light' ? 'light' : 'dark'}
      pageUrl={pageUrl}
      vcardUrl={vcardUrl}
    />
  );
  const html = renderToString(store ? <Provider store={store}>{card}</Provider> : card);
  // React puts a preload of the high-priority image before the markup (head material, which the
  // gateway owns); the image is the first thing in the card anyway, so the page does without it.
  return html.slice(html.indexOf('<main'));
}
