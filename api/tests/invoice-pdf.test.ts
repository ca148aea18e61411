import { beforeAll, describe, expect, it } from '@rstest/core';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  composeCreditNote,
  composeInvoice,
  gstStateOf,
  invoiceAddress,
  type Invoice,
  type InvoiceDraft,
  type InvoiceItem,
} from 'shared-contracts';
import { SAMPLE_SELLER } from '../src/config.js';
import { renderInvoicePdf } from '../src/modules/invoices/render-invoice.js';

const read = (bytes: Uint8Array) =>
  getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;

/**
 * A page's text as PDF.js extracts it, its pieces joined with a space. The rupee sign comes from
 * another face (Noto's Latin Extended cut) than the digits after it, so it is a piece of its own.
 */
async function textOf(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/₹\s+/g, '₹');
}

function expectPrinted(text: string, printed: string[]): void {
  expect(printed.filter((value) => !text.includes(value))).toEqual([]);
}

async function allText(pdf: PDFDocumentProxy): Promise<string> {
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pages.push(await textOf(pdf, n));
  return pages.join('\n');
}

const REAL_SELLER = {
  legalName: 'Bharat Cards Private Limited',
  address: '12, MG Road, Fort, Mumbai, Maharashtra 400001',
  state: gstStateOf('Maharashtra')!,
  gstin: '27AAPFU0939F1ZV',
};

const address = (state: string, name = 'Anand Kumar') =>
  invoiceAddress({
    name,
    address1: 'Flat 4B, Lake View Apartments',
    address2: 'Residency Road',
    landmark: 'Near the stadium',
    district: 'Bangalore',
    pincode: '560025',
    state,
  })!;

const ITEMS: InvoiceItem[] = [
  {
    description: 'NFC card: Sunset Gradient',
    quantity: 2,
    unitPricePaise: 59_900,
    unitMrpPaise: 99_900,
  },
  { description: 'NFC card: Midnight', quantity: 1, unitPricePaise: 49_900 },
];

const draft = (fields: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  number: 'TF/26-27/000123',
  date: '2026-11-24T10:00:00.000Z',
  orderCode: 'TF-7K3Q9D',
  seller: SAMPLE_SELLER,
  sample: true,
  buyer: {
    name: 'Anand Kumar',
    gstin: null,
    billing: address('Karnataka'),
    delivery: address('Karnataka'),
  },
  items: ITEMS,
  hsn: '8523',
  rateBasisPoints: 1800,
  ...fields,
});

