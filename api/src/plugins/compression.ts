import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * What is worth compressing: JSON and text (lists of products, orders, contacts; CSV and vCard
 * downloads). Pictures, PDFs, ZIPs and passes are compressed already.
 */
export const COMPRESSED_TYPES = /^(?:application\/(?:[\w.+-]+\+)?json|text\/)/;

/**
 * Answers compressed for a client that accepts it (brotli, else gzip), at the plugin's levels for
 * answers made per request (brotli 4, a few milliseconds): a phone on mobile data waited for
 * Explore's product list uncompressed. Under a kilobyte an answer is sent as it is. Request bodies
 * are never decompressed: each route's body limit is about the bytes it is sent, and the webhook's
 * signature is over them.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSED_TYPES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
