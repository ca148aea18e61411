// What other domains may use of the artwork renderer (the back office's print routes).
export type { ArtworkCard } from './artwork-card.js';
export { ARTWORK_PAGE_MM, ArtworkError, renderArtwork } from './render-artwork.js';
export { UnprintableTextError } from './text-runs.js';
