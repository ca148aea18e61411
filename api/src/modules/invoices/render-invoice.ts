import { PDFDocument, rgb } from 'pdf-lib';
import {
  detailDate,
  formatRate,
  invoiceTexts as t,
  type GstState,
  type Invoice,
  type InvoiceAddress,
  type InvoiceLine,
  type InvoiceTax,
  type InvoiceTotals,
} from 'shared-contracts';
import { loadFonts, type Align } from '../artwork/public.js';
import {
  A4,
  CONTENT_WIDTH,
  INK,
  MARGIN,
  MUTED,
  RULE,
  SHADE,
  Sheet,
  WHITE,
  type TextStyle,
} from './sheet.js';

const SAMPLE_RED = rgb(0.72, 0.11, 0.11);
const RIGHT = MARGIN + CONTENT_WIDTH;
const GUTTER = 20;
const HALF = (CONTENT_WIDTH - GUTTER) / 2;

const BODY: TextStyle = { size: 8.5 };
const LABEL: TextStyle = { size: 7.5, weight: 'bold', color: MUTED };
const BOLD_BODY: TextStyle = { ...BODY, weight: 'bold' };
const NAME: TextStyle = { size: 9.5, weight: 'bold' };
const CELL: TextStyle = { size: 8 };
const CELL_NOTE: TextStyle = { size: 6.5, color: MUTED };
const lineHeight = (style: TextStyle) => style.size * 1.35;

const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** "1,01,525.40": Indian grouping, the table's figures. */
const amount = (paise: number) => grouped.format(paise / 100);
const rupees = (paise: number) => `₹${amount(paise)}`;
const stateLine = (state: GstState) => t.state(state.name, state.code);

/**
 * A tax invoice or credit note as an A4 PDF: the seller, number and date, the buyer's billing and
 * delivery addresses with their states' names and codes, place of supply and reverse charge, one
 * row a line (HSN, quantity and unit, value, discount, taxable value, each tax's rate and amount),
 * the totals, the amount in words and the authorised signatory's line. Fonts are embedded (subsets
 * of Noto, so a buyer's name in Devanagari or Tamil prints as typed). The same invoice always
 * gives the same bytes: the document's dates are the invoice's.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const sheet = new Sheet(doc, fonts);
  const title = invoice.kind === 'credit-note' ? t.creditNote : t.taxInvoice;

  newPage(sheet, invoice);
  drawHeading(sheet, invoice, title);
  drawParties(sheet, invoice);
  drawLines(sheet, invoice);
  drawSummary(sheet, invoice);
  drawSignatory(sheet, invoice);
  drawPageNumbers(sheet, invoice);
  sheet.finish();

  const issued = new Date(invoice.date);
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setAuthor(invoice.seller.legalName);
  if (invoice.orderCode) doc.setSubject(`${t.orderCode} ${invoice.orderCode}`);
  doc.setCreator('Tapfolio');
  doc.setProducer('Tapfolio (pdf-lib, HarfBuzz)');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  return doc.save();
}

/** A page, with the sample seller's warning across its top. */
function newPage(sheet: Sheet, invoice: Invoice): void {
  sheet.addPage();
  if (!invoice.sample) return;
  const height = 24;
  sheet.box(MARGIN, sheet.y - height, CONTENT_WIDTH, height, SAMPLE_RED);
  sheet.text(t.sampleSeller.toUpperCase(), {
    x: A4.width / 2,
    y: sheet.y - 16,
    size: 11,
    weight: 'bold',
    color: WHITE,
    align: 'center',
  });
  sheet.y -= height + 16;
}

/** Room for `height` more points on this page, or a new page. Returns whether one was added. */
function ensure(sheet: Sheet, invoice: Invoice, height: number): boolean {
  if (sheet.y - height >= MARGIN + 14) return false;
  newPage(sheet, invoice);
  return true;
}

