import { afterEach, describe, expect, it } from '@rstest/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { ProductCarousel } from '../src/features/products/components/product-carousel';

const images = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ key: `products/aurora-${n + 1}.jpg` }));

function renderCarousel(count = 3) {
  const user = userEvent.setup();
  render(
    <>
      <ProductCarousel product={{ name: 'Aurora', productImages: images(count) }} />
      <button type="button">After the carousel</button>
    </>,
  );
  return { user, carousel: () => screen.getByRole('region', { name: 'Images of Aurora' }) };
}

const swiperOf = (region: HTMLElement) =>
  (region.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
const position = (region: HTMLElement) => within(region).getByText(/^Image \d of \d$/);

/** A device that asks for less motion (jsdom has no matchMedia of its own). */
function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Product image carousel', () => {
  it('is a named carousel whose slides say which image they are', () => {
    const { carousel } = renderCarousel(4);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Image 1 of 4',
      'Image 2 of 4',
      'Image 3 of 4',
      'Image 4 of 4',
    ]);
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    // Nothing inside a slide can take focus, so slides out of view leave no hidden Tab stops.
    for (const slide of slides) expect(slide.querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('is reached by Tab at Pause, Previous and Next only; the dots are a pointer shortcut', async () => {
    const { user, carousel } = renderCarousel();
    await user.tab();
    expect(within(carousel()).getByRole('button', { name: 'Pause image carousel' })).toHaveFocus();
    await user.tab();
    expect(within(carousel()).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab();
    expect(within(carousel()).getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the carousel' })).toHaveFocus();

    const dots = carousel().querySelectorAll('button[tabindex="-1"]');
    expect(dots).toHaveLength(3);
    expect(dots[0]!.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves with Next and Previous from the keyboard, and announces where it is', async () => {
    const { user, carousel } = renderCarousel();
    const swiper = swiperOf(carousel());
    act(() => within(carousel()).getByRole('button', { name: 'Next image' }).focus());
    // Focus inside stops the autoplay, so the new position is announced politely.
    expect(swiper.autoplay.running).toBe(false);
    await user.keyboard('{Enter}');
    expect(swiper.activeIndex).toBe(1);
    expect(position(carousel())).toHaveTextContent('Image 2 of 3');
    expect(position(carousel())).toHaveAttribute('aria-live', 'polite');

    await user.click(within(carousel()).getByRole('button', { name: 'Previous image' }));
    await user.click(within(carousel()).getByRole('button', { name: 'Previous image' }));
    // Rewind: before the first comes the last.
    expect(swiper.activeIndex).toBe(2);
    expect(position(carousel())).toHaveTextContent('Image 3 of 3');
  });

  it('plays by itself, pauses while hovered or focused, and stays paused after Pause', async () => {
    const { user, carousel } = renderCarousel();
    const swiper = swiperOf(carousel());
    expect(swiper.autoplay.running).toBe(true);
    expect(position(carousel())).toHaveAttribute('aria-live', 'off');

    await user.hover(carousel());
    expect(swiper.autoplay.running).toBe(false);
    await user.unhover(carousel());
    expect(swiper.autoplay.running).toBe(true);

    await user.click(within(carousel()).getByRole('button', { name: 'Pause image carousel' }));
    const play = within(carousel()).getByRole('button', { name: 'Play image carousel' });
    await user.click(screen.getByRole('button', { name: 'After the carousel' }));
    expect(swiper.autoplay.running).toBe(false);
    expect(position(carousel())).toHaveAttribute('aria-live', 'polite');

    await user.click(play);
    expect(within(carousel()).getByRole('button', { name: 'Pause image carousel' })).toBe(play);
    await user.click(screen.getByRole('button', { name: 'After the carousel' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('does not move by itself when the device asks for less motion; Play still starts it', async () => {
    preferReducedMotion();
    const { user, carousel } = renderCarousel();
    const swiper = swiperOf(carousel());
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.params.speed).toBe(0);
    await user.click(within(carousel()).getByRole('button', { name: 'Play image carousel' }));
    await user.click(screen.getByRole('button', { name: 'After the carousel' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('shows a single image without controls or motion', () => {
    const { carousel } = renderCarousel(1);
    expect(within(carousel()).queryByRole('button')).not.toBeInTheDocument();
    expect(swiperOf(carousel()).autoplay.running).toBe(false);
  });
});
