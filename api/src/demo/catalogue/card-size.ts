/** A card is ID-1 size, 85.6 x 54 mm with 3.18 mm corners: drawn at 10 units a millimetre. */
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;
export const CARD_RADIUS = 32;