function drawHeading(sheet: Sheet, invoice: Invoice, title: string): void {
  const top = sheet.y;
  sheet.text(title, { x: MARGIN, y: top - 20, size: 20, weight: 'bold' });
  sheet.text(invoice.seller.legalName, {
    x: MARGIN,
    y: top - 36,
    size: 9,
    color: MUTED,
    maxWidth: HALF,
  });

  const credit = invoice.kind === 'credit-note';
  const rows: [string, string][] = [
    [credit ? t.creditNoteNumber : t.invoiceNumber, invoice.number],
    [credit ? t.creditNoteDate : t.invoiceDate, detailDate(invoice.date)],
  ];
  if (invoice.refersTo) {
    rows.push([t.againstInvoice, invoice.refersTo.number]);
    rows.push([t.invoiceDate, detailDate(invoice.refersTo.date)]);
  }
  if (invoice.orderCode) rows.push([t.orderCode, invoice.orderCode]);
  const labelX = RIGHT - 190;
  const valueX = RIGHT - 100;
  let y = top - 8;
  for (const [label, value] of rows) {
    sheet.text(label, { x: labelX, y, ...LABEL, size: 8 });
    sheet.text(value, { x: valueX, y, size: 9, weight: 'bold', maxWidth: 100 });
    y -= 13;
  }
  sheet.y = Math.min(top - 44, y - 4);
  sheet.rule(sheet.y, { color: INK, thickness: 1.2 });
  sheet.y -= 18;
}

interface BlockLine {
  value: string;
  style: TextStyle;
}

/** A titled block of wrapped lines at `x`, from the pen down; returns the baseline after it. */
function drawBlock(sheet: Sheet, x: number, width: number, label: string, lines: BlockLine[]) {
  let y = sheet.y;
  sheet.text(label.toUpperCase(), { x, y, ...LABEL, maxWidth: width });
  y -= lineHeight(LABEL) + 3;
  for (const { value, style } of lines) {
    for (const wrapped of sheet.wrap(value, width, style)) {
      sheet.text(wrapped, { x, y, ...style, maxWidth: width });
      y -= lineHeight(style);
    }
  }
  return y;
}

/** A party: its name, GSTIN, the person it is for when that is someone else, address, state. */
function addressLines(
  name: string,
  { lines, state, name: person }: InvoiceAddress,
  gstin?: string | null,
): BlockLine[] {
  return [
    { value: name, style: NAME },
    ...(gstin ? [{ value: `${t.gstin}: ${gstin}`, style: BOLD_BODY }] : []),
    ...(person && person !== name ? [{ value: person, style: BODY }] : []),
    ...lines.map((value) => ({ value, style: BODY })),
    { value: stateLine(state), style: BODY },
  ];
}

function drawParties(sheet: Sheet, invoice: Invoice): void {
  const { seller, buyer } = invoice;
  const sellerEnd = drawBlock(sheet, MARGIN, HALF, t.seller, [
    { value: seller.legalName, style: NAME },
    { value: seller.address, style: BODY },
    { value: `${t.gstin}: ${seller.gstin}`, style: BOLD_BODY },
    { value: stateLine(seller.state), style: BODY },
  ]);
  const supplyEnd = drawBlock(sheet, MARGIN + HALF + GUTTER, HALF, t.placeOfSupply, [
    { value: `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`, style: NAME },
    // The type admits no reverse charge: Tapfolio's sales never are.
    { value: `${t.reverseCharge}: ${t.no}`, style: BODY },
  ]);
  sheet.y = Math.min(sellerEnd, supplyEnd) - 10;

  const billingEnd = drawBlock(
    sheet,
    MARGIN,
    HALF,
    t.billTo,
    addressLines(buyer.name, buyer.billing, buyer.gstin),
  );
  const deliveryEnd = drawBlock(
    sheet,
    MARGIN + HALF + GUTTER,
    HALF,
    t.shipTo,
    addressLines(buyer.delivery.name, buyer.delivery),
  );
  sheet.y = Math.min(billingEnd, deliveryEnd) - 8;
}

interface Column {
  header: string;
  width: number;
  align: Align;
  /** Broken into lines to fit; other cells (figures, codes) are set smaller instead. */
  wraps?: boolean;
  cell(line: InvoiceLine, index: number): BlockLine[];
  /** The totals row's cell; blank when absent. */
  total?(totals: InvoiceTotals): string;
}

const figure = (paise: number): BlockLine[] => [{ value: amount(paise), style: CELL }];
const BOLD_CELL: TextStyle = { ...CELL, weight: 'bold' };

const TAX_KEYS = { CGST: 'cgst', SGST: 'sgst', IGST: 'igst' } as const;

function taxCell(kind: InvoiceTax['kind']) {
  return (line: InvoiceLine): BlockLine[] => {
    const tax = line.taxes.find((each) => each.kind === kind);
    if (!tax) return [{ value: '-', style: CELL }];
    return [
      { value: amount(tax.amountPaise), style: CELL },
      { value: `@ ${formatRate(tax.rateBasisPoints)}`, style: CELL_NOTE },
    ];
  };
}

