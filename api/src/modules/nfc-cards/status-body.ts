import { object, string, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE, nfcCardErrors } from 'shared-contracts';

/** The two states an owner moves a card between; 'inactive' (a closed account's) is not theirs. */
export const OWNER_STATUSES = ['active', 'lost'] as const;

/** PATCH /user/nfc-cards/{code}. */
export const nfcCardStatusSchema = object({
  // Strict: `true` or `1` is no status, not a string to cast.
  status: string<(typeof OWNER_STATUSES)[number]>()
    .strict()
    .required(nfcCardErrors.statusInvalid)
    .typeError(nfcCardErrors.statusInvalid)
    .oneOf(OWNER_STATUSES, nfcCardErrors.statusInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);

export type NfcCardStatusBody = InferType<typeof nfcCardStatusSchema>;