describe('renderInvoicePdf', () => {
  describe("a buyer in the seller's state, on the sample seller", () => {
    let invoice: Invoice;
    let bytes: Uint8Array;
    let text: string;
    beforeAll(async () => {
      invoice = composeInvoice(draft());
      bytes = await renderInvoicePdf(invoice);
      text = await allText(await read(bytes));
    });

    it('is one A4 page', async () => {
      const pdf = await read(bytes);
      expect(pdf.numPages).toBe(1);
      const [x0, y0, x1, y1] = (await pdf.getPage(1)).view as number[];
      expect([Math.round(x1! - x0!), Math.round(y1! - y0!)]).toEqual([595, 842]);
    });

    it('says across the top that the sample seller issues no tax invoice', () => {
      expect(text).toContain('SAMPLE SELLER: NOT A TAX INVOICE');
      expect(text.indexOf('SAMPLE SELLER')).toBeLessThan(text.indexOf('Tax Invoice'));
    });

    it('carries the number, date, seller and its GSTIN, and the HSN', () => {
      // The numbers as computed, so the check below is against the invoice, not the layout.
      expect(invoice.totals).toMatchObject({
        taxablePaise: 143_813,
        cgstPaise: 12_944,
        sgstPaise: 12_943,
        totalPaise: 169_700,
      });
      expectPrinted(text, [
        'Tax Invoice',
        'TF/26-27/000123',
        '24/11/2026',
        'TF-7K3Q9D',
        'Tapfolio Technologies Pvt. Ltd.',
        `GSTIN: ${SAMPLE_SELLER.gstin}`,
        'State: Karnataka, Code: 29',
        '8523',
        'Nos',
      ]);
    });

    it("shows each line's value, discount, taxable value, CGST and SGST, and the totals", () => {
      expectPrinted(text, [
        '1,998.00', // 2 x MRP 999
        '800.00', // discount
        '1,015.25', // taxable value of 1,198
        '91.38', // CGST, the odd paisa
        '91.37', // SGST
        '422.88',
        '38.06',
        '@ 9%',
        '₹1,438.13',
        'CGST @ 9%',
        '₹129.44',
        'SGST @ 9%',
        '₹129.43',
        '₹1,697.00',
      ]);
      expect(text).not.toContain('IGST');
    });

    it('says the amount in words, the place of supply, reverse charge and who signs', () => {
      expect(text).toContain('Rupees One Thousand Six Hundred Ninety-Seven only');
      expect(text).toContain('Karnataka (29)');
      expect(text).toContain('Whether tax is payable on reverse charge: No');
      expect(text).toContain('For Tapfolio Technologies Pvt. Ltd.');
      expect(text).toContain('Authorised Signatory');
      expect(text).toContain('Page 1 of 1');
    });

    it('embeds every font, as a subset', async () => {
      const saved = await PDFDocument.load(bytes);
      const names = new Set<string>();
      for (const page of saved.getPages()) {
        const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
        for (const ref of fonts.values()) {
          const font = saved.context.lookup(ref as PDFRef, PDFDict);
          const descendant = font
            .lookup(PDFName.of('DescendantFonts'), PDFArray)
            .lookup(0, PDFDict);
          const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
          expect(descriptor.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
          names.add(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText());
        }
      }
      expect([...names].every((name) => /^[A-Z]{6}\+/.test(name))).toBe(true);
      // Noto Sans's Latin and Latin Extended cuts (the rupee sign) share their names.
      const faces = new Set([...names].map((name) => name.replace(/^[A-Z]{6}\+/, '')));
      expect([...faces].sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    });

    it("is the same bytes every time: its dates are the invoice's", async () => {
      expect(Buffer.from(await renderInvoicePdf(invoice)).equals(Buffer.from(bytes))).toBe(true);
      const saved = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(saved.getCreationDate()?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
      expect(saved.getTitle()).toBe('Tax Invoice TF/26-27/000123');
    });
  });

  describe('a business buyer in another state, on the real seller', () => {
    let text: string;
    beforeAll(async () => {
      const invoice = composeInvoice(
        draft({
          seller: REAL_SELLER,
          sample: false,
          buyer: {
            name: 'Nandi Designs LLP',
            gstin: '29AAGCB7383J1Z4',
            billing: address('Karnataka'),
            delivery: address('Karnataka', 'प्रिया शर्मा'),
          },
        }),
      );
      text = await allText(await read(await renderInvoicePdf(invoice)));
    });

    it('has no sample warning, and both GSTINs', () => {
      expect(text).not.toMatch(/sample/i);
      expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
      expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
      expect(text).toContain('Nandi Designs LLP');
      expect(text).toContain('Anand Kumar');
      expect(text).toContain('प्रिया शर्मा');
    });

    it('is taxed IGST at 18%, the place of supply the delivery state', () => {
      expect(text).toContain('Karnataka (29)');
      expect(text).toContain('State: Maharashtra, Code: 27');
      expect(text).toContain('IGST @ 18%');
      expect(text).toContain('182.75');
      expect(text).toContain('76.12');
      expect(text).toContain('₹258.87');
      expect(text).toContain('₹1,697.00');
      expect(text).not.toContain('CGST');
      expect(text).not.toContain('SGST');
    });
  });

  it('prints a credit note under its own number, naming its invoice', async () => {
    const invoice = composeInvoice(draft({ seller: REAL_SELLER, sample: false }));
    const note = composeCreditNote(invoice, {
      number: 'TFCN/26-27/00001',
      date: '2026-11-25T09:00:00.000Z',
    });
    const text = await allText(await read(await renderInvoicePdf(note)));
    expectPrinted(text, [
      'Credit Note',
      'TFCN/26-27/00001',
      '25/11/2026',
      'Against Invoice',
      'TF/26-27/000123',
      '24/11/2026',
      'Credit note total',
      '₹1,697.00',
    ]);
    expect(text).not.toContain('Tax Invoice');
  });

  it('runs onto more pages, the warning and the page count on each, the totals at the end', async () => {
    const items = Array.from({ length: 45 }, (_, i) => ({
      description: `NFC card ${i + 1}: a design whose name is long enough to wrap`,
      quantity: 1,
      unitPricePaise: 49_900,
    }));
    const pdf = await read(await renderInvoicePdf(composeInvoice(draft({ items }))));
    expect(pdf.numPages).toBeGreaterThan(1);
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await textOf(pdf, n);
      expect(page).toContain('SAMPLE SELLER: NOT A TAX INVOICE');
      expect(page).toContain(`Page ${n} of ${pdf.numPages}`);
      expect(page).toContain('Taxable');
    }
    const last = await textOf(pdf, pdf.numPages);
    expect(last).toContain('₹22,455.00');
    expect(last).toContain('Authorised Signatory');
    const all = await allText(pdf);
    for (let i = 1; i <= 45; i++) expect(all).toContain(`NFC card ${i}:`);
  });

  it('still issues an invoice whose name is in a script no font has, marked "?"', async () => {
    const bengali = 'অনিতা';
    const invoice = composeInvoice(
      draft({
        buyer: {
          name: bengali,
          gstin: null,
          billing: address('West Bengal', bengali),
          delivery: address('West Bengal', bengali),
        },
      }),
    );
    const text = await allText(await read(await renderInvoicePdf(invoice)));
    expect(text).toContain('TF/26-27/000123');
    expect(text).toContain('?????');
    expect(text).toContain('West Bengal (19)');
  });
});
