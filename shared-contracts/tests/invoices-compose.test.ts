import { describe, expect, it } from '@rstest/core';
import {
  composeCreditNote,
  composeInvoice,
  invoiceAddress,
  type InvoiceDraft,
} from '../src/invoices/compose.js';
import { gstStateOf } from '../src/invoices/states.js';
import type { InvoiceSeller } from '../src/invoices/types.js';

const SELLER: InvoiceSeller = {
  legalName: 'Tapfolio Technologies Pvt. Ltd.',
  address: '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025, India',
  state: gstStateOf('Karnataka')!,
  gstin: '29AAGCB7383J1Z4',
};

const ORDER_ADDRESS = {
  name: 'Anand Kumar',
  address1: 'Flat 4B, Lake View Apartments',
  address2: 'Baner Road',
  landmark: '',
  district: 'Pune',
  pincode: '411045',
  state: 'Maharashtra',
};

describe('invoiceAddress', () => {
  it('prints an order address with its state name and GST code', () => {
    expect(invoiceAddress(ORDER_ADDRESS)).toEqual({
      name: 'Anand Kumar',
      lines: ['Flat 4B, Lake View Apartments', 'Baner Road', 'Pune - 411045'],
      state: { code: '27', name: 'Maharashtra' },
    });
    expect(invoiceAddress({ ...ORDER_ADDRESS, state: 'Pondicherry' })?.state).toEqual({
      code: '34',
      name: 'Puducherry',
    });
  });

  it('is null for a state GST does not know: there would be no place of supply', () => {
    expect(invoiceAddress({ ...ORDER_ADDRESS, state: '' })).toBeNull();
    expect(invoiceAddress({ ...ORDER_ADDRESS, state: 'Nowhere' })).toBeNull();
  });
});

describe('composeInvoice and composeCreditNote', () => {
  const delivery = (state: string) => invoiceAddress({ ...ORDER_ADDRESS, state })!;
  const draft = (state: string, gstin: string | null = null): InvoiceDraft => ({
    number: 'TF/26-27/000123',
    date: '2026-11-24T10:00:00.000Z',
    orderCode: 'TF-7K3Q9D',
    seller: SELLER,
    sample: false,
    buyer: { name: 'Anand Kumar', gstin, billing: delivery(state), delivery: delivery(state) },
    items: [
      {
        description: 'NFC card: Sunset',
        quantity: 2,
        unitPricePaise: 59_900,
        unitMrpPaise: 99_900,
      },
    ],
    hsn: '8523',
    rateBasisPoints: 1800,
  });

  it("taxes a delivery in the seller's state as CGST and SGST", () => {
    const invoice = composeInvoice(draft('Karnataka'));
    expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(invoice.lines[0]!.taxes.map((t) => t.kind)).toEqual(['CGST', 'SGST']);
    expect(invoice.totals).toMatchObject({
      taxablePaise: 101_525,
      cgstPaise: 9138,
      sgstPaise: 9137,
      igstPaise: 0,
      totalPaise: 119_800,
    });
    expect(invoice.amountInWords).toBe('Rupees One Thousand One Hundred Ninety-Eight only');
    expect(invoice).toMatchObject({ kind: 'invoice', refersTo: null, reverseCharge: false });
  });

  it("taxes a delivery to another state as IGST, whatever state the buyer's GSTIN is in", () => {
    const invoice = composeInvoice(draft('Maharashtra', '29AAGCB7383J1Z4'));
    expect(invoice.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(invoice.lines[0]!.taxes).toEqual([
      { kind: 'IGST', rateBasisPoints: 1800, amountPaise: 18_275 },
    ]);
    expect(invoice.buyer.gstin).toBe('29AAGCB7383J1Z4');
  });

  it('makes a credit note of the whole invoice that names it', () => {
    const invoice = composeInvoice(draft('Maharashtra'));
    const note = composeCreditNote(invoice, {
      number: 'TFCN/26-27/00001',
      date: '2026-11-25T09:00:00.000Z',
    });
    expect(note).toEqual({
      ...invoice,
      kind: 'credit-note',
      number: 'TFCN/26-27/00001',
      date: '2026-11-25T09:00:00.000Z',
      refersTo: { number: 'TF/26-27/000123', date: '2026-11-24T10:00:00.000Z' },
    });
  });
});
