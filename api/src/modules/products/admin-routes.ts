import type { FastifyPluginAsync } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  isId,
  paths,
  productCategorySchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  shopErrors,
  validationMessages,
} from 'shared-contracts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { readImagePart, requireMultipart } from '../files/public.js';
import {
  archiveProduct,
  createCategory,
  createProduct,
  storeProductImage,
  updateCategory,
  updateProduct,
} from './catalogue.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { listAdminCategories, listAdminProducts } from './listing.js';
import { toAdminCategory } from './mappers.js';
import type { ReadCache } from './read-cache.js';
import type { Schema } from 'yup';
import { documented } from '../../openapi/documented.js';

/** A product or category is a few KB at most; anything far bigger is refused unread (413). */
const BODY_LIMIT = 32 * 1024;

/** PATCH /admin/product-category/{id}: the create schema with every field optional. */
const categoryUpdateSchema = productCategorySchema.partial();

function idOf(params: { id: string }): string {
  if (!isId(params.id)) throw badRequest(shopErrors.idInvalid);
  return params.id;
}

const found = <T>(value: T | null, message: string): T => {
  if (value === null) throw notFound(message);
  return value;
};

const admin = (
  summary: string,
  responses: Record<number, string>,
  more: { body?: Schema; querystring?: Schema; params?: Record<string, string> } = {},
) => documented({ summary, tags: ['admin', 'products'], auth: 'admin', responses, ...more });
/** Writes read small JSON bodies: their limit goes with their documentation. */
const small = <T extends object>(options: T) => ({ bodyLimit: BODY_LIMIT, ...options });
const ID = { id: 'The product or category' };
const DOCS = {
  products: admin(
    'Every product, archived ones too',
    { 200: 'A page of products' },
    {
      querystring: productListQuerySchema,
    },
  ),
  createProduct: small(admin('Add a product', { 201: 'Added' }, { body: productCreateSchema })),
  updateProduct: small(
    admin(
      'Change a product',
      { 200: 'Changed', 404: 'No such product' },
      {
        body: productUpdateSchema,
        params: ID,
      },
    ),
  ),
  archiveProduct: admin(
    'Archive a product',
    { 200: 'Archived', 404: 'No such product' },
    {
      params: ID,
    },
  ),
  upload: documented({
    summary: 'Upload a product image (multipart/form-data, field `image`)',
    tags: ['admin', 'products'],
    auth: 'admin',
    consumes: ['multipart/form-data'],
    responses: { 201: 'Stored: use `result.key` in a product', 413: 'Too large' },
  }),
  categories: admin('Every category, archived ones too', { 200: '`results`: the categories' }),
  createCategory: small(admin('Add a category', { 201: 'Added' }, { body: productCategorySchema })),
  updateCategory: small(
    admin(
      'Change a category',
      { 200: 'Changed', 404: 'No such category' },
      {
        body: categoryUpdateSchema,
        params: ID,
      },
    ),
  ),
  archiveCategory: admin(
    'Archive a category',
    { 200: 'Archived', 404: 'No such category' },
    {
      params: ID,
    },
  ),
};

/** Managing the catalogue: every route here is for admins only (401 signed out, 403 others). */
const adminRoutes: FastifyPluginAsync<{ cache: ReadCache }> = async (app, { cache }) => {
  // Before the body is read: a non-admin's upload or oversized body is never parsed.
  // Before the answer leaves: whoever made a change sees it in the catalogue at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) cache.clear();
    return payload;
  });

  app.get(paths.adminProducts, DOCS.products, async (request) => {
    const query = await parseQuery(productListQuerySchema, request.query);
    return { success: true, ...(await listAdminProducts(app.db, query)) };
  });

  app.post(paths.adminProducts, DOCS.createProduct, async (request, reply) => {
    const body = await parseBody(productCreateSchema, request.body);
    // One transaction: its images stay locked (safe from the uploads' collector) until it commits.
    const created = await app.db.transaction((tx) => createProduct(tx, body));
    return reply.status(201).send(ok(created));
  });

  app.patch<{ Params: { id: string } }>(paths.adminProduct, DOCS.updateProduct, async (request) => {
    const id = idOf(request.params);
    const body = await parseBody(productUpdateSchema, request.body);
    return ok(found(await updateProduct(app.db, id, body), shopErrors.productNotFound));
  });

  app.delete<{ Params: { id: string } }>(
    paths.adminProduct,
    DOCS.archiveProduct,
    async (request) => {
      const id = idOf(request.params);
      return ok(found(await archiveProduct(app.db, id), shopErrors.productNotFound));
    },
  );

  app.post(
    paths.adminProductUpload,
    { onRequest: requireMultipart, ...DOCS.upload },
    async (request, reply) => {
      const { data, filename } = await readImagePart(request, IMAGE_MAX_BYTES);
      return reply.status(201).send(ok(await storeProductImage(app, data, filename)));
    },
  );

  app.get(paths.adminCategories, DOCS.categories, async () => ({
    success: true,
    results: (await listAdminCategories(app.db)).map(toAdminCategory),
  }));

  app.post(paths.adminCategories, DOCS.createCategory, async (request, reply) => {
    const body = await parseBody(productCategorySchema, request.body);
    return reply.status(201).send(ok(await createCategory(app.db, body.name, body)));
  });

  app.patch<{ Params: { id: string } }>(
    paths.adminCategory,
    DOCS.updateCategory,
    async (request) => {
      const id = idOf(request.params);
      const body = await parseBody(categoryUpdateSchema, request.body);
      if (body.name === undefined && body.archived === undefined) {
        throw new HttpError(400, validationMessages.atLeastOneField, 'VALIDATION_ERROR');
      }
      return ok(found(await updateCategory(app.db, id, body), shopErrors.categoryNotFound));
    },
  );

  app.delete<{ Params: { id: string } }>(
    paths.adminCategory,
    DOCS.archiveCategory,
    async (request) => {
      const id = idOf(request.params);
      return ok(
        found(await updateCategory(app.db, id, { archived: true }), shopErrors.categoryNotFound),
      );
    },
  );
};

export default adminRoutes;
