import { describe, expect, it } from '@rstest/core';
import { marqueeToggleLabel, marqueeToggleText } from '../../src/features/card-behaviours/marquee';

describe("the social marquee's Pause/Play", () => {
  it('says what a press does next', () => {
    expect(marqueeToggleText(false)).toBe('Pause');
    expect(marqueeToggleLabel(false)).toBe('Pause social links');
    expect(marqueeToggleText(true)).toBe('Play');
    expect(marqueeToggleLabel(true)).toBe('Play social links');
  });
});
