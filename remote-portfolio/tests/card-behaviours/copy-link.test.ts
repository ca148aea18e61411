import { describe, expect, it, rs } from '@rstest/core';
import { copyLink } from '../../src/features/card-behaviours/copy-link';

const LINK = 'https://tapfolio.example/@asha';
const withClipboard = (clipboard: unknown) => ({ clipboard }) as unknown as Navigator;

describe('Copy Link', () => {
  it('writes the card link to the clipboard and answers "Link copied!"', async () => {
    const writeText = rs.fn(async (_text: string) => {});
    expect(await copyLink(withClipboard({ writeText }), LINK)).toEqual({ toast: 'Link copied!' });
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('answers "Manual copy required" when the clipboard refuses', async () => {
    const writeText = rs.fn(async () => Promise.reject(new DOMException('Denied')));
    expect(await copyLink(withClipboard({ writeText }), LINK)).toEqual({
      manualCopy: 'Manual copy required',
    });
  });

  it('answers "Manual copy required" where there is no clipboard at all', async () => {
    expect(await copyLink(withClipboard(undefined), LINK)).toEqual({
      manualCopy: 'Manual copy required',
    });
  });
});
