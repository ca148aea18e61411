import { contrastRatio } from 'shared-contracts';

/**
 * Black or white text across every colour it lies on (a gradient's ends): the one whose worst
 * contrast is the better.
 */
export const inkOn = (...under: string[]): '#000000' | '#ffffff' => {
  const worst = (ink: string) => Math.min(...under.map((colour) => contrastRatio(ink, colour)));
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
};
