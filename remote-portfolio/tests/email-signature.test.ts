import { describe, expect, it } from '@rstest/core';
import type { Portfolio } from 'shared-contracts';
import {
  SIGNATURE_LAYOUTS,
  SIGNATURE_MAX_CHARS,
  SIGNATURE_QR_SIZE,
  signatureOf,
} from '../src/features/signature/signature-html';
import { imageKey, portfolio } from './fixtures/editor';

const ORIGIN = 'https://tapfolio.example';
const card = (changes: Partial<Portfolio> = {}): Portfolio => ({ ...portfolio, ...changes });

/** The signature as a mail app reads it: parsed by jsdom's DOMParser, not by anything of ours. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the e-mail signature', () => {
  it.each(SIGNATURE_LAYOUTS)(
    '%s keeps only what Gmail and Outlook keep, with the card in it',
    (layout) => {
      const { html, text } = signatureOf(card({ handle: 'asha' }), layout, ORIGIN);
      const doc = parse(html);

      expect(html.length).toBeLessThan(SIGNATURE_MAX_CHARS);
      expect(doc.querySelectorAll('style, script, link, [class]')).toHaveLength(0);
      expect(doc.querySelector('table')).not.toBeNull();
      for (const element of doc.querySelectorAll('[src], [href]')) {
        const url = element.getAttribute('src') ?? element.getAttribute('href')!;
        expect(url).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      }

      const shown = doc.body.textContent!;
      for (const part of ['Asha Rao', 'Founder', 'Rao Studio', '+91 98765 43210']) {
        expect(shown).toContain(part);
      }
      const links = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toContain('tel:+919876543210');
      // The personal link, as the share sheet gives it.
      expect(links).toContain(`${ORIGIN}/@asha`);
      expect(text).toBe(`Asha Rao\nFounder, Rao Studio\n+91 98765 43210\n${ORIGIN}/@asha`);

      const qr = new URL(doc.querySelector('img[alt^="QR code"]')!.getAttribute('src')!);
      expect(qr.origin).toBe(ORIGIN);
      expect(qr.pathname).toBe('/api/v1/portfolio/u1/qr');
      expect(Object.fromEntries(qr.searchParams)).toEqual({
        format: 'png',
        size: String(SIGNATURE_QR_SIZE),
      });
    },
  );

  it('links the card by its id without a personal link, and shows the photo in Classic', () => {
    const doc = parse(signatureOf(card(), 'classic', ORIGIN).html);
    const links = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(`${ORIGIN}/portfolio/u1`);
    const photo = new URL(doc.querySelector('img[alt="Asha Rao"]')!.getAttribute('src')!);
    expect(photo.searchParams.get('key')).toBe(imageKey(1));
    // A width the file service makes: any other is refused, and the e-mail shows a broken image.
    expect(photo.searchParams.get('w')).toBe('400');
  });

  it('shows a name that looks like markup as text', () => {
    const name = '<script>alert(1)</script>';
    for (const layout of SIGNATURE_LAYOUTS) {
      const { html } = signatureOf(
        card({ personalInfo: { ...portfolio.personalInfo, name } }),
        layout,
        ORIGIN,
      );
      const doc = parse(html);
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.body.textContent).toContain(name);
    }
  });

  it("paints the organisation's colour, and leaves out a phone the card does not show", () => {
    const html = signatureOf(
      card({
        brand: { organisation: 'Acme', colour: '#0F766E', sharesContacts: false },
        personalInfo: { ...portfolio.personalInfo, phoneNumber: '' },
      }),
      'bold',
      ORIGIN,
    ).html;
    const doc = parse(html);
    const bar = doc.querySelector('td[colspan="2"]') as HTMLElement;
    expect(bar.style.backgroundColor).toBe('rgb(15, 118, 110)');
    expect(bar.textContent).toBe('Asha Rao');
    expect(doc.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
