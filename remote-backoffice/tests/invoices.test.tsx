import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { invoiceErrors, type StaffInvoiceRow } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { invoiceTotals, rangeFrom, thisMonth } from '../src/features/invoices/utils/invoice-range';
import { ok, ORDER_ID, renderConsole } from './fixtures';

const INVOICES = '/admin/invoices';
const NOVEMBER = '/backoffice/invoices?from=2026-11-01&to=2026-11-30';

function invoiceRow(overrides: Partial<StaffInvoiceRow> = {}): StaffInvoiceRow {
  return {
    number: 'TF/26-27/000123',
    date: '2026-11-24T05:00:00.000Z',
    kind: 'invoice',
    refersTo: null,
    orderId: ORDER_ID,
    orderCode: 'TF-7K3Q9D',
    buyerName: 'Asha Rao',
    buyerGstin: null,
    placeOfSupply: { code: '29', name: 'Karnataka' },
    taxablePaise: 84_661,
    cgstPaise: 7_620,
    sgstPaise: 7_619,
    igstPaise: 0,
    totalPaise: 99_900,
    ...overrides,
  };
}

/** A business in Maharashtra: IGST. */
const business = invoiceRow({
  number: 'TF/26-27/000124',
  date: '2026-11-25T06:00:00.000Z',
  orderId: '11111111-2222-4333-8444-555555555555',
  orderCode: 'TF-B2B001',
  buyerName: 'Rao Studio LLP',
  buyerGstin: '27AAPFU0939F1ZV',
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  taxablePaise: 169_322,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 30_478,
  totalPaise: 199_800,
});

/** The first invoice, taken back. */
const creditNote = invoiceRow({
  number: 'TFCN/26-27/00001',
  date: '2026-11-26T06:00:00.000Z',
  kind: 'credit-note',
  refersTo: 'TF/26-27/000123',
});

/** What the browser was asked to save: the anchor's file name. */
let saved: string[];

beforeEach(() => {
  installFakeClock();
  saved = catchSavedFiles();
});

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

const documents = () => within(screen.getByRole('list', { name: 'Invoices and credit notes' }));
const totalsTable = () => screen.getByRole('table', { name: /^Totals/ });
/** A row of the totals: its label, then the invoices', the credit notes' and the net amounts. */
const totalsRow = (label: string) =>
  Array.from(
    within(totalsTable()).getByRole('rowheader', { name: label }).closest('tr')!.cells,
    (cell) => cell.textContent,
  ).slice(1);

