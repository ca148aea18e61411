import { afterEach, describe, expect, it, onTestFinished, rs } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import type { CartItem } from 'shared-contracts';
import { shopApi } from '../src/api';
import { ProductListPage } from '../src/features/products/components/product-list-page';
import {
  installFakeIntersectionObserver,
  removeIntersectionObserver,
} from './fake-intersection-observer';
import { cartLine } from './cart-fixtures';
import { cachedCart } from './shop-cache';
import { categories, listCall, listPage, product, products, uuid } from './product-fixtures';

const session = { token: 't0k', userId: 'u1' };

function renderList(host: FakeHost, route = '/products', cart: CartItem[] = []) {
  return renderScreen(<ProductListPage />, {
    route,
    path: '/products',
    host,
    apis: [shopApi],
    session,
    // The header's cart link reads the cart an earlier screen left.
    cached: [cachedCart(cart)],
    routes: { '/product/:id': <p>Product page</p> },
  });
}

const grid = () => screen.getByRole('list', { name: 'Cards' });
const tiles = () => within(grid()).getAllByRole('link');
const names = () => tiles().map((tile) => within(tile).getByRole('img').getAttribute('alt'));

afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
});

describe('Product list', () => {
  it('shows the first page of the newest cards, two to a row, each opening its page', async () => {
    const host = fakeHost();
    host.answer(
      listPage([
        product(1),
        product(2, { name: 'Plain Card', salePrice: 299, actualPrice: 299, discountPercentage: 0 }),
      ]),
    );
    const { user } = renderList(host);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Cards' })).toBeInTheDocument();
    expect(document.title).toBe('Explore Cards | Tapfolio');
    await screen.findByRole('list', { name: 'Cards' });
    expect(host.calls).toEqual([listCall()]);

    const [first, second] = tiles();
    expect(first).toHaveAttribute('href', `/product/${uuid(1)}`);
    expect(within(first!).getByRole('img', { name: 'Card design 1' })).toHaveAttribute(
      'src',
      `/api/v1/file?key=${encodeURIComponent(`products/${uuid(1)}-front.jpg`)}&w=800`,
    );
    expect(within(first!).getByRole('img', { name: 'Card design 1' })).toHaveAttribute(
      'sizes',
      '(max-width: 600px) 50vw, 300px',
    );
    expect(within(first!).getByText('₹499')).toBeInTheDocument();
    expect(first!.querySelector('s')).toHaveTextContent('MRP ₹999');
    expect(within(first!).getByText('50% OFF')).toBeInTheDocument();
    expect(within(second!).getByText('₹299')).toBeInTheDocument();
    expect(within(second!).queryByText(/MRP/)).not.toBeInTheDocument();
    expect(within(second!).queryByText(/% OFF/)).not.toBeInTheDocument();

    await user.click(first!);
    expect(await screen.findByText('Product page')).toBeInTheDocument();
  });

  it('shows the placeholder for a card without images or with a broken one', async () => {
    const host = fakeHost();
    host.answer(listPage([product(1, { productImages: [] }), product(2)]));
    renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    const [none, broken] = tiles().map((tile) => within(tile).getByRole('img'));
    expect(none).toHaveAttribute('src', '/placeholder-product.jpg');
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('src', '/placeholder-product.jpg');
  });

  it('shows skeleton tiles while the first page loads', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderList(host);
    expect(screen.getByRole('status', { name: 'Loading cards' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
    release(listPage([product(1)]));
    await screen.findByRole('list', { name: 'Cards' });
    expect(screen.queryByRole('status', { name: 'Loading cards' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and clears the search and filter on request', async () => {
    const host = fakeHost();
    host.answer(listPage([]));
    host.answer(listPage(products(1, 3)));
    const { user } = renderList(host, `/products?search=unicorn&category=${uuid(901)}`);
    expect(await screen.findByText('No cards match your search')).toBeInTheDocument();
    expect(host.calls).toEqual([listCall({ search: 'unicorn', category: uuid(901) })]);
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('unicorn');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('list', { name: 'Cards' });
    expect(host.calls[1]).toEqual(listCall());
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^FILTER/ })).toHaveTextContent('All designs');
  });

  it('reads the search, design type and sort from the address', async () => {
    const host = fakeHost();
    host.answer(listPage([product(1)]));
    renderList(host, `/products?search=gold&category=${uuid(902)}&sort=priceDsc`);
    await screen.findByRole('list', { name: 'Cards' });
    expect(host.calls).toEqual([
      listCall({ search: 'gold', category: uuid(902), sort: 'priceDsc' }),
    ]);
    expect(screen.getByRole('button', { name: /^SORT/ })).toHaveTextContent('Price : High to Low');
    expect(screen.getByRole('button', { name: /^FILTER/ })).toHaveTextContent('1 design type');
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('gold');
  });

  it('asks for the default list when the address holds an unknown sort or a malformed id', async () => {
    const host = fakeHost();
    host.answer(listPage([product(1)]));
    renderList(host, '/products?sort=cheapest&category=42');
    await screen.findByRole('list', { name: 'Cards' });
    expect(host.calls).toEqual([listCall()]);
    expect(screen.getByRole('button', { name: /^SORT/ })).toHaveTextContent('Newest First');
  });

  it('only logs a failed load, and offers to try again', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const host = fakeHost();
    host.fail(500, 'Something broke');
    host.answer(listPage([product(1)]));
    const { user } = renderList(host);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(log.mock.calls[0]![0]).toBe('Products failed to load');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cards' });
    expect(host.calls).toEqual([listCall(), listCall()]);
  });
});

describe('Header cart link', () => {
  it('shows the cart with its count beside Search, and keeps it while searching', async () => {
    const host = fakeHost();
    host.answer(listPage([product(1)]));
    const { user } = renderList(host, '/products', [cartLine({ quantity: 2 })]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await user.click(within(header).getByRole('button', { name: 'Search' }));
    expect(within(header).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });
});

describe('Search', () => {
  it('opens a search box from the search icon; the back arrow closes and clears it', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 2)));
    host.answer(listPage([product(7, { name: 'Gold Foil' })]));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search cards' });
    expect(box).toHaveFocus();
    // Enter searches at once, without the typing delay.
    await user.type(box, 'gold{Enter}');
    await waitFor(() => expect(names()).toEqual(['Gold Foil']));
    expect(host.calls[1]).toEqual(listCall({ search: 'gold' }));

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore Cards' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    // The unfiltered list comes back from the cache, without asking again.
    await waitFor(() => expect(names()).toEqual(['Card design 1', 'Card design 2']));
    expect(host.calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('');
  });

  it('asks once, 300 ms after the last keystroke', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 2)));
    host.answer(listPage([product(7, { name: 'Gold Foil' })]));
    renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search cards' });

    // Only the clock the debounce reads: the store's batched notifications keep running.
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['g', 'go', 'gol', 'gold']) {
      fireEvent.input(box, { target: { value: text } });
      await act(async () => rs.advanceTimersByTime(200));
    }
    expect(host.calls).toHaveLength(1);
    await act(async () => rs.advanceTimersByTime(99));
    expect(host.calls).toHaveLength(1);
    await act(async () => rs.advanceTimersByTime(1));
    expect(host.calls).toEqual([listCall(), listCall({ search: 'gold' })]);
    rs.useRealTimers();

    await waitFor(() => expect(names()).toEqual(['Gold Foil']));
  });
});

