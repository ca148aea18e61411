import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, pass, removeFakeClock } from 'web-kit/testing/fake-clock';
import { READ_BACK_MS } from '../src/features/order/utils/web-nfc';
import { ok, ORDER_ID, renderConsole, staffCard, staffOrder } from './fixtures';

const URL_A = 'https://tapfolio.app/c/ABCDEFGHJKMN';
const WRITTEN = `/admin/order/${ORDER_ID}/card/ABCDEFGHJKMN/written`;

const firstChip = () =>
  within(
    within(screen.getByRole('region', { name: 'Cards to write' })).getAllByRole('listitem')[0]!,
  );

async function openOrder() {
  const host = fakeHost();
  host.answer(ok(staffOrder({ orderStatus: 'confirmed' })));
  const view = renderConsole(`/backoffice/orders/${ORDER_ID}`, { host });
  await screen.findByRole('region', { name: 'Cards to write' });
  return { ...view, sent: () => host.calls.slice(1) };
}

const writtenAnswer = () =>
  ok(
    staffOrder({
      orderStatus: 'confirmed',
      cards: [
        staffCard({ writtenAt: '2026-11-25T06:00:00.000Z', writtenBy: 'ravi@tapfolio.app' }),
        staffCard({ code: 'BCDEFGHJKMNP', url: 'https://tapfolio.app/c/BCDEFGHJKMNP' }),
      ],
    }),
    'Chip written and checked',
  );

/** A Web NFC reader as Chrome gives one: it writes, then a scan reads what the test says. */
class FakeReader extends EventTarget {
  static instances: FakeReader[] = [];
  static writeFails: Error | null = null;
  /** What the chip reads back as; null: no chip comes. */
  static chipHolds: string | null = null;
  writes: unknown[] = [];
  scans = 0;
  constructor() {
    super();
    FakeReader.instances.push(this);
  }
  async write(message: unknown) {
    this.writes.push(message);
    if (FakeReader.writeFails) throw FakeReader.writeFails;
  }
  async scan() {
    this.scans++;
    const holds = FakeReader.chipHolds;
    if (holds === null) return;
    queueMicrotask(() => {
      const event = Object.assign(new Event('reading'), {
        message: {
          records: [
            { recordType: 'url', data: new DataView(new TextEncoder().encode(holds).buffer) },
          ],
        },
      });
      this.dispatchEvent(event);
    });
  }
}

beforeEach(() => {
  installFakeClock();
});

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
  Reflect.deleteProperty(window, 'NDEFReader');
});

describe("A bulk order's chips", () => {
  it('say whom each card is printed for, and nothing for a person’s own order', async () => {
    const host = fakeHost();
    host.answer(
      ok(
        staffOrder({
          orderStatus: 'confirmed',
          cards: [
            staffCard({ holder: { customerName: 'Ravi Kumar', designation: 'Designer' } }),
            staffCard({
              code: 'BCDEFGHJKMNP',
              url: 'https://tapfolio.app/c/BCDEFGHJKMNP',
              holder: { customerName: 'Meera Iyer', designation: '' },
            }),
            staffCard({ code: 'CDEFGHJKMNPQ', url: 'https://tapfolio.app/c/CDEFGHJKMNPQ' }),
          ],
        }),
      ),
    );
    renderConsole(`/backoffice/orders/${ORDER_ID}`, { host });
    const section = await screen.findByRole('region', { name: 'Cards to write' });
    const chips = within(section).getAllByRole('listitem');
    expect(within(chips[0]!).getByText('Printed for Ravi Kumar, Designer')).toBeVisible();
    expect(within(chips[1]!).getByText('Printed for Meera Iyer')).toBeVisible();
    expect(within(chips[2]!).queryByText(/Printed for/)).not.toBeInTheDocument();
  });
});

