import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { renderEditor } from './fixtures/editor';

/** What the stubbed clipboard was given: one item's types and their contents. */
type Copied = Record<string, Blob>;

/**
 * jsdom has no Clipboard API: a stand-in on navigator, for this test only, as a browser has it
 * (`clipboard.write` taking ClipboardItems).
 */
function stubClipboard() {
  const written: Copied[] = [];
  class FakeClipboardItem {
    constructor(readonly items: Copied) {}
  }
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      write: async (items: FakeClipboardItem[]) => {
        written.push(...items.map((item) => item.items));
      },
      writeText: async () => {
        throw new Error('Not expected: the browser has ClipboardItem');
      },
    },
  });
  Reflect.set(globalThis, 'ClipboardItem', FakeClipboardItem);
  return written;
}

afterEach(() => {
  removeFakeClock();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(globalThis, 'ClipboardItem');
});

describe('E-mail signature', () => {
  it('is reached from the Sharing list, and copies the chosen layout as HTML and text', async () => {
    installFakeClock();
    const { toasts } = renderEditor('/edit-profile');
    const user = clockedUser();
    // After user-event's setup, which puts its own clipboard stub on navigator.
    const written = stubClipboard();
    await nextFrame();

    const sharing = within(screen.getByRole('navigation', { name: 'Sharing' }));
    const entry = sharing.getByRole('link', { name: /^E-mail signature/ });
    expect(entry).toHaveAccessibleName(/Your card at the end of every e-mail/);
    await user.click(entry);
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail signature' })).toBeVisible();
    expect(document.title).toBe('E-mail signature | Tapfolio');

    const preview = await screen.findByTitle('Preview of your e-mail signature');
    expect(preview).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(screen.getByRole('radio', { name: /Classic/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Compact/ }));
    expect(screen.getByRole('radio', { name: /Compact/ })).toBeChecked();
    const shown = new DOMParser().parseFromString(preview.getAttribute('srcdoc')!, 'text/html');
    // Compact is one column: each table row holds a single cell.
    expect([...shown.querySelectorAll('tr')].every((row) => row.cells.length === 1)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Copy signature' }));
    await nextFrame();

    expect(written).toHaveLength(1);
    const copied = written[0]!;
    expect(Object.keys(copied).sort()).toEqual(['text/html', 'text/plain']);
    expect(copied['text/html']!.type).toBe('text/html');
    const html = await copied['text/html']!.text();
    // What is copied is what the preview shows.
    expect(preview.getAttribute('srcdoc')).toContain(html);
    expect(html).toContain('Asha Rao');
    expect(await copied['text/plain']!.text()).toBe(
      'Asha Rao\nFounder, Rao Studio\n+91 98765 43210\nhttp://localhost:3000/portfolio/u1',
    );
    expect(toasts).toContainEqual({ kind: 'success', message: 'Signature copied' });

    // The steps beside it.
    const steps = screen.getByRole('region', { name: 'Add it to your e-mail' });
    for (const app of ['Gmail on the web', 'Gmail on Android', 'Outlook']) {
      expect(within(steps).getByRole('heading', { name: app })).toBeInTheDocument();
    }
    expect(steps).toHaveTextContent('plain text only');
  });
});
