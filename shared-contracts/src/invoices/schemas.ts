import { boolean, object, type InferType } from 'yup';
import { TEXT_MAX_LENGTH } from '../common/constants.js';
import { text } from '../common/fields.js';
import { gstinProblem, normaliseGstin } from './gstin.js';
import { invoiceErrors as e } from './messages.js';

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
