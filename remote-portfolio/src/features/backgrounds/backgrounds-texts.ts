import type { BackgroundDesign, LockScreen } from 'shared-contracts';

export const backgroundsTexts = {
  menuEntry: 'Backgrounds',
  menuDescription: 'Your card behind video calls and on your lock screen',
  heading: 'Backgrounds',
  designLegend: 'Design',
  videoHeading: 'Video calls',
  videoHint:
    'A 1920 × 1080 image for Zoom, Google Meet or Teams: choose it as your virtual background. Your QR code sits at the top right, clear of you.',
  downloadVideo: 'Download background',
  lockHeading: 'Lock screen',
  lockHint:
    'A wallpaper the size of your phone’s screen, your QR code below the clock: anyone can scan it where there is no NFC reader.',
  screenLegend: 'Phone',
  downloadLock: 'Download wallpaper',
  downloading: 'Downloading...',
  downloaded: 'Image downloaded',
  failed: 'Could not make the image. Please try again.',
} as const;

export const designChoices: { value: BackgroundDesign; name: string; hint: string }[] = [
  { value: '1', name: 'Your colour', hint: 'Your card’s colour, edge to edge' },
  { value: '2', name: 'Gradient', hint: 'Your colour, from light to deep' },
  { value: '3', name: 'Light', hint: 'Pale, with a band of your colour' },
];

export const screenChoices: { value: LockScreen; name: string; hint: string }[] = [
  { value: 'android', name: 'Android', hint: '1080 × 2400' },
  { value: 'iphone', name: 'iPhone', hint: '1179 × 2556' },
  { value: 'iphone-max', name: 'iPhone Pro Max', hint: '1290 × 2796' },
];
