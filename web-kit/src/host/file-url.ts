import { API_BASE, paths } from 'shared-contracts';

/** Where an uploaded image is served: the API's file service, by key. */
export const fileUrl = (key: string | null | undefined) =>
  key ? `${API_BASE}${paths.file}?key=${encodeURIComponent(key)}` : null;
