import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { parse } from 'csv-parse/sync';
import { and, eq, gte, lt } from 'drizzle-orm';
import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  financialYearOf,
  invoiceErrors,
  listDate,
  orderErrors,
  type Invoice,
  type Order,
  type OrderDetail,
  type StaffInvoiceRow,
} from 'shared-contracts';
import { runAdminCommand } from '../src/cli/admin-command.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { invoiceCounters, invoices, orders } from '../src/db/schema/index.js';
import { issueInvoice } from '../src/modules/invoices/public.js';
import { settleFromLink } from '../src/modules/orders/settle.js';
import { signWebhook } from '../src/modules/payments/signatures.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeStaff } from './helpers/catalogue.js';
import { apiEnvelopeProblem } from './support/envelope.js';
import {
  deliveryAddress,
  emulator,
  orderRow,
  payPage,
  placeOrder,
  placedOrder,
  shopperWithCart,
  type Shopper,
} from './helpers/orders.js';
import { personNumbered, registerUser, type TestUser } from './helpers/users.js';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await makeStaff(t, 'Books Keeper');
});
afterAll(() => t.close());

/** A GSTIN of a Maharashtra business, its check character right. */
const BUYER_GSTIN = '27AAPFU0939F1ZV';
const MUMBAI = {
  ...deliveryAddress(),
  address1: '12, MG Road',
  address2: 'Fort',
  pincode: '400001',
  district: 'Mumbai',
  state: 'Maharashtra',
};

const get = (path: string, user?: TestUser) =>
  t.call('GET', path, { ...(user && { token: user.token }) });

