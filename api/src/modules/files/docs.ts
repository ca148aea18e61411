import { IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_BYTES } from 'shared-contracts';
import { documented } from '../../openapi/documented.js';

const MB = 1024 * 1024;
const upload = (what: string, maxBytes: number) =>
  documented({
    summary: `Upload ${what} (multipart/form-data, field \`image\`)`,
    description:
      `A JPEG or PNG of at most ${maxBytes / MB} MB, checked by its content, re-encoded and ` +
      'stripped of metadata. Use `result.key` in the portfolio or service.',
    tags: ['files'],
    auth: 'user',
    consumes: ['multipart/form-data'],
    responses: {
      201: 'Stored',
      413: 'Too large (bytes or pixels)',
      415: 'Not a form, or not a JPEG or PNG',
      429: 'Too many uploads',
      503: 'Too many images being decoded: try again shortly',
    },
  });

/** The OpenAPI documentation of the file routes. */
export const FILES_DOCS = {
  portfolioUpload: upload('a picture for your portfolio', IMAGE_MAX_BYTES),
  serviceUpload: upload("a service's picture", SERVICE_IMAGE_MAX_BYTES),
  file: documented({
    summary: 'An uploaded image, by key',
    description:
      'Public and immutable (cached for a year, with an ETag). With `w` (400 or 800): at most ' +
      'that wide, as WebP when `Accept` allows it.',
    tags: ['files'],
    responses: { 200: 'The image', 304: 'Your copy is current', 404: 'No such file' },
  }),
};