/** The lines table's columns: CGST and SGST, or IGST, as the invoice's lines are taxed. */
function columnsOf(invoice: Invoice): Column[] {
  const kinds = new Set(invoice.lines.flatMap((line) => line.taxes.map((tax) => tax.kind)));
  const taxes = (['CGST', 'SGST', 'IGST'] as const).filter((kind) => kinds.has(kind));
  const c = t.columns;
  const fixed: Column[] = [
    { header: c.hsn, width: 38, align: 'left', cell: (l) => [{ value: l.hsn, style: CELL }] },
    {
      header: c.quantity,
      width: 26,
      align: 'right',
      cell: (l) => [{ value: String(l.quantity), style: CELL }],
      total: (sum) => String(sum.quantity),
    },
    { header: c.unit, width: 26, align: 'left', cell: (l) => [{ value: l.unit, style: CELL }] },
    {
      header: c.value,
      width: 50,
      align: 'right',
      cell: (l) => figure(l.valuePaise),
      total: (sum) => amount(sum.valuePaise),
    },
    {
      header: c.discount,
      width: 46,
      align: 'right',
      cell: (l) => figure(l.discountPaise),
      total: (sum) => amount(sum.discountPaise),
    },
    {
      header: c.taxable,
      width: 52,
      align: 'right',
      cell: (l) => figure(l.taxablePaise),
      total: (sum) => amount(sum.taxablePaise),
    },
    ...taxes.map((kind): Column => ({
      header: c[TAX_KEYS[kind]],
      width: 46,
      align: 'right',
      cell: taxCell(kind),
      total: (sum) => amount(sum[`${TAX_KEYS[kind]}Paise`]),
    })),
    {
      header: c.total,
      width: 54,
      align: 'right',
      cell: (l) => [{ value: amount(l.totalPaise), style: BOLD_CELL }],
      total: (sum) => amount(sum.totalPaise),
    },
  ];
  const number: Column = {
    header: c.number,
    width: 20,
    align: 'left',
    cell: (_, i) => [{ value: String(i + 1), style: CELL }],
  };
  const used = [number, ...fixed].reduce((sum, col) => sum + col.width, 0);
  const description: Column = {
    header: c.description,
    width: CONTENT_WIDTH - used,
    align: 'left',
    wraps: true,
    cell: (l) => [{ value: l.description, style: CELL }],
    total: () => t.total,
  };
  return [number, description, ...fixed];
}

const PAD = 4;

/** Each cell's lines wrapped to its column, and the row's height. */
function layoutRow(sheet: Sheet, columns: Column[], cells: BlockLine[][], heading = false) {
  const wrapped = cells.map((lines, i) =>
    lines.flatMap((line) => {
      const width = columns[i]!.width - 2 * PAD;
      if (!columns[i]!.wraps && !heading) return [line];
      return sheet.wrap(line.value, width, line.style).map((value) => ({ ...line, value }));
    }),
  );
  const height =
    Math.max(...wrapped.map((lines) => lines.reduce((h, l) => h + lineHeight(l.style), 0))) +
    2 * PAD;
  return { wrapped, height };
}

function drawRow(
  sheet: Sheet,
  columns: Column[],
  { wrapped, height }: ReturnType<typeof layoutRow>,
  shade?: boolean,
): void {
  const top = sheet.y;
  if (shade) sheet.box(MARGIN, top - height, CONTENT_WIDTH, height, SHADE);
  let x = MARGIN;
  columns.forEach((column, i) => {
    let y = top - PAD - (wrapped[i]![0]?.style.size ?? 0);
    for (const line of wrapped[i]!) {
      const inner = column.width - 2 * PAD;
      sheet.text(line.value, {
        x: column.align === 'right' ? x + column.width - PAD : x + PAD,
        y,
        ...line.style,
        align: column.align,
        maxWidth: inner,
      });
      y -= lineHeight(line.style);
    }
    x += column.width;
  });
  sheet.y = top - height;
}

