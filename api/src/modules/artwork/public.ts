// What other domains may use of the artwork renderer (the back office's print routes), and its
// text setting (the faces, HarfBuzz shaping, the embedded subset fonts) for other PDFs: invoices.
export type { ArtworkCard } from './artwork-card.js';
export { ARTWORK_PAGE_MM, ArtworkError, renderArtwork } from './render-artwork.js';
export { UnprintableTextError } from './text-runs.js';
export { loadFonts, type Fonts, type Weight } from './fonts.js';
export { fitLine, placeLine, type Align, type Line, type TextInk } from './ink.js';
export { PdfFonts } from './pdf-fonts.js';
export { shapeText, type ShapedText } from './shape-text.js';