/** Pays an order on the emulator's page, as its buyer would. */
async function pay(order: Order): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${payPage(order.razorpayPaymentLink!)}/pay`,
  });
  expect(res.statusCode).toBe(303);
}

async function paidOrder(name: string, overrides: Record<string, unknown> = {}) {
  const shopper = await shopperWithCart(t, name);
  const res = await placeOrder(t, shopper.user, { ...shopper.body, ...overrides });
  expect(res.statusCode).toBe(201);
  const order = res.json().result as Order;
  await pay(order);
  return { shopper, order };
}

const invoiceOf = async (shopper: Shopper, order: Order): Promise<Invoice> => {
  const res = await get(`/order/user/${order._id}/invoice`, shopper.user);
  expect(res.statusCode).toBe(200);
  return res.json().result;
};

const invoiceRows = (orderId: string) =>
  t.api.db.select().from(invoices).where(eq(invoices.orderId, orderId));

/** Every piece of text PDF.js reads from the document, its pieces joined with a space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/₹\s+/g, '₹');
}

const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const amount = (paise: number) => grouped.format(paise / 100);

const missing = (text: string, printed: string[]) => printed.filter((v) => !text.includes(v));

/** The current month and day in India, as the books ask for them. */
const today = () => listDate(new Date().toISOString());
const thisMonth = () => today().slice(0, 7);
const year = financialYearOf(new Date()).label;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("a paid order's tax invoice", () => {
  let bought: { shopper: Shopper; order: Order };
  let invoice: Invoice;
  beforeAll(async () => {
    bought = await paidOrder('Asha Rao');
    invoice = await invoiceOf(bought.shopper, bought.order);
  });

  it('is issued when it is paid, and named in the order', async () => {
    const res = await get(`/order/user/${bought.order._id}`, bought.shopper.user);
    const detail = res.json().result as OrderDetail;
    const row = await orderRow(t, bought.order._id);
    expect(detail.invoice).toEqual({
      number: invoice.number,
      date: row.placedAt!.toISOString(),
      creditNote: null,
    });
    expect(invoice.number).toMatch(new RegExp(`^TF/${year}/\\d{6}$`));
    expect(invoice.date).toBe(row.placedAt!.toISOString());
    const listed = (await get('/order/user', bought.shopper.user)).json().results as Order[];
    expect(listed[0]!.invoice?.number).toBe(invoice.number);
  });

  it('carries what Rule 46 asks, taxed CGST and SGST in the seller’s state', () => {
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderCode: bought.order.code,
      refersTo: null,
      seller: t.config.invoices.seller,
      sample: true,
      buyer: {
        name: 'Asha Rao',
        gstin: null,
        billing: { name: 'Asha Rao', state: { code: '29', name: 'Karnataka' } },
        delivery: {
          name: 'Asha Rao',
          lines: ['12, MG Road', 'Indiranagar', 'Near the metro', 'Bangalore - 560038'],
          state: { code: '29', name: 'Karnataka' },
        },
      },
      placeOfSupply: { code: '29', name: 'Karnataka' },
      reverseCharge: false,
      amountInWords: 'Rupees One Thousand Seven Hundred Ninety-Seven only',
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'NFC card: Midnight Matte',
        hsn: '8523',
        quantity: 2,
        unit: 'Nos',
        valuePaise: 199_800,
        discountPaise: 100_000,
        rateBasisPoints: 1800,
        totalPaise: 99_800,
      }),
      expect.objectContaining({
        description: 'NFC card: Rose Gold',
        quantity: 1,
        valuePaise: 129_900,
        discountPaise: 50_000,
        totalPaise: 79_900,
      }),
    ]);
    for (const line of invoice.lines) {
      expect(line.taxes.map((tax) => [tax.kind, tax.rateBasisPoints])).toEqual([
        ['CGST', 900],
        ['SGST', 900],
      ]);
      const taxes = line.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
      expect(line.taxablePaise + taxes).toBe(line.totalPaise);
    }
    const { totals } = invoice;
    expect(totals.totalPaise).toBe(179_700);
    expect(totals.igstPaise).toBe(0);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(179_700);
  });

  it('downloads as a PDF named after its number, with its number, GSTIN, HSN, taxes and total', async () => {
    const res = await get(`/order/user/${bought.order._id}/invoice/pdf`, bought.shopper.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    const { totals } = invoice;
    expect(
      missing(text, [
        'Tax Invoice',
        invoice.number,
        bought.order.code,
        `GSTIN: ${t.config.invoices.seller.gstin}`,
        '8523',
        'SAMPLE SELLER: NOT A TAX INVOICE',
        `₹${amount(totals.cgstPaise)}`,
        `₹${amount(totals.sgstPaise)}`,
        `₹${amount(totals.taxablePaise)}`,
        `₹${amount(totals.totalPaise)}`,
        invoice.amountInWords,
      ]),
    ).toEqual([]);
    expect(text).not.toContain('IGST');
  });

  it('is mailed with the order-paid mail, its PDF attached', async () => {
    const mails = await t.mails();
    const raw = mails.find((m) =>
      m.includes(`Subject: Your Tapfolio order ${bought.order.code} is placed`),
    );
    const mail = await simpleParser(raw!);
    expect(mail.text).toContain(`Your tax invoice ${invoice.number} is attached`);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({
      filename: `${invoice.number.replace(/\//g, '-')}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(new Uint8Array(file!.content));
    expect(missing(text, [invoice.number, `₹${amount(invoice.totals.totalPaise)}`])).toEqual([]);
  });

  it('is 404 before the order is paid (said why), to anyone else, and for an id of nothing', async () => {
    const shopper = await shopperWithCart(t, 'Not Paid Yet');
    const unpaid = await placedOrder(t, shopper);
    expect(unpaid.invoice).toBeNull();
    for (const path of ['invoice', 'invoice/pdf']) {
      const early = await get(`/order/user/${unpaid._id}/${path}`, shopper.user);
      expect(early.statusCode).toBe(404);
      expect(early.json().message).toBe(invoiceErrors.notIssued);
      const theirs = await get(`/order/user/${bought.order._id}/${path}`, shopper.user);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe(orderErrors.orderNotFound);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const none = await get(`/order/user/${id}/${path}`, bought.shopper.user);
        expect(none.statusCode).toBe(404);
        expect(none.json().message).toBe(orderErrors.orderNotFound);
      }
      expect((await get(`/order/user/${bought.order._id}/${path}`)).statusCode).toBe(401);
    }
    const noNote = await get(
      `/order/user/${bought.order._id}/credit-note/pdf`,
      bought.shopper.user,
    );
    expect(noNote.statusCode).toBe(404);
    expect(noNote.json().message).toBe(invoiceErrors.creditNoteNotIssued);
  });

  it('is never changed: the database refuses an update, a deletion, and deleting its order', async () => {
    const id = bought.order._id;
    await expect(
      t.api.db.update(invoices).set({ buyerName: 'Someone Else' }).where(eq(invoices.orderId, id)),
    ).rejects.toThrow();
    await expect(t.api.db.delete(invoices).where(eq(invoices.orderId, id))).rejects.toThrow();
    await expect(t.api.db.delete(orders).where(eq(orders.id, id))).rejects.toThrow();
    expect((await invoiceRows(id)).map((row) => row.number)).toEqual([invoice.number]);
  });
});

