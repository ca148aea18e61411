import {
  CARD_ACTIONS_ID,
  DETAILS_INVALID_ID,
  DETAILS_SENT_ID,
  DETAILS_SHEET_ID,
} from './card-anchors';

/**
 * "Share your details" (issue 13): a sheet holding a real form post to the API, opened as the
 * URL's target with or without script, and the two answers the API's redirect lands on after a
 * post without script. With script the form posts JSON and answers in place (enhance/details-form,
 * used by the app's card and the server-rendered one alike). It must stay tiny: no React, no yup
 * (the API's validation is the check), and its texts come from the form's data attributes.
 */

/** The layers opened as the URL's target: the form, and the no-script post's two answers. */
export const DETAILS_LAYERS = [DETAILS_SHEET_ID, DETAILS_SENT_ID, DETAILS_INVALID_ID];

/** The details layer a URL's hash opens, if any. */
export const detailsLayerOf = (hash: string): string | undefined =>
  DETAILS_LAYERS.find((id) => hash === `#${id}`);

/** Where a closed layer leaves the URL: the card's actions row, as the layers' Close links do. */
export const LAYER_CLOSED_HASH = `#${CARD_ACTIONS_ID}`;

/** Marks the form's parts; the card's markup carries them (share-details.tsx). */
export const DETAILS_FORM = 'data-details-form';
export const DETAILS_ERROR = 'data-details-error';
export const DETAILS_STATUS = 'data-details-status';
export const DETAILS_THANKS = 'data-details-thanks';

/** The optional text fields, sent only when filled (the API's `.exact()` schema knows them all). */
const OPTIONAL_FIELDS = ['phoneNumber', 'email', 'company', 'note', 'website'];

/**
 * The JSON the API takes from the form: the name as typed, consent as a boolean, and each optional
 * field trimmed, left out when empty. `valueOf` reads a field by name (undefined: not in the form).
 */
export function detailsBody(
  valueOf: (field: string) => string | undefined,
  consent: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = { name: valueOf('name') ?? '', consent };
  for (const field of OPTIONAL_FIELDS) {
    const value = valueOf(field)?.trim();
    if (value) body[field] = value;
  }
  return body;
}

/**
 * The API's message for each field it refused: the `fields` of its error envelope on a 400. Any
 * other refusal (too many tries, a server or network error) names no field: the form says it
 * failed and stays as typed.
 */
export function refusedFields(status: number, envelope: unknown): Record<string, unknown> {
  const fields = status === 400 && (envelope as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {};
}