describe('Sort', () => {
  it('offers the four orders in a "Sort By" sheet, and sends the one chosen', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 2)));
    host.answer(listPage([product(2), product(1)]));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    const sort = screen.getByRole('button', { name: /^SORT/ });
    expect(sort).toHaveTextContent('Newest First');

    await user.click(sort);
    const sheet = screen.getByRole('dialog', { name: 'Sort By' });
    expect(document.body.style.overflow).toBe('hidden');
    const group = within(sheet).getByRole('radiogroup', { name: 'Sort By' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Popularity', 'Price : High to Low', 'Price : Low to High']);
    expect(within(group).getByRole('radio', { name: 'Newest First' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Price : Low to High' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(names()).toEqual(['Card design 2', 'Card design 1']));
    expect(host.calls[1]).toEqual(listCall({ sort: 'priceAsc' }));
    expect(sort).toHaveTextContent('Price : Low to High');

    await user.click(sort);
    expect(screen.getByRole('radio', { name: 'Price : Low to High' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Newest First' })).not.toBeChecked();
  });

  it('is a dialog for the keyboard: focus inside, Tab kept in, arrows move, Escape returns to SORT', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 2)));
    host.answer(listPage([product(2), product(1)]));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    const sort = screen.getByRole('button', { name: /^SORT/ });
    sort.focus();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Sort By' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    const close = within(sheet).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    // One Tab stop for the group, at the chosen order; from it Tab wraps back to Close.
    await user.tab();
    expect(within(sheet).getByRole('radio', { name: 'Newest First' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const priceHigh = within(sheet).getByRole('radio', { name: 'Price : High to Low' });
    expect(priceHigh).toHaveFocus();
    // The arrows only move focus; nothing is chosen until Space or Enter.
    expect(priceHigh).not.toBeChecked();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(sheet).getByRole('radio', { name: 'Price : Low to High' })).toHaveFocus();
    expect(host.calls).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sort).toHaveFocus();
    expect(host.calls).toHaveLength(1);

    await user.keyboard('{Enter}');
    screen.getByRole('radio', { name: 'Popularity' }).focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(host.calls[1]).toEqual(listCall({ sort: 'popular' })));
    expect(sort).toHaveFocus();
  });
});

