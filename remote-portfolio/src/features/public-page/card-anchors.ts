/**
 * The ids the card's links point at, shared with card-enhance (which must not pull in React):
 * the share sheet, the Share link's target when the page runs no script, and the actions row
 * closing the sheet returns to.
 */
export const SHARE_SHEET_ID = 'share';
export const CARD_ACTIONS_ID = 'card-actions';
/** The full-screen QR code, opened from the share sheet (the link's target without script). */
export const QR_SCREEN_ID = 'qr';
