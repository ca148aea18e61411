import fp from 'fastify-plugin';

/**
 * Every JSON body the API takes fits in 64 KiB; Fastify's default is 1 MiB. The largest is
 * PATCH /portfolio with every section at its schemas' longest: 26 KB from a client that escapes
 * every non-ASCII character (\uXXXX, six bytes each) with every link 400 characters long
 * (tests/body-limits.test.ts saves that one). Links have no length bound of their own: the rest is
 * their room. Routes with a smaller need set their own `bodyLimit`.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The API's own JSON parser, with the API's limit: a body over it answers 413 in the error
 * envelope (plugins/errors.ts), with or without a Content-Length, before it is held whole. Routes
 * that set their own `bodyLimit`, and parsers with their own (the Razorpay webhook's raw body),
 * keep theirs. Uploads are bounded by modules/files (the image rules), not here.
 */
export default fp(
  async (app) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      json,
    );
  },
  { name: 'body-limits' },
);
