import type * as Canvas from '@napi-rs/canvas';
import { describe, expect, it } from '@rstest/core';
import type * as QrCode from 'qrcode';
import { buildContactVCard, parseScannedCode } from 'shared-contracts';
import { decodeQrPixels } from '../../src/features/contacts/scan';

/**
 * Someone's vCard QR, drawn by the `qrcode` package (not ours) on a photo-like page turned a few
 * degrees, read back by the reader browsers without BarcodeDetector use (jsQR on the pixels) and
 * into the form's fields. qrcode and @napi-rs/canvas are loaded by Node itself: bundled, they
 * would take their browser builds.
 */
async function photographed(payload: string) {
  const { createCanvas, loadImage }: typeof Canvas = await import(
    /* webpackIgnore: true */ '@napi-rs/canvas'
  );
  const { default: qrcode }: { default: typeof QrCode } = await import(
    /* webpackIgnore: true */ 'qrcode'
  );
  const code = await loadImage(await qrcode.toBuffer(payload, { margin: 2, scale: 6 }));
  const canvas = createCanvas(900, 900);
  const context = canvas.getContext('2d');
  const light = context.createLinearGradient(0, 0, 900, 900);
  light.addColorStop(0, '#f2eee6');
  light.addColorStop(1, '#bdb6a8');
  context.fillStyle = light;
  context.fillRect(0, 0, 900, 900);
  context.translate(450, 450);
  context.rotate((3 * Math.PI) / 180);
  context.drawImage(code, -code.width / 2, -code.height / 2);
  return context.getImageData(0, 0, 900, 900);
}

describe('scanning a QR code', () => {
  it("reads someone's vCard QR into the contact's fields", async () => {
    const vCard = buildContactVCard({
      _id: '6a1d9b52-0000-4000-8000-000000000031',
      name: 'Meera Menon',
      phoneNumber: '+919845012345',
      email: 'meera@kaverilabs.in',
      company: 'Kaveri Labs Pvt. Ltd.',
      designation: 'Head of Design',
      website: 'kaverilabs.in',
      tags: [],
    });
    const payload = await decodeQrPixels(await photographed(vCard));
    expect(payload).toBe(vCard);
    expect(parseScannedCode(payload ?? '')).toEqual({
      name: 'Meera Menon',
      company: 'Kaveri Labs Pvt. Ltd.',
      designation: 'Head of Design',
      phoneNumbers: ['+919845012345'],
      emails: ['meera@kaverilabs.in'],
      websites: ['https://kaverilabs.in'],
    });
  });

  it('reads a card link as a URL', async () => {
    const payload = await decodeQrPixels(await photographed('https://tapfolio.in/@meera'));
    expect(parseScannedCode(payload ?? '')).toEqual({ url: 'https://tapfolio.in/@meera' });
  });

  it('answers null for a photo without a code', async () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(await decodeQrPixels({ data: blank, width: 200, height: 200 })).toBeNull();
  });
});