function drawLines(sheet: Sheet, invoice: Invoice): void {
  const columns = columnsOf(invoice);
  const header = layoutRow(
    sheet,
    columns,
    columns.map((column) => [{ value: column.header, style: { ...LABEL, color: INK } }]),
    true,
  );
  const drawHeader = () => {
    drawRow(sheet, columns, header, true);
    sheet.rule(sheet.y, { color: INK, thickness: 0.8 });
  };
  drawHeader();
  invoice.lines.forEach((line, index) => {
    const row = layoutRow(
      sheet,
      columns,
      columns.map((column) => column.cell(line, index)),
    );
    if (ensure(sheet, invoice, row.height)) drawHeader();
    drawRow(sheet, columns, row);
    sheet.rule(sheet.y);
  });

  const row = layoutRow(
    sheet,
    columns,
    columns.map((column) => [{ value: column.total?.(invoice.totals) ?? '', style: BOLD_CELL }]),
  );
  if (ensure(sheet, invoice, row.height)) drawHeader();
  drawRow(sheet, columns, row, true);
  sheet.rule(sheet.y, { color: INK, thickness: 0.8 });
  sheet.y -= 22;
}

const SUMMARY_WIDTH = 210;

/** The sums by tax and the total (right), the total in words (left). */
function drawSummary(sheet: Sheet, invoice: Invoice): void {
  const { totals } = invoice;
  const rows: [string, number][] = [[t.totalTaxable, totals.taxablePaise]];
  for (const tax of ['CGST', 'SGST', 'IGST'] as const) {
    const paise = totals[`${TAX_KEYS[tax]}Paise`];
    const rate = invoice.lines.flatMap((l) => l.taxes).find((each) => each.kind === tax);
    if (rate) rows.push([`${tax} @ ${formatRate(rate.rateBasisPoints)}`, paise]);
  }
  const wordsWidth = CONTENT_WIDTH - SUMMARY_WIDTH - GUTTER;
  const words = sheet.wrap(invoice.amountInWords, wordsWidth, { size: 9, weight: 'bold' });
  const height = Math.max(rows.length * 15 + 34, words.length * 12 + 40);
  ensure(sheet, invoice, height);

  const top = sheet.y;
  const left = RIGHT - SUMMARY_WIDTH;
  let y = top;
  for (const [label, paise] of rows) {
    sheet.text(label, { x: left, y, ...BODY, color: MUTED });
    sheet.text(rupees(paise), { x: RIGHT, y, ...BODY, align: 'right', maxWidth: 110 });
    y -= 15;
  }
  sheet.rule(y + 9, { x: left, width: SUMMARY_WIDTH, color: INK, thickness: 0.8 });
  y -= 6;
  const credit = invoice.kind === 'credit-note';
  sheet.text(credit ? t.creditTotal : t.grandTotal, { x: left, y, size: 10.5, weight: 'bold' });
  sheet.text(rupees(totals.totalPaise), {
    x: RIGHT,
    y,
    size: 11,
    weight: 'bold',
    align: 'right',
    maxWidth: 120,
  });
  const summaryEnd = y - 16;

  let wy = top;
  sheet.text(t.amountInWords.toUpperCase(), { x: MARGIN, y: wy, ...LABEL });
  wy -= lineHeight(LABEL) + 3;
  for (const line of words) {
    sheet.text(line, { x: MARGIN, y: wy, size: 9, weight: 'bold', maxWidth: wordsWidth });
    wy -= 12;
  }
  wy -= 2;
  sheet.text(t.pricesInclusive, { x: MARGIN, y: wy, ...BODY, color: MUTED });
  sheet.y = Math.min(summaryEnd, wy - 12);
}

function drawSignatory(sheet: Sheet, invoice: Invoice): void {
  const width = 200;
  const left = RIGHT - width;
  const forSeller = sheet.wrap(t.forSeller(invoice.seller.legalName), width, NAME);
  ensure(sheet, invoice, forSeller.length * 13 + 70);
  let y = sheet.y - 10;
  for (const line of forSeller) {
    sheet.text(line, { x: RIGHT, y, ...NAME, align: 'right', maxWidth: width });
    y -= 13;
  }
  y -= 34;
  sheet.rule(y, { x: left + 40, width: width - 40, color: INK, thickness: 0.6 });
  sheet.text(t.authorisedSignatory, { x: RIGHT, y: y - 11, ...BODY, align: 'right' });
  sheet.y = y - 24;
}

/** Each page's foot: the document's number and "Page n of m", drawn once the count is known. */
function drawPageNumbers(sheet: Sheet, invoice: Invoice): void {
  const pages = sheet.doc.getPages();
  pages.forEach((page, i) => {
    sheet.page = page;
    const y = MARGIN - 16;
    sheet.rule(y + 10, { color: RULE });
    sheet.text(invoice.number, { x: MARGIN, y, size: 7, color: MUTED });
    sheet.text(t.page(i + 1, pages.length), {
      x: RIGHT,
      y,
      size: 7,
      color: MUTED,
      align: 'right',
    });
  });
}
