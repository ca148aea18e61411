import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { loadCatalogue, translateText } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { ProductDetailPage } from '../src/features/products/components/product-detail-page';
import { ProductListPage } from '../src/features/products/components/product-list-page';
import { cartLine, renderCart } from './cart-fixtures';
import { renderReview } from './checkout-fixtures';
import { detailAnswer, listPage, product, uuid } from './product-fixtures';
import { cachedCart, cachedDelivery } from './shop-cache';

const session = { token: 't0k', userId: 'u1' };
/** A lakh-sized card: money keeps its Indian grouping in every language. */
const lakhCard = product(1, {
  name: 'Onyx Black NFC Card',
  salePrice: 100000,
  actualPrice: 150000,
  discountPercentage: 33,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rstest.restoreAllMocks();
});

describe('The shop in Hindi', () => {
  it('shows the product page with Add to Cart, taxes and delivery in Hindi, the price as ₹1,00,000', async () => {
    const host = fakeHost();
    host.answer(detailAnswer(lakhCard));
    renderScreen(<ProductDetailPage />, {
      route: `/product/${uuid(1)}`,
      path: '/product/:id',
      host,
      apis: [shopApi],
      session,
      cached: [cachedDelivery(), cachedCart()],
      language: await loadCatalogue('hi'),
    });
    // The product's own name stays as the catalogue of cards holds it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onyx Black NFC Card' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    expect(screen.queryByText('Add to Cart')).not.toBeInTheDocument();
    expect(screen.getAllByText('₹1,00,000').length).toBeGreaterThan(0);
    expect(screen.getAllByText('सभी टैक्स सहित').length).toBeGreaterThan(0);
    expect(screen.getByText('मुफ़्त डिलीवरी, आमतौर पर 5-7 दिन में')).toBeInTheDocument();
    expect(screen.getByText('प्रोफ़ेशनल लोगों के लिए बना')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
  });

  it('shows the cart in Hindi, a lakh as ₹1,00,000.00 in its Price Details, a refusal toast said in Hindi', async () => {
    const hi = await loadCatalogue('hi');
    const line = cartLine({ salePrice: 100000, actualPrice: 150000, discountPercentage: 33 });
    const { host, user, toasts } = renderCart({ cart: [line], language: hi });
    expect(await screen.findByText('Midnight Matte NFC Card')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getAllByText('₹1,00,000.00').length).toBeGreaterThan(0);
    const details = screen.getByRole('region', { name: 'कीमत का ब्यौरा' });
    expect(within(details).getByText('कीमत (1 आइटम)')).toBeInTheDocument();
    expect(within(details).getByText('₹1,50,000.00')).toBeInTheDocument();
    expect(within(details).getByText('इस ऑर्डर पर आपकी बचत ₹50,000.00')).toBeInTheDocument();
    expect(screen.getByText('33% छूट')).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();

    host.fail(404, 'This item is not in your cart');
    await user.click(screen.getByRole('button', { name: 'हटाएँ' }));
    // The screen asks for the toast in English; the shell shows it in the person's language.
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(translateText(toasts[0]!.message, hi)).toBe('यह आइटम आपके कार्ट में नहीं है');
  });
});

describe('The shop in Marathi', () => {
  it('shows the product list with its sort and filter in Marathi, prices in Indian grouping', async () => {
    const host = fakeHost();
    host.answer(listPage([lakhCard]));
    renderScreen(<ProductListPage />, {
      route: '/products',
      path: '/products',
      host,
      apis: [shopApi],
      session,
      cached: [cachedCart()],
      language: await loadCatalogue('mr'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'कार्ड पाहा' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'कार्ड' });
    expect(within(grid).getByText('₹1,00,000')).toBeInTheDocument();
    expect(screen.getByText('नवीन आधी')).toBeInTheDocument();
    expect(screen.getByText('सर्व डिझाइन')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शोधा' })).toBeInTheDocument();
  });

  it('shows the review in Marathi: its heading, quantities, delivery and the card details', async () => {
    renderReview({ language: await loadCatalogue('mr') });
    expect(screen.getByRole('heading', { level: 1, name: 'आढावा' })).toBeInTheDocument();
    const matte = screen.getByRole('article', { name: 'Midnight Matte NFC Card' });
    expect(within(matte).getByText('संख्या: 2')).toBeInTheDocument();
    expect(within(matte).getByText('50% सूट')).toBeInTheDocument();
    expect(screen.getByText('मोफत डिलिव्हरी, साधारण 5-7 दिवसांत')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'तुमच्या NFC कार्डचा तपशील' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'तुमच्या ऑर्डरमधील वस्तू' })).toBeInTheDocument();
  });
});
