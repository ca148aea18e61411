import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import type { CartItem, Product } from 'shared-contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { ProductDetailPage } from '../src/features/products/components/product-detail-page';
import { cartLine } from './cart-fixtures';
import { detailAnswer, product, uuid } from './product-fixtures';
import { cachedCart, cachedDelivery } from './shop-cache';

const id = uuid(1);
const pageLink = () => `${window.location.origin}/product/${id}`;

function Probe({ name }: { name: string }) {
  const { pathname, state } = useLocation();
  const { from, reason } = (state ?? {}) as { from?: string; reason?: string };
  return (
    <p>
      {name} at {pathname}
      {from && ` from ${from}`}
      {reason && `: ${reason}`}
    </p>
  );
}

const routes: Record<string, ReactElement> = {
  '/login': <Probe name="Login" />,
  '/cart': <Probe name="Cart" />,
  '/products': <Probe name="Products" />,
};

async function renderDetail(
  answer: Product | 'fail' = product(1),
  options: {
    signedIn?: boolean;
    others?: Product[];
    host?: FakeHost;
    /** The navigation state the page opens with (back from signing in). */
    state?: unknown;
    /** The cart an earlier screen left in the cache. */
    cart?: CartItem[];
  } = {},
) {
  const host = options.host ?? fakeHost();
  if (answer === 'fail') host.fail(404, 'Product not found');
  else host.answer(detailAnswer(answer, options.others));
  const view = renderScreen(<ProductDetailPage />, {
    route: `/product/${id}`,
    path: '/product/:id',
    host,
    apis: [shopApi],
    session: options.signedIn ? { token: 't0k', userId: 'u1' } : {},
    state: options.state,
    cached: [cachedDelivery(), cachedCart(options.cart)],
    routes,
  });
  if (answer !== 'fail') await screen.findByRole('heading', { level: 1, name: answer.name });
  return view;
}

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

const swiperOf = (element: Element) =>
  (element.closest('.swiper') as (HTMLElement & { swiper: SwiperInstance }) | null)!.swiper;

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  rs.restoreAllMocks();
});

