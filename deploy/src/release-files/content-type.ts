import send from '@fastify/send';

/**
 * The Content-Type of a release file, as the gateway sends it from the releases folder
 * (@fastify/static's own table, `; charset=utf-8` on text): the same bytes get the same header
 * from a bucket behind a CDN. A `.gz`/`.br` sibling is stored with its original file's type.
 */
export function contentTypeOf(path: string): string {
  const type = send.mime.getType(path) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
