import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { portfolioErrors, serverErrors } from 'shared-contracts';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { imageTooLarge } from './image.js';

const FIELD = 'image';

const notMultipart = () =>
  new HttpError(
    415,
    'Send the image as multipart/form-data, in the field "image"',
    'UNSUPPORTED_MEDIA_TYPE',
  );
const unreadableUpload = () => new HttpError(400, serverErrors.uploadUnreadable, 'BAD_MULTIPART');

/** An onRequest hook: a body that is not a form is refused before a byte of it is read. */
export async function requireMultipart(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*(;|$)/i.test(type)) throw notMultipart();
}

/**
 * The `image` part's bytes, at most `maxBytes`: a larger file is never held in memory whole. Every
 * upload route reads its image through this, so they all refuse the same things the same way.
 */
export async function readImagePart(request: FastifyRequest, maxBytes: number) {
  let part: MultipartFile | undefined;
  let data: Buffer;
  try {
    // One byte over the limit is all it takes to know a file is too large.
    part = await request.file({
      limits: { files: 1, fileSize: Math.floor(maxBytes) + 1, fields: 10, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
    if (!part || part.fieldname !== FIELD) {
      part?.file.resume();
      throw badRequest(portfolioErrors.uploadMissing);
    }
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw imageTooLarge(maxBytes);
    // busboy's own errors (no boundary, a part cut short) carry no status: the client's fault.
    if (!status || status < 500) throw unreadableUpload();
    throw error;
  }
  if (part.file.truncated || data.length > maxBytes) throw imageTooLarge(maxBytes);
  // A form sent without choosing a file still has the part, with no name and no bytes.
  if (data.length === 0) throw badRequest(portfolioErrors.uploadMissing);
  return { data, filename: part.filename };
}
