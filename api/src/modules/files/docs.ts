import { IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_BYTES } from 'shared-contracts';
import { empty, envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { INTEGER, STRING, objectOf, oneOfValues } from '../../openapi/shapes.js';
import { VARIANT_WIDTHS } from './variants.js';

/** `UploadedFile`: the stored image, re-encoded. */
export const UPLOADED_FILE = objectOf({
  key: STRING,
  name: STRING,
  contentType: oneOfValues(['image/jpeg', 'image/png']),
  size: INTEGER,
  width: INTEGER,
  height: INTEGER,
});

const MB = 1024 * 1024;
export const IMAGE_FIELD = 'A JPEG or PNG image';

const upload = (operationId: string, what: string, maxBytes: number) =>
  documented({
    operationId,
    summary: `Upload ${what} (multipart/form-data, field \`image\`)`,
    description:
      `A JPEG or PNG of at most ${maxBytes / MB} MB, checked by its content, re-encoded and ` +
      'stripped of metadata. Use `result.key` in the portfolio or service.',
    tags: ['files'],
    auth: 'user',
    files: { image: IMAGE_FIELD },
    responses: {
      201: envelope('Stored', UPLOADED_FILE),
      400: 'The form cannot be read, or has no `image`',
      409: 'Your uploads have used up your storage',
      413: 'Too large (bytes or pixels)',
      415: 'Not a form, or not a JPEG or PNG',
      429: 'Too many uploads: wait and try again (`Retry-After`)',
      503: 'Too many images being decoded: try again shortly (`Retry-After`)',
    },
  });

/** The OpenAPI documentation of the file routes. */
export const FILES_DOCS = {
  portfolioUpload: upload('uploadPortfolioImage', 'a picture for your portfolio', IMAGE_MAX_BYTES),
  serviceUpload: upload('uploadServiceImage', "a service's picture", SERVICE_IMAGE_MAX_BYTES),
  file: documented({
    operationId: 'getFile',
    summary: 'An uploaded image, by key',
    description:
      'Public and immutable (cached for a year, with an ETag). With `w` (400, 800 or 1600): at most ' +
      'that wide, as WebP when `Accept` allows it.',
    tags: ['files'],
    querystring: objectOf(
      {
        key: { type: 'string', description: 'The key an upload answered' },
        w: { enum: [...VARIANT_WIDTHS], description: 'The widest the image may be' },
      },
      ['w'],
    ),
    responses: {
      200: media('The image', ['image/jpeg', 'image/png', 'image/webp']),
      304: empty('Your copy is current'),
      400: 'Not a file key, or not a width this serves',
      404: 'No such file',
      503: 'Too many images being decoded: try again shortly (`Retry-After`)',
    },
  }),
};
