import type { FastifyRequest } from 'fastify';
import { imageTooLarge } from './image.js';

/**
 * Room for what a form carries beside the image's bytes: the boundaries, each part's headers and
 * the few small fields multipart's limits allow (app.ts). A browser's form for one image needs
 * about 300 bytes.
 */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * An onRequest hook: a form whose declared length is past any image it may carry is refused
 * before a byte of it is read. Without a Content-Length (chunked), readImagePart stops keeping the
 * image's bytes one past the limit and answers the same 413.
 */
export const limitUploadBody = (maxBytes: number) => async (request: FastifyRequest) => {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw imageTooLarge(maxBytes);
  }
};