describe('a business purchase', () => {
  it('puts the buyer’s GSTIN and legal name on the invoice, taxed IGST in another state', async () => {
    const { shopper, order } = await paidOrder('Rohan Mehta', {
      address: MUMBAI,
      businessPurchase: true,
      gstin: ' 27aapfu0939f1zv ',
      legalName: '  Bharat   Cards Private Limited ',
    });
    expect(await orderRow(t, order._id)).toMatchObject({
      buyerGstin: BUYER_GSTIN,
      buyerLegalName: 'Bharat Cards Private Limited',
    });
    const invoice = await invoiceOf(shopper, order);
    expect(invoice.buyer).toMatchObject({
      name: 'Bharat Cards Private Limited',
      gstin: BUYER_GSTIN,
      billing: { name: 'Bharat Cards Private Limited', state: { code: '27' } },
      delivery: { name: 'Asha Rao', state: { code: '27', name: 'Maharashtra' } },
    });
    expect(invoice.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, totalPaise: 179_700 });
    expect(invoice.totals.taxablePaise + invoice.totals.igstPaise).toBe(179_700);
    for (const line of invoice.lines) {
      expect(line.taxes.map((tax) => [tax.kind, tax.rateBasisPoints])).toEqual([['IGST', 1800]]);
    }
    const pdf = await get(`/order/user/${order._id}/invoice/pdf`, shopper.user);
    const text = await pdfText(pdf.rawPayload);
    expect(
      missing(text, [
        BUYER_GSTIN,
        'Bharat Cards Private Limited',
        'State: Maharashtra, Code: 27',
        'IGST',
        `₹${amount(invoice.totals.igstPaise)}`,
        `₹${amount(invoice.totals.totalPaise)}`,
      ]),
    ).toEqual([]);
    expect(text).not.toContain('CGST');
  });

  it('is checked as the checkout form checks it; unticked, its fields are dropped', async () => {
    const shopper = await shopperWithCart(t, 'Form Filler');
    const typo = await placeOrder(t, shopper.user, {
      ...shopper.body,
      businessPurchase: true,
      gstin: '27AAPFU0939F1ZW',
      legalName: 'Bharat Cards',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual({ gstin: invoiceErrors.gstin.checkCharacter });
    const bare = await placeOrder(t, shopper.user, { ...shopper.body, businessPurchase: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      gstin: invoiceErrors.gstinRequired,
      legalName: invoiceErrors.legalNameRequired,
    });
    const notBoolean = await placeOrder(t, shopper.user, {
      ...shopper.body,
      businessPurchase: 'maybe',
    });
    expect(notBoolean.json().fields).toEqual({ businessPurchase: invoiceErrors.notABoolean });
    const unticked = await placeOrder(t, shopper.user, {
      ...shopper.body,
      businessPurchase: false,
      gstin: 'not a GSTIN',
      legalName: 'Left over',
    });
    expect(unticked.statusCode).toBe(201);
    expect(await orderRow(t, unticked.json().result._id)).toMatchObject({
      buyerGstin: null,
      buyerLegalName: null,
    });
  });
});

describe('issued once', () => {
  const deliver = (raw: string, eventId: string) =>
    t.call('POST', '/payments/razorpay/webhook', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(raw, t.config.razorpay.webhookSecret),
        'x-razorpay-event-id': eventId,
      },
    });

  /** The paid event of an order's link, as Razorpay would send it once paid. */
  async function paidEvent(orderId: string): Promise<string> {
    const row = await orderRow(t, orderId);
    const store = emulator(t);
    const { link, payment } = store.pay(row.razorpayLinkId!);
    return JSON.stringify(store.event('payment_link.paid', { link, payment }));
  }

  const lastSequence = async () => {
    const [counter] = await t.api.db
      .select()
      .from(invoiceCounters)
      .where(
        and(
          eq(invoiceCounters.series, 'invoice'),
          eq(invoiceCounters.financialYear, financialYearOf(new Date()).startYear),
        ),
      );
    return counter?.last ?? 0;
  };

  it('under one event delivered ten times at once, others of the same payment, and the reconciler', async () => {
    const order = await placedOrder(t, await shopperWithCart(t, 'Many Deliveries'));
    const before = await lastSequence();
    const raw = await paidEvent(order._id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(raw, `evt_inv_same_${order._id}`)),
      ...Array.from({ length: 5 }, (_, n) => deliver(raw, `evt_inv_other_${n}_${order._id}`)),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().outcome === 'placed')).toHaveLength(1);
    const row = await orderRow(t, order._id);
    const link = emulator(t).get(row.razorpayLinkId!)!;
    const deps = { db: t.api.db, invoices: t.config.invoices };
    expect((await settleFromLink(deps, order._id, link)).outcome).toBe('already-paid');
    const issued = await invoiceRows(order._id);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.sequence).toBe(before + 1);
    expect(await lastSequence()).toBe(before + 1);
  });

  /**
   * On PostgreSQL, where each payment runs on its own connection, 50 at once (the issue's proof);
   * the embedded database serves one statement at a time, so 10 prove the same rule there.
   */
  const AT_ONCE = process.env.API_TEST_DATABASE_URL ? 50 : 10;

  it(`for ${AT_ONCE} orders paid at once: as many consecutive numbers, none twice, no gap in the year`, async () => {
    const bought: Order[] = [];
    for (let batch = 0; batch < AT_ONCE / 10; batch++) {
      bought.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async (_, n) =>
            placedOrder(t, await shopperWithCart(t, personNumbered('Buyer', batch * 10 + n))),
          ),
        )),
      );
    }
    const events = await Promise.all(bought.map((order) => paidEvent(order._id)));
    const answers = await Promise.all(
      events.map((raw, n) => deliver(raw, `evt_fifty_${n}_${bought[n]!._id}`)),
    );
    expect(answers.map((answer) => answer.json().outcome)).toEqual(Array(AT_ONCE).fill('placed'));

    const rows = await t.api.db
      .select({ sequence: invoices.sequence, number: invoices.number, orderId: invoices.orderId })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          eq(invoices.financialYear, financialYearOf(new Date()).startYear),
        ),
      );
    const ours = rows.filter((row) => bought.some((order) => order._id === row.orderId));
    const sequences = ours.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toHaveLength(AT_ONCE);
    expect(sequences.at(-1)! - sequences[0]!).toBe(AT_ONCE - 1);
    expect(new Set(ours.map((row) => row.number)).size).toBe(AT_ONCE);
    // The whole year: 1..N, each once, whatever else this file issued.
    const all = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, n) => n + 1));
    expect(await lastSequence()).toBe(all.length);
  }, 120_000);

  it('runs on across a financial year’s boundary, each year from 1', async () => {
    const sale = async () => {
      const order = await placedOrder(t, await shopperWithCart(t, 'Year End'));
      const row = await orderRow(t, order._id);
      return {
        orderId: row.id,
        orderCode: row.code,
        address: row.address,
        business: null,
        items: [{ description: 'NFC card', quantity: 1, unitPricePaise: 49_900 }],
      };
    };
    const issue = async (at: string) => {
      const made = await sale();
      return t.api.db.transaction((tx) => issueInvoice(tx, t.config.invoices, made, new Date(at)));
    };
    // 23:59:59 on 31 March 2040 in India is still 2039-40; a moment later is 2040-41.
    const last = await issue('2040-03-31T18:29:59.999Z');
    const first = await issue('2040-03-31T18:30:00.000Z');
    const late = await issue('2040-03-31T18:29:59.999Z');
    expect([last.number, first.number, late.number]).toEqual([
      'TF/39-40/000001',
      'TF/40-41/000001',
      'TF/39-40/000002',
    ]);
    expect([last.financialYear, first.financialYear]).toEqual([2039, 2040]);
  });
});

