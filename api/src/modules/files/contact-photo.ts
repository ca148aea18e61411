import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage/storage.js';
import { createVariants } from './variants.js';

/**
 * A contact's photo on a phone is a circle of at most about 120 points (360 px on a 3x screen),
 * and the whole file travels in the vCard as base64: 240 px keeps it near 10 KB and sharp in the
 * contact list and call screen.
 */
export const CONTACT_PHOTO_WIDTH = 240;

/**
 * The profile picture as the small JPEG a vCard carries, made once and kept beside the original
 * like the card's sizes. A photo that cannot be read or made now (missing, the image work busy)
 * is left out rather than failing Save Contact.
 */
export function createContactPhotos(storage: Storage, log: FastifyBaseLogger) {
  const variants = createVariants(storage, log);
  return async (key: string): Promise<Buffer | null> => {
    try {
      return await variants.get(key, CONTACT_PHOTO_WIDTH, 'jpeg');
    } catch (error) {
      log.warn({ err: error, key }, 'a vCard went without its photo');
      return null;
    }
  };
}
