import { boolean, object, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { TEXT_MAX_LENGTH } from '../common/constants.js';
import { text } from '../common/fields.js';
import { gstinProblem, normaliseGstin } from './gstin.js';
import { INVOICE_RANGE_MAX_DAYS, invoiceErrors as e } from './messages.js';

/**
 * A GSTIN as typed, normalised (no spaces, upper case) as it is cast, with the precise reason it
 * is refused. Empty passes: a form makes it required where it is (`.required(...)`).
 */
export const gstinSchema = text()
  .transform((value: unknown) => (typeof value === 'string' ? normaliseGstin(value) : value))
  .test('gstin', function (value) {
    if (!value) return true;
    const problem = gstinProblem(value);
    return problem === null || this.createError({ message: e.gstin[problem] });
  });

/**
 * The rules of "Business purchase" at checkout, for a form or a request to spread in. Ticked,
 * the GSTIN and the legal name are both required; unticked, whatever the hidden fields still hold
 * is dropped, neither judged nor sent on.
 */
export const businessPurchaseRules = {
  businessPurchase: boolean().typeError(e.notABoolean).default(false),
  gstin: gstinSchema.when('businessPurchase', {
    is: true,
    then: (schema) => schema.required(e.gstinRequired),
    otherwise: () => text().strip(),
  }),
  legalName: text().when('businessPurchase', {
    is: true,
    then: (schema) =>
      schema
        .transform((value: unknown) =>
          typeof value === 'string' ? value.replace(/\s+/g, ' ').normalize('NFC') : value,
        )
        .required(e.legalNameRequired)
        .max(TEXT_MAX_LENGTH, e.legalNameTooLong),
    otherwise: () => text().strip(),
  }),
};

export const businessPurchaseSchema = object(businessPurchaseRules);
export type BusinessPurchaseForm = InferType<typeof businessPurchaseSchema>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight of a real calendar day written YYYY-MM-DD (not 2026-02-30), else NaN. */
export function calendarDayTime(value: string): number {
  const match = DAY.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? time
    : Number.NaN;
}

const day = () =>
  text()
    .required(e.dayInvalid)
    .test('day', e.dayInvalid, (value) => !Number.isNaN(calendarDayTime(value ?? '')));

/**
 * GET /admin/invoices: from one day to another in India, both included, at most a year apart,
 * so one request never reads the whole of the books.
 */
export const staffInvoicesQuerySchema = object({
  from: day(),
  to: day()
    .test('order', e.rangeBackwards, function (value) {
      const from = calendarDayTime(String(this.parent.from ?? ''));
      const to = calendarDayTime(value ?? '');
      return Number.isNaN(from) || Number.isNaN(to) || from <= to;
    })
    .test('span', e.rangeTooLong, function (value) {
      const from = calendarDayTime(String(this.parent.from ?? ''));
      const to = calendarDayTime(value ?? '');
      return (
        Number.isNaN(from) || Number.isNaN(to) || (to - from) / DAY_MS < INVOICE_RANGE_MAX_DAYS
      );
    }),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type StaffInvoicesQuery = InferType<typeof staffInvoicesQuerySchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /admin/invoices/gstr1 and `npm run admin -- invoices`: a month, YYYY-MM. */
export const gstr1QuerySchema = object({
  month: text().required(e.monthInvalid).matches(MONTH, e.monthInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type Gstr1Query = InferType<typeof gstr1QuerySchema>;
