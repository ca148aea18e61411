import type { SignatureLayout } from './signature-html';

/**
 * The E-mail signature screen's words. The spec has none for it (issue 29); they stay beside the
 * screen until another app needs them.
 */
export const signatureTexts = {
  menuEntry: 'E-mail signature',
  menuDescription: 'Your card at the end of every e-mail',
  heading: 'E-mail signature',
  layoutLegend: 'Layout',
  previewTitle: 'Preview of your e-mail signature',
  copy: 'Copy signature',
  copied: 'Signature copied',
  copiedAsText: 'Signature copied as plain text: this browser cannot copy the formatted one',
  copyFailed: 'Could not copy the signature: this browser refused the clipboard',
  loadFailed: 'Your card could not be loaded.',
  stepsHeading: 'Add it to your e-mail',
} as const;

export const layoutTexts: Record<SignatureLayout, { name: string; hint: string }> = {
  classic: { name: 'Classic', hint: 'Photo, details and QR side by side' },
  compact: { name: 'Compact', hint: 'One column, QR below' },
  bold: { name: 'Bold', hint: 'Your name on a bar of your colour' },
};

/** Where each mail app keeps its signature, in its own menu names. */
export const signatureSteps: { app: string; steps: string[]; note?: string }[] = [
  {
    app: 'Gmail on the web',
    steps: [
      'Open Settings (the gear), then See all settings.',
      'On the General tab, find Signature and create or pick one.',
      'Paste into the signature box.',
      'Scroll down and choose Save changes.',
    ],
  },
  {
    app: 'Gmail on Android',
    steps: [
      'Open the menu, then Settings, and choose your account.',
      'Tap Mobile signature and paste.',
    ],
    note: 'The mobile signature takes plain text only: it keeps your name, details and the link to your card, without the layout or the QR.',
  },
  {
    app: 'Outlook',
    steps: [
      'Open Settings, then Mail, then Compose and reply.',
      'Under Email signature, paste into the box.',
      'Choose Save.',
    ],
  },
];
