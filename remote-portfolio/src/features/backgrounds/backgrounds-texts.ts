import type { BackgroundDesign, backgroundsTexts, LockScreen } from 'shared-contracts';

/** The designs in the order shown: the API's design number, and its words in backgroundsTexts. */
export const DESIGNS: { value: BackgroundDesign; texts: keyof typeof backgroundsTexts.designs }[] =
  [
    { value: '1', texts: 'colour' },
    { value: '2', texts: 'gradient' },
    { value: '3', texts: 'light' },
  ];

/** The phones' names are their makers' own, the same in every language. */
export const screenChoices: { value: LockScreen; name: string; hint: string }[] = [
  { value: 'android', name: 'Android', hint: '1080 × 2400' },
  { value: 'iphone', name: 'iPhone', hint: '1179 × 2556' },
  { value: 'iphone-max', name: 'iPhone Pro Max', hint: '1290 × 2796' },
];
