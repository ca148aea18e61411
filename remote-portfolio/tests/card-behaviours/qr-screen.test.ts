import { describe, expect, it } from '@rstest/core';
import {
  QR_HASH,
  qrImageUrl,
  qrLabel,
  qrScreenLinks,
  qrShownLink,
} from '../../src/features/card-behaviours/qr-screen';

const QR = '/api/v1/portfolio/u%201/qr';

describe('the QR screen', () => {
  it('is the place #qr in the history', () => {
    expect(QR_HASH).toBe('#qr');
  });

  it("shows the API's SVG, and offers the PNG at print size and the SVG as downloads", () => {
    expect(qrScreenLinks('u 1')).toEqual({
      image: `${QR}?format=svg`,
      png: `${QR}?format=png&size=1024&download=1`,
      svg: `${QR}?format=svg&download=1`,
    });
    expect(qrImageUrl('u 1', 'png', { size: 256 })).toBe(`${QR}?format=png&size=256`);
  });

  it('names the code for a screen reader, and shows the link without its scheme', () => {
    expect(qrLabel('Asha Rao')).toBe("QR code of Asha Rao's card");
    expect(qrLabel('')).toBe('QR code of this card');
    expect(qrShownLink('https://tapfolio.example/@asha')).toBe('tapfolio.example/@asha');
    expect(qrShownLink('http://localhost:8080/portfolio/u1')).toBe('localhost:8080/portfolio/u1');
    expect(qrShownLink(undefined)).toBeUndefined();
  });
});
