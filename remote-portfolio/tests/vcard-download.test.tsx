import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import type { PortfolioResult } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import { VCARD_URL_LIFETIME_MS } from '../src/features/public-page/save-contact';
import { answerOf, fullResult, withPortfolio } from '../src/features/public-page/testing/fixtures';

interface Download {
  blob: Blob;
  fileName: string;
  href: string;
  inDocument: boolean;
}

let downloads: Download[];
let blobs: Blob[];
const createObjectURL = rs.fn((blob: Blob) => {
  blobs.push(blob);
  return `blob:http://localhost:3000/card-${blobs.length}`;
});
const revokeObjectURL = rs.fn();
const originalClick = HTMLAnchorElement.prototype.click;

beforeEach(() => {
  downloads = [];
  blobs = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  // jsdom cannot download; record what the browser would have saved instead.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    downloads.push({
      blob: blobs.at(-1)!,
      fileName: this.download,
      href: this.href,
      inDocument: document.body.contains(this),
    });
  };
});

afterEach(() => {
  HTMLAnchorElement.prototype.click = originalClick;
  rs.useRealTimers();
});

async function saveContact(result: PortfolioResult = fullResult) {
  const host = fakeHost();
  host.answer(answerOf(result));
  renderScreen(<PublicPortfolioPage />, {
    route: `/portfolio/${result.portfolio.userId}`,
    path: '/portfolio/:userId',
    host,
    apis: [portfolioApi],
  });
  const button = await screen.findByRole('button', { name: 'Save Contact' });
  rs.useFakeTimers();
  fireEvent.click(button);
  expect(downloads).toHaveLength(1);
  return downloads[0]!;
}

describe('Save Contact', () => {
  it('downloads a vCard 3.0 named after the person, with CRLF line ends', async () => {
    const download = await saveContact();
    expect(download.fileName).toBe('Asha Rao.vcf');
    expect(download.href).toBe('blob:http://localhost:3000/card-1');
    expect(download.inDocument).toBe(true);
    expect(download.blob.type).toBe('text/vcard;charset=utf-8');

    const text = await download.blob.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // Lines are folded at 75 octets (RFC 2426): a continuation starts with a space.
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text.replace(/\r\n /g, '').split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rao;Asha;;;',
      'FN:Asha Rao',
      'ORG:Rao & Sons\\, Ltd',
      'TITLE:Founder\\; CEO',
      'EMAIL;TYPE=INTERNET,PREF:asha@example.com',
      'EMAIL;TYPE=INTERNET,WORK:work@rao.example',
      'TEL;TYPE=CELL:+919876543210',
      'TEL;TYPE=WORK:+919123456789',
      'ADR;TYPE=WORK:;;12 Lake View\\, Indiranagar;Bengaluru Urban;Karnataka;560038;India',
      'URL:https://rao.example/',
      'URL:http://blog.rao.example/posts',
      'END:VCARD',
      '',
    ]);
  });

  it('removes the temporary link at once and revokes the file URL afterwards', async () => {
    await saveContact();
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    rs.advanceTimersByTime(VCARD_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/card-1');
  });

  it('names the file safely and leaves out what the card does not have', async () => {
    const download = await saveContact(
      withPortfolio({
        personalInfo: { name: 'Asha / Rao?', whatsappNumber: '' },
        workInfo: { companyName: '', designation: '', secondaryWebsite: '', workEmail: '' },
      }),
    );
    expect(download.fileName).toBe('Asha  Rao.vcf');
    const lines = (await download.blob.text()).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('FN:Asha / Rao?');
    expect(lines.some((line) => line.startsWith('ORG:'))).toBe(false);
    expect(lines.some((line) => line.startsWith('TITLE:'))).toBe(false);
    expect(lines.some((line) => line.startsWith('TEL;TYPE=WORK'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('URL:'))).toEqual(['URL:https://rao.example/']);
  });
});
