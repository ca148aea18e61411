import { defineTexts } from '../i18n/texts.js';

/**
 * The card as an image for where the person already is (GET /portfolio/backgrounds): a video
 * call's virtual background or a phone's lock-screen wallpaper, each with the card's QR code.
 */
export const BACKGROUND_KINDS = ['video', 'lock'] as const;
export type BackgroundKind = (typeof BACKGROUND_KINDS)[number];
export const BACKGROUND_DESIGNS = ['1', '2', '3'] as const;
export type BackgroundDesign = (typeof BACKGROUND_DESIGNS)[number];

/** Video calls send 16:9; the apps take 1920x1080 as their largest background. */
export const VIDEO_BACKGROUND_SIZE = { width: 1920, height: 1080 } as const;

/** Common phone screens, in pixels: a wallpaper of the screen's own size is never rescaled. */
export const LOCK_SCREENS = {
  android: { width: 1080, height: 2400 },
  iphone: { width: 1179, height: 2556 },
  'iphone-max': { width: 1290, height: 2796 },
} as const;
export type LockScreen = keyof typeof LOCK_SCREENS;
export const LOCK_SCREEN_NAMES = Object.keys(LOCK_SCREENS) as LockScreen[];

/** The file names a download is offered under. */
export const backgroundFileName = (kind: BackgroundKind, design: string, screen: LockScreen) =>
  kind === 'video' ? `tapfolio-background-${design}.png` : `tapfolio-wallpaper-${screen}.png`;

export const backgroundErrors = defineTexts('backgroundErrors', {
  kindInvalid: `kind must be one of: ${BACKGROUND_KINDS.join(', ')}`,
  designInvalid: `design must be one of: ${BACKGROUND_DESIGNS.join(', ')}`,
  screenInvalid: `screen must be one of: ${LOCK_SCREEN_NAMES.join(', ')}`,
});
