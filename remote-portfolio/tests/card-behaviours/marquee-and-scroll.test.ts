import { describe, expect, it } from '@rstest/core';
import { marqueeToggleLabel, marqueeToggleText } from '../../src/features/card-behaviours/marquee';
import { lockPageScroll } from '../../src/features/card-behaviours/page-scroll';

describe("the social marquee's Pause/Play", () => {
  it('says what a press does next', () => {
    expect(marqueeToggleText(false)).toBe('Pause');
    expect(marqueeToggleLabel(false)).toBe('Pause social links');
    expect(marqueeToggleText(true)).toBe('Play');
    expect(marqueeToggleLabel(true)).toBe('Play social links');
  });
});

describe('the page behind a layer', () => {
  it('stops scrolling while locked, and gets its own overflow back', () => {
    const body = document.createElement('body');
    body.style.overflow = 'auto';
    const unlock = lockPageScroll(body);
    expect(body.style.overflow).toBe('hidden');
    unlock();
    expect(body.style.overflow).toBe('auto');
  });
});
