import { describe, expect, it } from '@rstest/core';
import { cardTexts, loadCatalogue, localizeTexts } from 'shared-contracts';
import { marqueeToggleLabel, marqueeToggleText } from '../../src/features/card-behaviours/marquee';

describe("the social marquee's Pause/Play", () => {
  it('says what a press does next', () => {
    expect(marqueeToggleText(false, cardTexts)).toBe('Pause');
    expect(marqueeToggleLabel(false, cardTexts)).toBe('Pause social links');
    expect(marqueeToggleText(true, cardTexts)).toBe('Play');
    expect(marqueeToggleLabel(true, cardTexts)).toBe('Play social links');
  });

  it("says it in the texts it is given: the visitor's language", async () => {
    const tamil = localizeTexts(cardTexts, await loadCatalogue('ta'));
    expect(marqueeToggleText(false, tamil)).toBe('நிறுத்து');
    expect(marqueeToggleLabel(true, tamil)).toBe('சமூக ஊடக இணைப்புகளை இயக்கு');
  });
});