describe('Filters', () => {
  it('lists the design types as chips; APPLY applies the choice and RESET clears it', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 3)));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });

    host.answer({ success: true, results: categories });
    await user.click(screen.getByRole('button', { name: /^FILTER/ }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(document.body.style.overflow).toBe('hidden');
    const chips = await within(sheet).findByRole('group', { name: 'Design type' });
    expect(chips.tagName).toBe('FIELDSET');
    expect(host.calls[1]).toEqual({ url: '/product-category' });
    await waitFor(() => expect(within(chips).getAllByRole('radio')).toHaveLength(4));
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((chip) => chip.closest('label')!.textContent),
    ).toEqual(['All designs', 'Metal', 'Matte', 'Wood']);
    expect(within(chips).getByRole('radio', { name: 'All designs' })).toBeChecked();

    await user.click(within(chips).getByRole('radio', { name: 'Wood' }));
    expect(within(chips).getByRole('radio', { name: 'Wood' })).toBeChecked();
    expect(host.calls).toHaveLength(2);

    host.answer(listPage([product(9, { name: 'Teak Card' })]));
    await user.click(within(sheet).getByRole('button', { name: 'APPLY' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Teak Card']));
    expect(host.calls[2]).toEqual(listCall({ category: uuid(903) }));
    expect(screen.getByRole('button', { name: /^FILTER/ })).toHaveTextContent('1 design type');

    await user.click(screen.getByRole('button', { name: /^FILTER/ }));
    const again = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(again).getByRole('radio', { name: 'Wood' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'RESET' }));
    expect(within(again).getByRole('radio', { name: 'Wood' })).not.toBeChecked();
    expect(within(again).getByRole('radio', { name: 'All designs' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'APPLY' }));
    // Every design type again, from the cache.
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(host.calls).toHaveLength(3);
  });

  it('is a dialog for the keyboard: arrows choose a chip, Tab stays in, Escape returns to FILTER', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 3)));
    host.answer({ success: true, results: categories });
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    const filter = screen.getByRole('button', { name: /^FILTER/ });
    filter.focus();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    const all = await within(sheet).findByRole('radio', { name: 'All designs' });
    all.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(sheet).getByRole('radio', { name: 'Matte' })).toBeChecked();
    await user.tab();
    await user.tab();
    const apply = within(sheet).getByRole('button', { name: 'APPLY' });
    expect(apply).toHaveFocus();
    await user.tab();
    // Focus stays in the sheet. (jsdom lists inputs before buttons when asked for both, so
    // where it lands inside is jsdom's order, not the page's: that is left to the e2e journey.)
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filter).toHaveFocus();
    expect(host.calls).toHaveLength(2);
  });

  it('closing the sheet without APPLY changes nothing', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 3)));
    host.answer({ success: true, results: categories });
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    await user.click(screen.getByRole('button', { name: /^FILTER/ }));
    await user.click(await screen.findByRole('radio', { name: 'Metal' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(host.calls).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^FILTER/ }));
    expect(await screen.findByRole('radio', { name: 'Metal' })).not.toBeChecked();
  });

  it('shows no chips when the design types fail to load, and only logs it', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const host = fakeHost();
    host.answer(listPage(products(1, 3)));
    host.fail(500, 'Something broke');
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    await user.click(screen.getByRole('button', { name: /^FILTER/ }));
    expect(await screen.findByText('No design types to filter by yet.')).toBeInTheDocument();
    expect(log.mock.calls[0]![0]).toBe('Product categories failed to load');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'APPLY' })).toBeEnabled();
  });
});