describe('Product detail', () => {
  it('shows the name, design type, prices, key features and information', async () => {
    const { host } = await renderDetail(
      product(1, {
        name: 'Midnight Metal',
        category: { _id: uuid(901), name: 'Metal' },
        salePrice: 1499,
        actualPrice: 2999,
        discountPercentage: 50,
        description: 'Brushed steel.\nLaser engraved.',
      }),
    );
    expect(host.calls).toEqual([{ url: `/product/${id}` }]);
    const summary = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(summary).getByText('Metal')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,499')).toBeInTheDocument();
    expect(summary.querySelector('s')).toHaveTextContent('MRP ₹2,999');
    expect(within(summary).getByText('50% OFF')).toBeInTheDocument();
    expect(within(summary).getByText('Inclusive of all taxes')).toBeInTheDocument();

    const features = screen.getByRole('list', { name: 'Key features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Designed for Professionals', 'Free Digital Portfolio', 'Instant Sharing']);

    const information = screen.getByRole('region', { name: 'Product information' });
    expect(information).toHaveTextContent('Brushed steel. Laser engraved.');
  });

  it('says "N/A" for a design without a category, and leaves out a discount it does not have', async () => {
    await renderDetail(
      product(1, { category: null, salePrice: 799, actualPrice: 799, discountPercentage: 0 }),
    );
    const summary = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(summary).toHaveTextContent('Design type: N/A');
    expect(within(summary).getByText('₹799')).toBeInTheDocument();
    expect(summary.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows every image in a carousel that moves every 2 s, rewinds, and has clickable dots', async () => {
    await renderDetail(
      product(1, {
        name: 'Aurora',
        productImages: [
          { key: 'products/a.jpg' },
          { key: 'products/b.jpg' },
          { key: 'products/c.jpg' },
        ],
      }),
    );
    const carousel = screen.getByRole('region', { name: 'Images of Aurora' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = ['Aurora, image 1 of 3', 'Aurora, image 2 of 3', 'Aurora, image 3 of 3'].map(
      (alt) => within(carousel).getByRole('img', { name: alt }),
    );
    expect(slides.map((img) => img.getAttribute('src'))).toEqual([
      '/api/v1/file?key=products%2Fa.jpg&w=800',
      '/api/v1/file?key=products%2Fb.jpg&w=800',
      '/api/v1/file?key=products%2Fc.jpg&w=800',
    ]);
    // The browser picks the sized variant; the full-size upload is never asked for.
    expect(slides[0]).toHaveAttribute(
      'srcset',
      '/api/v1/file?key=products%2Fa.jpg&w=400 400w, /api/v1/file?key=products%2Fa.jpg&w=800 800w, ' +
        '/api/v1/file?key=products%2Fa.jpg&w=1600 1600w',
    );
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    const swiper = swiperOf(slides[0]!);
    expect(swiper.params.rewind).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 2000 });
    expect(swiper.autoplay.running).toBe(true);
    // A dot per image, and a click on one shows it.
    const dots = carousel.querySelectorAll('button[tabindex="-1"]');
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]!);
    expect(swiper.activeIndex).toBe(2);
  });

  it('names the document after the card, or says it was not found', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = await renderDetail(product(1, { name: 'Aurora' }));
    expect(document.title).toBe('Aurora | Tapfolio');
    unmount();
    await renderDetail('fail');
    await screen.findByText('Product not found or loading...');
    expect(document.title).toBe('Product not found | Tapfolio');
    expect(log).toHaveBeenCalled();
  });

  it('shows the placeholder when the design has no images', async () => {
    await renderDetail(product(1, { name: 'Bare', productImages: [] }));
    expect(screen.getByRole('img', { name: 'Bare, image 1 of 1' })).toHaveAttribute(
      'src',
      '/placeholder-product.jpg',
    );
  });

  it('offers other cards to explore, each opening its own page', async () => {
    const others = [product(2, { name: 'Teak' }), product(3, { name: 'Marble' })];
    const { user, host } = await renderDetail(product(1), { others });
    const section = screen.getByRole('region', { name: 'Explore Other Cards' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/product/${uuid(2)}`,
      `/product/${uuid(3)}`,
    ]);

    host.answer(detailAnswer(others[0]!, [product(1)]));
    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teak' })).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: `/product/${uuid(2)}` });
  });

  it('says "Product not found or loading..." for an unknown product, and only logs it', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    await renderDetail('fail');
    expect(await screen.findByText('Product not found or loading...')).toBeInTheDocument();
    expect(log.mock.calls[0]![0]).toBe('Product failed to load');
    expect(screen.queryByText('Add to Cart')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all cards' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows a placeholder while the product loads', () => {
    const host = fakeHost();
    host.hold();
    renderScreen(<ProductDetailPage />, {
      route: `/product/${id}`,
      path: '/product/:id',
      host,
      apis: [shopApi],
    });
    expect(screen.getByRole('status', { name: 'Loading the card' })).toBeInTheDocument();
  });
});

describe('Back', () => {
  it('goes back one page', async () => {
    const host = fakeHost();
    host.answer(detailAnswer(product(1)));
    const { user } = renderScreen(<Link to={`/product/${id}`}>Open the card</Link>, {
      route: '/somewhere',
      host,
      apis: [shopApi],
      routes: { '/product/:id': <ProductDetailPage /> },
    });
    await user.click(screen.getByRole('link', { name: 'Open the card' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open the card' })).toBeInTheDocument();
  });

  it('goes to the product list when the page was opened directly', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Products at /products')).toBeInTheDocument();
  });
});

describe('Share', () => {
  it("hands the title and link to the device's share sheet", async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    setShare(share);
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderDetail(product(1, { name: 'Aurora' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Aurora', url: pageLink() });
    expect(alert).not.toHaveBeenCalled();
  });

  it('without a share sheet, copies the link and says so', async () => {
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Sharing not supported on this device. Link copied to clipboard!',
      ),
    );
    expect(await navigator.clipboard.readText()).toBe(pageLink());
  });

  it('says "Unable to share the page." when sharing fails', async () => {
    setShare(rs.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to share the page.'));
  });

  it('says "Unable to share the page." when the clipboard refuses the link', async () => {
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderDetail();
    rs.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to share the page.'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('treats a dismissed share sheet as no failure', async () => {
    const share = rs.fn(async () => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    setShare(share);
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('Header cart link', () => {
  it('shows the cart with its count beside Share', async () => {
    await renderDetail(product(1), {
      signedIn: true,
      cart: [cartLine({ quantity: 2 }), cartLine({ _id: 'c2', quantity: 1 })],
    });
    const header = screen.getByRole('banner');
    const cart = within(header).getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('3');
  });
});

describe('Delivery line', () => {
  it('says the delivery days under the price', async () => {
    await renderDetail(product(1));
    expect(screen.getByText('Free delivery, usually in 5-7 days')).toBeInTheDocument();
  });
});

describe('Add to Cart', () => {
  it('shows the price and "Inclusive of all taxes" beside the button', async () => {
    await renderDetail(product(1, { salePrice: 649, actualPrice: 1299, discountPercentage: 50 }));
    const bar = screen.getByRole('link', { name: 'Add to Cart' }).parentElement!;
    expect(within(bar).getByText('₹649')).toBeInTheDocument();
    expect(bar.querySelector('s')).toHaveTextContent('MRP ₹1,299');
    expect(within(bar).getByText('Inclusive of all taxes')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, to come back to this product', async () => {
    const { user, host } = await renderDetail();
    // A link, so that on the server-rendered page it works before the app's script arrives: to
    // the sign-in page, coming back here (the app's click carries the reason and the action).
    const add = screen.getByRole('link', { name: 'Add to Cart' });
    expect(add).toHaveAttribute('href', `/login?from=%2Fproduct%2F${id}`);
    await user.click(add);
    expect(
      await screen.findByText(
        `Login at /login from /product/${id}: Sign in to add this card to your cart`,
      ),
    ).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
  });

  it('back from signing in, adds the card they asked for once, stays on it and says so', async () => {
    const host = fakeHost();
    host.answer(detailAnswer(product(1)));
    host.answer({ success: true, result: cartLine({ productId: id, quantity: 1 }) });
    // The add makes the cart stale: it is asked for again.
    host.answer({ success: true, results: [cartLine({ productId: id, quantity: 1 })] });
    const { toasts } = renderScreen(<ProductDetailPage />, {
      route: `/product/${id}`,
      path: '/product/:id',
      host,
      apis: [shopApi],
      session: { token: 't0k', userId: 'u1' },
      state: { then: 'add-to-cart' },
      strict: true,
      cached: [cachedDelivery(), cachedCart()],
    });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Added to cart' }]));
    const adds = host.calls.filter((call) => call.method === 'POST');
    expect(adds).toEqual([{ url: `/cart/${id}`, method: 'POST' }]);
    expect(screen.getByRole('heading', { level: 1, name: product(1).name })).toBeInTheDocument();
  });

  it('adds nothing for a visitor who opens the page with that state', async () => {
    const { host } = await renderDetail(product(1), { state: { then: 'add-to-cart' } });
    expect(host.calls).toHaveLength(1);
  });

  it('adds one to the cart of a signed-in person and opens the cart', async () => {
    const host = fakeHost();
    const { user } = await renderDetail(product(1), { signedIn: true, host });
    const release = host.hold();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(host.calls[1]).toEqual({ url: `/cart/${id}`, method: 'POST' });
    release({ success: true, result: { _id: 'c1', cartId: 'c1', productId: id, quantity: 1 } });
    expect(await screen.findByText('Cart at /cart')).toBeInTheDocument();
  });

  it("shows the server's message when the card cannot be added", async () => {
    const host = fakeHost();
    const { user, toasts } = await renderDetail(product(1), { signedIn: true, host });
    host.fail(400, 'This product is no longer available');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'This product is no longer available' }]),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
