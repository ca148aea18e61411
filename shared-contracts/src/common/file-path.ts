import { API_BASE, paths } from './paths.js';

/**
 * Where an uploaded file is served on the app's origin: the API's file service, by key, at most
 * `width` wide when a width is asked for. The web app, the card's server render and the gateway's
 * link previews all build a file's address with this.
 */
export const filePath = (key: string, width?: number): string =>
  `${API_BASE}${paths.file}?key=${encodeURIComponent(key)}${width ? `&w=${width}` : ''}`;
