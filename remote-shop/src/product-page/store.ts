import { PRODUCT_ANSWERS_ID } from 'shared-contracts';
import type { HostClient, LanguageState } from 'web-kit';
import { createPageClientStore } from 'web-kit/runtime';
import { shopApi } from '../api';
import {
  answerProductPage,
  type ProductPageAnswers,
} from '../features/products/api/product-page-answers';

/** The answers the gateway rendered the page from, in its JSON block; none when it has none. */
export function pageAnswers(): ProductPageAnswers | undefined {
  const block = document.getElementById(PRODUCT_ANSWERS_ID);
  try {
    const answers = JSON.parse(block?.textContent ?? '') as Partial<ProductPageAnswers>;
    return answers.detail?.results?._id ? (answers as ProductPageAnswers) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The product client's store: the session, the language and this remote's API (web-kit's page
 * client store), with the page's answers in its cache, so it hydrates with nothing to fetch. It
 * starts as a visitor's, as the page was rendered; a signed-in person's session is put in once
 * the page is hydrated.
 */
export function createProductStore(
  language: LanguageState,
  answers: ProductPageAnswers,
  host?: HostClient,
) {
  const store = createPageClientStore(shopApi, language, host, {});
  answerProductPage(store.dispatch, answers);
  return store;
}