describe('Infinite scroll', () => {
  it('loads the next page when the last card comes into view, while the last page was full', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const host = fakeHost();
      host.answer(listPage(products(1, 10)));
      renderList(host);
      await screen.findByRole('list', { name: 'Cards' });
      expect(tiles()).toHaveLength(10);
      const lastCard = within(grid()).getAllByRole('listitem').at(-1)!;
      expect(io.watched()).toEqual([lastCard]);

      const release = host.hold();
      io.scrollIntoView(lastCard);
      expect(await screen.findByText('Fetching more awesome products...')).toBeVisible();
      expect(host.calls[1]).toEqual(listCall({ page: 2 }));

      // A page of 9 is the last one: nothing more is asked for.
      release(listPage(products(11, 9), 2));
      await waitFor(() => expect(tiles()).toHaveLength(19));
      expect(screen.queryByText('Fetching more awesome products...')).not.toBeInTheDocument();
      expect(names().at(-1)).toBe('Card design 19');
      expect(io.watched()).toEqual([]);
      expect(host.calls).toHaveLength(2);
    } finally {
      io.uninstall();
    }
  });

  it('keeps going while pages come back with exactly 10 cards', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const host = fakeHost();
      host.answer(listPage(products(1, 10)));
      host.answer(listPage(products(11, 10), 2));
      renderList(host);
      await screen.findByRole('list', { name: 'Cards' });
      io.scrollIntoView(within(grid()).getAllByRole('listitem').at(-1)!);
      await waitFor(() => expect(tiles()).toHaveLength(20));
      const lastCard = within(grid()).getAllByRole('listitem').at(-1)!;
      expect(io.watched()).toEqual([lastCard]);

      host.answer(listPage([], 3));
      io.scrollIntoView(lastCard);
      await waitFor(() => expect(host.calls).toHaveLength(3));
      expect(host.calls[2]).toEqual(listCall({ page: 3 }));
      await waitFor(() => expect(io.watched()).toEqual([]));
      expect(tiles()).toHaveLength(20);
    } finally {
      io.uninstall();
    }
  });

  it('watches nothing when the first page has fewer than 10 cards', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const host = fakeHost();
      host.answer(listPage(products(1, 9)));
      renderList(host);
      await screen.findByRole('list', { name: 'Cards' });
      expect(io.watched()).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    } finally {
      io.uninstall();
    }
  });

  it('offers "Load more" in a browser that cannot watch scrolling', async () => {
    onTestFinished(removeIntersectionObserver());
    expect('IntersectionObserver' in window).toBe(false);
    const host = fakeHost();
    host.answer(listPage(products(1, 10)));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    const release = host.hold();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Fetching more awesome products...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    release(listPage(products(11, 4), 2));
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers to try again when the next page fails', async () => {
    // "Load more": the button a browser that cannot watch scrolling shows.
    onTestFinished(removeIntersectionObserver());
    rs.spyOn(console, 'error').mockImplementation(() => {});
    const host = fakeHost();
    host.answer(listPage(products(1, 10)));
    host.fail(500, 'Something broke');
    host.answer(listPage(products(11, 2), 2));
    const { user } = renderList(host);
    await screen.findByRole('list', { name: 'Cards' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(host.calls.slice(1)).toEqual([listCall({ page: 2 }), listCall({ page: 2 })]);
  });
});
