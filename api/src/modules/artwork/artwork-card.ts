/** One NFC card to print, as the back office's routes gather it. */
export interface ArtworkCard {
  /** The order's code, e.g. "TF-7K3Q9D", printed small in the back's bottom-left corner. */
  orderCode: string;
  /** The card's code (12 characters), printed small in the back's bottom-right corner. */
  code: string;
  /** What the chip and the QR code hold: `${PUBLIC_URL}/c/${code}`. */
  url: string;
  /** The design's name (the PDF's subject). */
  productName: string;
  /** The product's pictures (JPEG or PNG bytes); null draws a plain background. */
  design: { front: Uint8Array | null; back: Uint8Array | null };
  /** The buyer's name as chosen, in any script the fonts cover (Latin, Devanagari, Tamil, mixed). */
  name: string;
  designation: string;
  /** JPEG or PNG bytes, shown as a circle; null leaves the name the whole width. */
  photo: Uint8Array | null;
  /** JPEG or PNG bytes, top left on a white chip. */
  logo: Uint8Array | null;
}
