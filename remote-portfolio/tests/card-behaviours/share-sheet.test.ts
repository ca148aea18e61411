import { describe, expect, it, rs } from '@rstest/core';
import {
  shareOnDevice,
  shareTargets,
  shareText,
  shareTitle,
} from '../../src/features/card-behaviours/share-sheet';

const LINK = 'https://tapfolio.example/@asha rao';
const DATA = { title: 'Asha Rao', text: 'Asha Rao - digital business card', url: LINK };
const deviceWith = (share?: (data: ShareData) => Promise<void>) =>
  ({ share }) as unknown as Navigator;

describe('the share sheet', () => {
  it('says who the card is of, or a plain line for a card without a name', () => {
    expect(shareText('  Asha Rao ')).toBe('Asha Rao - digital business card');
    expect(shareText(' ')).toBe('My digital business card');
    expect(shareTitle(' Asha Rao ')).toBe('Asha Rao');
    expect(shareTitle('')).toBe('Tapfolio');
  });

  it("links the spec's five services, each with the link and text encoded", () => {
    const u = encodeURIComponent(LINK);
    const t = encodeURIComponent('Hi & bye');
    expect(shareTargets(LINK, 'Hi & bye')).toEqual([
      { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
      { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
      { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
      { label: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
      { label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    ]);
  });
});

describe('sharing on the device', () => {
  it("opens the card's own sheet at once, inside the press, where the device has none", () => {
    const openSheet = rs.fn();
    const shared = shareOnDevice(deviceWith(), DATA, openSheet);
    expect(openSheet).toHaveBeenCalledTimes(1);
    return expect(shared).resolves.toBe(false);
  });

  it("hands the link to the device's sheet, and opens none of its own", async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    const openSheet = rs.fn();
    expect(await shareOnDevice(deviceWith(share), DATA, openSheet)).toBe(true);
    expect(share).toHaveBeenCalledWith(DATA);
    expect(openSheet).not.toHaveBeenCalled();
  });

  it('takes a dismissed sheet as nothing shared and no error', async () => {
    const openSheet = rs.fn();
    const dismissed = deviceWith(async () => {
      throw new DOMException('Cancelled', 'AbortError');
    });
    expect(await shareOnDevice(dismissed, DATA, openSheet)).toBe(false);
    expect(openSheet).not.toHaveBeenCalled();
  });

  it("opens the card's own sheet when the device's fails for another reason", async () => {
    const openSheet = rs.fn();
    const refused = deviceWith(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    expect(await shareOnDevice(refused, DATA, openSheet)).toBe(false);
    expect(openSheet).toHaveBeenCalledTimes(1);
  });
});
