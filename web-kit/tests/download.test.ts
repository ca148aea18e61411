import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { downloadText, saveBlob } from '../src/dom/download';

let made: Blob[];
let revoked: string[];
let clicked: { href: string; download: string; inPage: boolean }[];

beforeEach(() => {
  made = [];
  revoked = [];
  clicked = [];
  rs.useFakeTimers();
  // jsdom has no object URLs, and a click on a download link would navigate.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (made.push(blob), `blob:made-${made.length}`),
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
});

afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('saveBlob', () => {
  it('clicks a link to the blob under the file name, then lets the blob go', () => {
    const blob = new Blob(['zip'], { type: 'application/zip' });
    saveBlob(blob, 'tapfolio-data-2026-01-05.zip');
    expect(made).toEqual([blob]);
    expect(clicked).toEqual([
      { href: 'blob:made-1', download: 'tapfolio-data-2026-01-05.zip', inPage: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Some browsers read the blob after click() returns.
    expect(revoked).toEqual([]);
    rs.advanceTimersByTime(1000);
    expect(revoked).toEqual(['blob:made-1']);
  });
});

describe('downloadText', () => {
  it('saves the text as a file of its type', async () => {
    downloadText('a,b\r\n1,2\r\n', 'text/csv;charset=utf-8', 'contacts.csv');
    expect(clicked.map((c) => c.download)).toEqual(['contacts.csv']);
    expect(made[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await made[0]!.text()).toBe('a,b\r\n1,2\r\n');
  });
});