describe('Invoices', () => {
  it('is in the console’s navigation and lists this month unless asked otherwise', async () => {
    const host = fakeHost();
    host.answer(ok({ invoices: [] }));
    renderConsole('/backoffice/invoices', { host });
    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/backoffice/invoices',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the invoices' })).toBeInTheDocument();

    const month = thisMonth();
    expect(await screen.findByText(/^No invoice or credit note was issued from/)).toBeVisible();
    expect(document.title).toBe('Invoices | Tapfolio');
    expect(host.calls).toEqual([{ url: INVOICES, params: month }]);
    const range = within(screen.getByRole('form', { name: 'Days to list' }));
    expect(range.getByLabelText('From')).toHaveValue(month.from);
    expect(range.getByLabelText('To')).toHaveValue(month.to);
    expect(screen.getByLabelText('GSTR-1 month')).toHaveValue(month.from.slice(0, 7));
  });

  it('this month is its first to last day in India, whatever the browser’s zone', () => {
    // 20:00 UTC on 30 November is already 1 December in India.
    expect(thisMonth(new Date('2026-11-30T20:00:00.000Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(thisMonth(new Date('2028-02-10T00:00:00.000Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    const now = new Date('2026-11-10T00:00:00.000Z');
    const november = { from: '2026-11-01', to: '2026-11-30' };
    // An address the API would refuse is this month's list instead.
    expect(rangeFrom(new URLSearchParams('from=2026-11-30&to=2026-11-01'), now)).toEqual(november);
    expect(rangeFrom(new URLSearchParams('from=2026-02-30&to=2026-03-01'), now)).toEqual(november);
    expect(rangeFrom(new URLSearchParams('from=2026-01-01&to=2026-03-31'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('shows each document as the books read it, and the totals: invoices, credit notes, net', async () => {
    const host = fakeHost();
    host.answer(ok({ invoices: [invoiceRow(), business, creditNote] }));
    renderConsole(NOVEMBER, { host });
    await screen.findByRole('list', { name: 'Invoices and credit notes' });
    expect(host.calls).toEqual([
      { url: INVOICES, params: { from: '2026-11-01', to: '2026-11-30' } },
    ]);

    const [first, second, third] = documents().getAllByRole('listitem');
    expect(first).toHaveTextContent('TF/26-27/000123');
    expect(first).toHaveTextContent('Tax Invoice');
    expect(first).toHaveTextContent('24/11/2026');
    expect(first).toHaveTextContent('Place of supply: Karnataka (29)');
    expect(first).toHaveTextContent('Taxable value₹846.61CGST₹76.20SGST₹76.19Total₹999.00');
    expect(first).not.toHaveTextContent('IGST');
    expect(first).not.toHaveTextContent('GSTIN');
    expect(within(first!).getByRole('link', { name: 'Order TF-7K3Q9D' })).toHaveAttribute(
      'href',
      `/backoffice/orders/${ORDER_ID}`,
    );

    expect(second).toHaveTextContent('Rao Studio LLPGSTIN 27AAPFU0939F1ZV');
    expect(second).toHaveTextContent('Place of supply: Maharashtra (27)');
    expect(second).toHaveTextContent('Taxable value₹1,693.22IGST₹304.78Total₹1,998.00');
    expect(second).not.toHaveTextContent('CGST');

    expect(third).toHaveTextContent('Credit Note');
    expect(third).toHaveTextContent('Against Invoice TF/26-27/000123');
    expect(third).toHaveTextContent('Total−₹999.00');

    expect(totalsTable()).toHaveAccessibleName('Totals 01/11/2026 to 30/11/2026');
    expect(
      within(totalsTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2 invoices', '1 credit note', 'Net']);
    expect(totalsRow('Taxable value')).toEqual(['₹2,539.83', '₹846.61', '₹1,693.22']);
    expect(totalsRow('CGST')).toEqual(['₹76.20', '₹76.20', '₹0.00']);
    expect(totalsRow('SGST')).toEqual(['₹76.19', '₹76.19', '₹0.00']);
    expect(totalsRow('IGST')).toEqual(['₹304.78', '₹0.00', '₹304.78']);
    expect(totalsRow('Total')).toEqual(['₹2,997.00', '₹999.00', '₹1,998.00']);
  });

  it('adds every paisa: taxable value and taxes make the total, net of credit notes', () => {
    const totals = invoiceTotals([invoiceRow(), business, creditNote]);
    const { net } = totals;
    expect(net.taxablePaise + net.cgstPaise + net.sgstPaise + net.igstPaise).toBe(net.totalPaise);
    expect(totals.invoices.count).toBe(2);
    expect(totals.creditNotes.count).toBe(1);
    expect(net.count).toBe(3);
  });

  it('lists other days once they pass the schema the API uses, in the address', async () => {
    const host = fakeHost();
    host.answer(ok({ invoices: [invoiceRow()] }));
    const { user } = renderConsole(NOVEMBER, { host });
    await screen.findByRole('list', { name: 'Invoices and credit notes' });
    const range = within(screen.getByRole('form', { name: 'Days to list' }));

    await user.clear(range.getByLabelText('To'));
    await user.type(range.getByLabelText('To'), '2026-10-01');
    await user.click(range.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(range.getByLabelText('To')).toHaveAccessibleDescription(invoiceErrors.rangeBackwards),
    );
    await waitFor(() => expect(range.getByLabelText('To')).toHaveFocus());
    expect(host.calls).toHaveLength(1);

    await user.clear(range.getByLabelText('From'));
    await user.type(range.getByLabelText('From'), '2026-09-01');
    host.answer(ok({ invoices: [] }));
    await user.click(range.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText(
        'No invoice or credit note was issued from 01/09/2026 to 01/10/2026.',
      ),
    ).toBeVisible();
    expect(host.calls[1]).toEqual({
      url: INVOICES,
      params: { from: '2026-09-01', to: '2026-10-01' },
    });
    // The month's GSTR-1 follows the first day.
    expect(screen.getByLabelText('GSTR-1 month')).toHaveValue('2026-09');
  });

  it('shows the failure with Retry', async () => {
    const host = fakeHost();
    host.fail(500, '');
    const { user } = renderConsole(NOVEMBER, { host });
    expect(await screen.findByRole('alert')).toHaveTextContent("The invoices didn't load.");
    host.answer(ok({ invoices: [invoiceRow()] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Invoices and credit notes' })).toBeVisible();
  });

  it('downloads a month’s GSTR-1 as a CSV file, busy meanwhile', async () => {
    const host = fakeHost();
    host.answer(ok({ invoices: [invoiceRow()] }));
    const { user } = renderConsole(NOVEMBER, { host });
    await screen.findByRole('list', { name: 'Invoices and credit notes' });
    const gstr1 = within(screen.getByRole('form', { name: 'GSTR-1' }));
    expect(gstr1.getByLabelText('GSTR-1 month')).toHaveValue('2026-11');

    const deliver = host.hold();
    await user.click(gstr1.getByRole('button', { name: 'Download GSTR-1 CSV' }));
    expect(gstr1.getByRole('button', { name: 'Preparing the CSV...' })).toBeDisabled();
    expect(host.calls[1]).toEqual({
      url: '/admin/invoices/gstr1',
      params: { month: '2026-11' },
      responseType: 'blob',
      timeoutMs: 0,
    });
    deliver(new Blob(['section,gstin\n'], { type: 'text/csv' }));
    await waitFor(() => expect(saved).toEqual(['gstr1-2026-11.csv']));
    expect(await gstr1.findByRole('button', { name: 'Download GSTR-1 CSV' })).toBeEnabled();
  });

  it('says why a GSTR-1 was not made: no month, or the server’s refusal', async () => {
    const host = fakeHost();
    host.answer(ok({ invoices: [] }));
    const { user } = renderConsole(NOVEMBER, { host });
    await screen.findByText(/^No invoice or credit note/);
    const gstr1 = within(screen.getByRole('form', { name: 'GSTR-1' }));

    await user.clear(gstr1.getByLabelText('GSTR-1 month'));
    await user.click(gstr1.getByRole('button', { name: 'Download GSTR-1 CSV' }));
    expect(gstr1.getByLabelText('GSTR-1 month')).toHaveAccessibleDescription(
      invoiceErrors.monthInvalid,
    );
    expect(host.calls).toHaveLength(1);

    await user.type(gstr1.getByLabelText('GSTR-1 month'), '2026-10');
    host.fail(400, 'A month is written YYYY-MM');
    await user.click(gstr1.getByRole('button', { name: 'Download GSTR-1 CSV' }));
    const refusal = await gstr1.findByRole('alert');
    expect(refusal).toHaveTextContent('A month is written YYYY-MM');
    expect(refusal).toHaveFocus();
    expect(saved).toEqual([]);
  });
});