describe('a cancellation after payment', () => {
  it('issues one credit note in its own series, referring to the invoice, mailed and downloadable', async () => {
    const shopper = await shopperWithCart(t, 'Bank Payer');
    const order = await placedOrder(t, shopper);
    // Paid by a bank transfer that staff record: the other way money places an order.
    const marked = await t.call('POST', `/admin/order/${order._id}/paid`, {
      token: staff.token,
      body: { reference: 'UTR-INV-0001' },
    });
    expect(marked.statusCode).toBe(200);
    const invoice = await invoiceOf(shopper, order);

    const cancelled = await t.call('POST', `/admin/order/${order._id}/cancel`, {
      token: staff.token,
      body: { reason: 'Out of stock' },
    });
    expect(cancelled.statusCode).toBe(200);
    const issued = await invoiceRows(order._id);
    expect(issued.map((row) => row.kind).sort()).toEqual(['credit-note', 'invoice']);
    const note = issued.find((row) => row.kind === 'credit-note')!;
    expect(note.number).toMatch(new RegExp(`^TFCN/${year}/\\d{5}$`));
    expect(note.refersTo).toBe(issued.find((row) => row.kind === 'invoice')!.id);
    expect(note.document).toMatchObject({
      kind: 'credit-note',
      refersTo: { number: invoice.number, date: invoice.date },
      totals: invoice.totals,
      lines: invoice.lines,
    });
    const detail = (await get(`/order/user/${order._id}`, shopper.user)).json().result as Order;
    expect(detail.invoice).toEqual({
      number: invoice.number,
      date: invoice.date,
      creditNote: { number: note.number, date: note.issuedAt.toISOString() },
    });

    const pdf = await get(`/order/user/${order._id}/credit-note/pdf`, shopper.user);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${note.number.replace(/\//g, '-')}.pdf"`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(missing(text, ['Credit Note', note.number, 'Against Invoice', invoice.number])).toEqual(
      [],
    );

    const mails = await t.mails();
    const raw = mails.find((m) =>
      m.includes(`Subject: Your Tapfolio order ${order.code} is cancelled`),
    );
    const mail = await simpleParser(raw!);
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `${note.number.replace(/\//g, '-')}.pdf`,
    ]);
  });

  it('of an unpaid order issues none', async () => {
    const shopper = await shopperWithCart(t, 'Never Paid');
    const order = await placedOrder(t, shopper);
    const cancelled = await t.call('POST', `/admin/order/${order._id}/cancel`, {
      token: staff.token,
      body: { reason: 'Asked to' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await invoiceRows(order._id)).toEqual([]);
  });
});

describe('the books', () => {
  /** Every CSV section: its rows under its header, by the section's name row. */
  function sectionsOf(csv: string): Record<string, Record<string, string>[]> {
    const rows = parse(csv, { relax_column_count: true, skip_empty_lines: false }) as string[][];
    const sections: Record<string, Record<string, string>[]> = {};
    for (let at = 0; at < rows.length; at++) {
      const row = rows[at]!;
      if (row.length !== 1 || !['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'].includes(row[0]!))
        continue;
      const header = rows[at + 1]!;
      const body: Record<string, string>[] = [];
      for (at += 2; at < rows.length && rows[at]!.some((value) => value !== ''); at++) {
        body.push(Object.fromEntries(header.map((name, n) => [name, rows[at]![n] ?? ''])));
      }
      sections[row[0]!] = body;
    }
    return sections;
  }

  const paise = (value: string) => Math.round(Number(value) * 100);
  const sum = <T>(rows: T[], of: (row: T) => number) =>
    rows.reduce((total, row) => total + of(row), 0);

  let listed: StaffInvoiceRow[];
  beforeAll(async () => {
    // A business buyer's order cancelled after it was paid: a credit note to a GSTIN.
    const { order } = await paidOrder('Credit Business', {
      address: MUMBAI,
      businessPurchase: true,
      gstin: BUYER_GSTIN,
      legalName: '=Formula Traders',
    });
    await t.call('POST', `/admin/order/${order._id}/cancel`, {
      token: staff.token,
      body: { reason: 'Asked to' },
    });
    const res = await get(`/admin/invoices?from=${today()}&to=${today()}`, staff);
    expect(res.statusCode).toBe(200);
    listed = res.json().result.invoices;
  });

  it('lists a day’s invoices and credit notes for staff, oldest first', async () => {
    const stored = await t.api.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(
        and(
          gte(invoices.issuedAt, new Date(`${today()}T00:00:00+05:30`)),
          lt(invoices.issuedAt, new Date(Date.parse(`${today()}T00:00:00+05:30`) + DAY_MS)),
        ),
      );
    expect(listed.map((row) => row.number).sort()).toEqual(stored.map((row) => row.number).sort());
    expect(listed.map((row) => row.date)).toEqual(listed.map((row) => row.date).sort());
    const note = listed.find((row) => row.kind === 'credit-note' && row.buyerGstin)!;
    expect(note).toMatchObject({
      buyerName: '=Formula Traders',
      buyerGstin: BUYER_GSTIN,
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      refersTo: expect.stringMatching(/^TF\//),
    });
    expect(note.taxablePaise + note.igstPaise).toBe(note.totalPaise);
    // The year 2039-40's documents issued above are not in today's list.
    expect(listed.some((row) => row.number.includes('/39-40/'))).toBe(false);
  });

  it('refuses anyone but staff, and a range it cannot read', async () => {
    const plain = await registerUser(t, 'Plain Person');
    for (const path of [
      `/admin/invoices?from=${today()}&to=${today()}`,
      `/admin/invoices/gstr1?month=${thisMonth()}`,
    ]) {
      expect((await get(path, plain)).statusCode).toBe(403);
      expect((await get(path)).statusCode).toBe(401);
    }
    const refused = {
      'from=2026-05-01&to=2026-04-01': invoiceErrors.rangeBackwards,
      'from=2026-04-01&to=2027-04-02': invoiceErrors.rangeTooLong,
      'from=2026-02-30&to=2026-03-01': invoiceErrors.dayInvalid,
      'from=2026-04-01': invoiceErrors.dayInvalid,
      'from=2026-04-01&to=2026-04-02&page=2': 'Unknown field(s): page',
    };
    for (const [query, message] of Object.entries(refused)) {
      const res = await get(`/admin/invoices?${query}`, staff);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(message);
    }
    for (const month of ['2026-13', '2026-4', '', 'x'.repeat(5000)]) {
      const res = await get(`/admin/invoices/gstr1?month=${month}`, staff);
      expect(res.statusCode).toBe(400);
    }
    const year = await get('/admin/invoices?from=2026-04-01&to=2027-03-31', staff);
    expect(year.statusCode).toBe(200);
  });

  it('answers any query in the envelope, never a 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('2026-04-01', '2026-04', '9999-12-31', '0000-00-00', '%00', '[]'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('from', 'to', 'month', 'x', '__proto__'), value),
        fc.constantFrom('/admin/invoices', '/admin/invoices/gstr1'),
        async (query, path) => {
          const search = new URLSearchParams(query).toString();
          const res = await get(`${path}?${search}`, staff);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(apiEnvelopeProblem(res)).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('exports the month as GSTR-1 sections whose totals are the invoices’', async () => {
    const res = await get(`/admin/invoices/gstr1?month=${thisMonth()}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-${thisMonth()}.csv"`,
    );
    const { b2b, b2cs, cdnr, hsn } = sectionsOf(res.body);
    const month = (await get(`/admin/invoices?from=${thisMonth()}-01&to=${today()}`, staff)).json()
      .result.invoices as StaffInvoiceRow[];
    const signed = (row: StaffInvoiceRow, of: (row: StaffInvoiceRow) => number) =>
      row.kind === 'credit-note' ? -of(row) : of(row);
    const net = (rows: StaffInvoiceRow[], of: (row: StaffInvoiceRow) => number) =>
      sum(rows, (row) => signed(row, of));
    const business = month.filter((row) => row.buyerGstin);
    const consumers = month.filter((row) => !row.buyerGstin);

    expect(b2b!.map((row) => row['Invoice Number']).sort()).toEqual(
      business
        .filter((row) => row.kind === 'invoice')
        .map((row) => row.number)
        .sort(),
    );
    expect(sum(b2b!, (row) => paise(row['Taxable Value']!))).toBe(
      sum(
        business.filter((row) => row.kind === 'invoice'),
        (row) => row.taxablePaise,
      ),
    );
    expect(sum(b2b!, (row) => paise(row['Invoice Value']!))).toBe(
      sum(
        business.filter((row) => row.kind === 'invoice'),
        (row) => row.totalPaise,
      ),
    );
    expect(b2b!.every((row) => row['GSTIN/UIN of Recipient'] === BUYER_GSTIN)).toBe(true);
    expect(b2b![0]).toMatchObject({ 'Place Of Supply': '27-Maharashtra', Rate: '18.00' });
    // A name a spreadsheet would run as a formula is kept as text.
    expect(cdnr!.map((row) => row['Receiver Name'])).toEqual(["'=Formula Traders"]);
    expect(sum(cdnr!, (row) => paise(row['Taxable Value']!))).toBe(
      sum(
        business.filter((row) => row.kind === 'credit-note'),
        (row) => row.taxablePaise,
      ),
    );
    expect(sum(b2cs!, (row) => paise(row['Taxable Value']!))).toBe(
      net(consumers, (row) => row.taxablePaise),
    );
    expect(b2cs!.map((row) => row['Place Of Supply'])).toContain('29-Karnataka');
    expect(hsn).toHaveLength(1);
    expect(hsn![0]).toMatchObject({ HSN: '8523', UQC: 'NOS-NUMBERS', Rate: '18.00' });
    expect(paise(hsn![0]!['Taxable Value']!)).toBe(net(month, (row) => row.taxablePaise));
    expect(paise(hsn![0]!['Integrated Tax Amount']!)).toBe(net(month, (row) => row.igstPaise));
    expect(paise(hsn![0]!['Central Tax Amount']!)).toBe(net(month, (row) => row.cgstPaise));
    expect(paise(hsn![0]!['State/UT Tax Amount']!)).toBe(net(month, (row) => row.sgstPaise));
    expect(paise(hsn![0]!['Total Value']!)).toBe(net(month, (row) => row.totalPaise));
  });

  it('is written by npm run admin -- invoices <yyyy-mm>, as the back office downloads it', async () => {
    const handle: DatabaseHandle = {
      db: t.api.db,
      driver: 'pglite',
      ping: async () => {},
      close: async () => {},
    };
    const run = (...args: string[]) => runAdminCommand(args, t.config, handle);
    const csv = (await get(`/admin/invoices/gstr1?month=${thisMonth()}`, staff)).body;
    expect(await run('invoices', thisMonth())).toEqual({
      code: 0,
      message: csv.replace(/\r\n$/, ''),
    });
    expect(await run('invoices', '2026-13')).toEqual({
      code: 1,
      message: invoiceErrors.monthInvalid,
    });
    expect((await run('invoices')).code).toBe(2);
    const empty = await run('invoices', '2001-01');
    expect(sectionsOf(empty.message)).toEqual({
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: [],
    });
  });
});
