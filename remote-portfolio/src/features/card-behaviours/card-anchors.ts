/**
 * The ids the card's links point at, the same in the app's card and the server-rendered one (whose
 * script must not pull in React): the share sheet, the Share link's target when the page runs no
 * script, and the actions row closing a layer returns to.
 */
export const SHARE_SHEET_ID = 'share';
export const CARD_ACTIONS_ID = 'card-actions';
/** The full-screen QR code, opened from the share sheet (the link's target without script). */
export const QR_SCREEN_ID = 'qr';
/**
 * Contact exchange (issue 13): the visitor's form, and the two answers the API's redirect lands on
 * after a post without script. The API writes the same ids into its Location header.
 */
export const DETAILS_SHEET_ID = 'share-details';
export const DETAILS_SENT_ID = 'details-sent';
export const DETAILS_INVALID_ID = 'details-invalid';
