import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { ExploreSlider } from '../src/features/products/components/explore-slider';
import { listCall, listPage, product, products, uuid } from './product-fixtures';

function renderSlider(host: FakeHost) {
  return renderScreen(<ExploreSlider />, {
    route: '/home',
    host,
    apis: [shopApi],
    session: { token: 't0k', userId: 'u1' },
  });
}

const section = () => screen.getByRole('region', { name: 'Explore The Designs' });

afterEach(() => {
  rs.restoreAllMocks();
});

describe('Explore The Designs', () => {
  it('slides through the newest cards, two at a time, each opening its page', async () => {
    const host = fakeHost();
    host.answer(listPage([product(1, { name: 'Aurora' }), ...products(2, 4)]));
    renderSlider(host);
    const aurora = await within(section()).findByRole('link', { name: /Aurora/ });
    expect(host.calls).toEqual([listCall()]);
    expect(aurora).toHaveAttribute('href', `/product/${uuid(1)}`);
    expect(within(aurora).getByText('₹499')).toBeInTheDocument();
    expect(within(aurora).getByText('50% OFF')).toBeInTheDocument();

    const slides = within(section())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/product/'));
    expect(slides).toHaveLength(5);
    const slider = within(section()).getByRole('list', { name: 'Explore The Designs' });
    expect(within(slider).getAllByRole('listitem')).toHaveLength(5);
    expect(slider.style.getPropertyValue('--slides-per-view')).toBe('2');
    // The two tiles in view load at once (Home's largest paint); the rest as they scroll in.
    const loading = within(slider)
      .getAllByRole('img')
      .map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('is reached by Tab, one stop per card in order, with nothing hidden or moving by itself', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 4)));
    const { user } = renderSlider(host);
    const slider = await within(section()).findByRole('list', { name: 'Explore The Designs' });
    const cards = within(slider).getAllByRole('link');
    expect(cards).toHaveLength(4);
    // Cards scrolled out of view stay real, reachable links: focus scrolls them in.
    for (const card of cards) {
      expect(card.closest('[aria-hidden="true"], [inert]')).toBeNull();
      await user.tab();
      expect(card).toHaveFocus();
    }
    await user.tab();
    expect(within(section()).getByRole('link', { name: 'Explore' })).toHaveFocus();
    // A native scroller: no carousel timer, no Pause button to need.
    expect(slider.querySelector('.swiper')).toBeNull();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leads to all the cards with Explore', async () => {
    const host = fakeHost();
    host.answer(listPage(products(1, 2)));
    const { user } = renderSlider(host);
    const explore = within(section()).getByRole('link', { name: 'Explore' });
    expect(explore).toHaveAttribute('href', '/products');
    await user.click(explore);
    expect(await screen.findByLabelText('Current page')).toHaveTextContent('/products');
  });

  it('shows two placeholder tiles while the cards load', () => {
    const host = fakeHost();
    host.hold();
    renderSlider(host);
    expect(within(section()).getByRole('status', { name: 'Loading designs' })).toBeVisible();
  });

  it('only logs a failed load, and still offers Explore', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const host = fakeHost();
    host.fail(500, 'Something broke');
    renderSlider(host);
    expect(await screen.findByText('The newest designs will show here.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]![0]).toBe('Explore The Designs failed to load');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