describe('Writing a chip where the browser has no Web NFC', () => {
  it('shows the link with Copy and its QR code, and records it written when staff say so', async () => {
    const { user, host, sent, toasts } = await openOrder();
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = rs.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const chip = firstChip();
    expect(chip.getByText(URL_A)).toBeInTheDocument();
    expect(chip.getByText('Not written yet')).toBeInTheDocument();
    expect(
      chip.getByRole('img', { name: "QR code of card ABCDEFGHJKMN's link" }),
    ).toBeInTheDocument();
    expect(chip.queryByRole('button', { name: 'Write to chip' })).not.toBeInTheDocument();

    await user.click(chip.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_A);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Link copied' });

    const release = host.hold();
    await user.click(chip.getByRole('button', { name: 'Mark as written' }));
    expect(chip.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent()).toEqual([{ url: WRITTEN, method: 'POST' }]);
    release(writtenAnswer());
    expect(
      await firstChip().findByText('Written 25/11/2026 by ravi@tapfolio.app'),
    ).toBeInTheDocument();
    expect(firstChip().queryByRole('button', { name: 'Mark as written' })).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Chip written and checked' });
  });

  it('draws a QR code that is the link', async () => {
    await openOrder();
    const qr = firstChip().getByRole('img', { name: /QR code/ });
    // 25 modules (version 2) and the quiet zone on each side.
    expect(qr).toHaveAttribute('viewBox', '0 0 37 37');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });

  it("shows the server's refusal", async () => {
    const { user, host } = await openOrder();
    host.fail(404, 'No card of this order has this code');
    await user.click(firstChip().getByRole('button', { name: 'Mark as written' }));
    const alert = await firstChip().findByRole('alert');
    expect(alert).toHaveTextContent('No card of this order has this code');
    expect(alert).toHaveFocus();
  });
});

describe('Writing a chip with Web NFC', () => {
  beforeEach(() => {
    FakeReader.instances = [];
    FakeReader.writeFails = null;
    FakeReader.chipHolds = URL_A;
    Reflect.set(window, 'NDEFReader', FakeReader);
  });

  it('writes the link as a URL record, reads it back, then records it written', async () => {
    const { user, host, sent, toasts } = await openOrder();
    const chip = firstChip();
    expect(chip.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(chip.queryByRole('button', { name: 'Mark as written' })).not.toBeInTheDocument();

    host.answer(writtenAnswer());
    await user.click(chip.getByRole('button', { name: 'Write to chip' }));
    expect(
      await firstChip().findByText('Written 25/11/2026 by ravi@tapfolio.app'),
    ).toBeInTheDocument();
    const [reader] = FakeReader.instances;
    expect(reader!.writes).toEqual([{ records: [{ recordType: 'url', data: URL_A }] }]);
    expect(reader!.scans).toBe(1);
    expect(sent()).toEqual([{ url: WRITTEN, method: 'POST' }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Chip written and checked' });
    expect(firstChip().getByRole('button', { name: 'Write again' })).toBeEnabled();
  });

  it('says the chip holds another link, and records nothing', async () => {
    FakeReader.chipHolds = 'https://evil.example/x';
    const { user, sent } = await openOrder();
    await user.click(firstChip().getByRole('button', { name: 'Write to chip' }));
    expect(await firstChip().findByRole('alert')).toHaveTextContent(
      "The chip holds https://evil.example/x, not this card's link: write it again.",
    );
    expect(sent()).toEqual([]);
    expect(firstChip().getByRole('button', { name: 'Write to chip' })).toBeEnabled();
  });

  it('says plainly when NFC is not allowed', async () => {
    FakeReader.writeFails = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const { user, sent } = await openOrder();
    await user.click(firstChip().getByRole('button', { name: 'Write to chip' }));
    expect(await firstChip().findByRole('alert')).toHaveTextContent(
      'NFC is not allowed for this site: allow it in the browser’s site settings.',
    );
    expect(sent()).toEqual([]);
  });

  it('gives up reading back after a while, and says what to do', async () => {
    FakeReader.chipHolds = null;
    const { user, sent } = await openOrder();
    await user.click(firstChip().getByRole('button', { name: 'Write to chip' }));
    await waitFor(() =>
      expect(firstChip().getByRole('status')).toHaveTextContent('Reading the chip back...'),
    );
    await pass(READ_BACK_MS);
    expect(await firstChip().findByRole('alert')).toHaveTextContent(
      'The chip was not read back in time: hold the card against the phone and try again.',
    );
    expect(sent()).toEqual([]);
  });
});
