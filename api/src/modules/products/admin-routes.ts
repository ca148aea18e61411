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
  type AdminProduct,
  type AuditAction,
} from 'shared-contracts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { actorOf } from '../../plugins/admin.js';
import { recordAudit, type Actor } from '../audit/public.js';
import { readImagePart, requireMultipart } from '../files/public.js';
import {
  archiveProduct,
  createCategory,
  createProduct,
  storeProductImage,
  updateCategory,
  updateProduct,
} from './catalogue.js';
import type { Queryable } from '../../db/client.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { findAdminProduct, listAdminCategories, listAdminProducts } from './listing.js';
import { toAdminCategory } from './mappers.js';
import type { ReadCache } from './read-cache.js';
import type { Schema } from 'yup';
import { envelope, json } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { UPLOADED_FILE } from '../files/docs.js';
import { ADMIN_CATEGORY, ADMIN_PRODUCT, categoryList, productPage } from './docs.js';

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
  operationId: string,
  summary: string,
  responses: Parameters<typeof documented>[0]['responses'],
  more: { body?: Schema; querystring?: Schema; params?: Record<string, string> } = {},
) =>
  documented({
    operationId,
    summary,
    tags: ['admin', 'products'],
    auth: 'admin',
    responses,
    ...more,
  });
/** Writes read small JSON bodies: their limit goes with their documentation. */
const small = <T extends object>(options: T) => ({ bodyLimit: BODY_LIMIT, ...options });
const ID = { id: 'The product or category' };
const NAME_TAKEN = 'Another category has this name (in any case)';
const DOCS = {
  products: admin(
    'listAdminProducts',
    'Every product, archived ones too',
    { 200: json('A page of products', productPage(ADMIN_PRODUCT)) },
    {
      querystring: productListQuerySchema,
    },
  ),
  product: admin(
    'getAdminProduct',
    'One product, archived or not',
    { 200: envelope('The product, as the list gives it', ADMIN_PRODUCT), 404: 'No such product' },
    { params: ID },
  ),
  createProduct: small(
    admin(
      'createProduct',
      'Add a product',
      { 201: envelope('Added', ADMIN_PRODUCT) },
      { body: productCreateSchema },
    ),
  ),
  updateProduct: small(
    admin(
      'updateProduct',
      'Change a product',
      { 200: envelope('Changed', ADMIN_PRODUCT), 404: 'No such product' },
      {
        body: productUpdateSchema,
        params: ID,
      },
    ),
  ),
  archiveProduct: admin(
    'archiveProduct',
    'Archive a product',
    { 200: envelope('Archived', ADMIN_PRODUCT), 404: 'No such product' },
    {
      params: ID,
    },
  ),
  upload: documented({
    operationId: 'uploadProductImage',
    summary: 'Upload a product image (multipart/form-data, field `image`)',
    tags: ['admin', 'products'],
    auth: 'admin',
    files: { image: 'A JPEG or PNG image' },
    responses: {
      201: envelope('Stored: use `result.key` in a product', UPLOADED_FILE),
      400: 'The form cannot be read, or has no `image`',
      413: 'Too large (bytes or pixels)',
      415: 'Not a form, or not a JPEG or PNG',
      503: 'Too many images being decoded: try again shortly (`Retry-After`)',
    },
  }),
  categories: admin('listAdminCategories', 'Every category, archived ones too', {
    200: json('`results`: the categories', categoryList(ADMIN_CATEGORY)),
  }),
  createCategory: small(
    admin(
      'createCategory',
      'Add a category',
      { 201: envelope('Added', ADMIN_CATEGORY), 409: NAME_TAKEN },
      { body: productCategorySchema },
    ),
  ),
  updateCategory: small(
    admin(
      'updateCategory',
      'Change a category',
      { 200: envelope('Changed', ADMIN_CATEGORY), 404: 'No such category', 409: NAME_TAKEN },
      {
        body: categoryUpdateSchema,
        params: ID,
      },
    ),
  ),
  archiveCategory: admin(
    'archiveCategory',
    'Archive a category',
    { 200: envelope('Archived', ADMIN_CATEGORY), 404: 'No such category' },
    {
      params: ID,
    },
  ),
};

/** What the audit log keeps of a product: what staff change, not its counters. */
const productState = (product: AdminProduct) => ({
  name: product.name,
  categoryId: product.category?._id ?? null,
  description: product.description,
  actualPrice: product.actualPrice,
  salePrice: product.salePrice,
  images: product.productImages.map((image) => image.key),
  archived: product.archived,
});

/** A product's change as the audit log names it: archived, restored, or edited. */
const productAction = (before: AdminProduct, after: AdminProduct): AuditAction =>
  before.archived === after.archived
    ? 'product.edited'
    : after.archived
      ? 'product.archived'
      : 'product.restored';

const auditProduct = (actor: Actor) => (tx: Queryable, before: AdminProduct, after: AdminProduct) =>
  recordAudit(tx, actor, {
    action: productAction(before, after),
    subject: `product ${after.name}`,
    subjectId: after._id,
    before: productState(before),
    after: productState(after),
  });

/** Managing the catalogue: staff and admins only (401 signed out, 403 others). */
const adminRoutes: FastifyPluginAsync<{ cache: ReadCache }> = async (app, { cache }) => {
  // Before the body is read: a non-admin's upload or oversized body is never parsed.
  // Before the answer leaves: whoever made a change sees it in the catalogue at once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) cache.clear();
    return payload;
  });

  /** A category renamed, archived or restored, with its audit entry in the same transaction. */
  const changeCategory = (
    actor: Actor,
    id: string,
    changes: Parameters<typeof updateCategory>[2],
  ) =>
    app.db.transaction(async (tx) => {
      const before = (await listAdminCategories(tx)).find((row) => row.id === id);
      const after = await updateCategory(tx, id, changes);
      if (before && after) {
        await recordAudit(tx, actor, {
          action: after.archived && !before.archived ? 'category.archived' : 'category.edited',
          subject: `category ${after.name}`,
          subjectId: after._id,
          before: { name: before.name, archived: before.archived },
          after: { name: after.name, archived: after.archived },
        });
      }
      return after;
    });

  app.get(paths.adminProducts, DOCS.products, async (request) => {
    const query = await parseQuery(productListQuerySchema, request.query);
    return { success: true, ...(await listAdminProducts(app.db, query)) };
  });

  app.get<{ Params: { id: string } }>(paths.adminProduct, DOCS.product, async (request) =>
    ok(found(await findAdminProduct(app.db, idOf(request.params)), shopErrors.productNotFound)),
  );

  app.post(paths.adminProducts, DOCS.createProduct, async (request, reply) => {
    const body = await parseBody(productCreateSchema, request.body);
    // One transaction: its images stay locked (safe from the uploads' collector) until it commits.
    const created = await app.db.transaction(async (tx) => {
      const product = await createProduct(tx, body);
      await recordAudit(tx, actorOf(request), {
        action: 'product.created',
        subject: `product ${product.name}`,
        subjectId: product._id,
        after: productState(product),
      });
      return product;
    });
    return reply.status(201).send(ok(created));
  });

  app.patch<{ Params: { id: string } }>(paths.adminProduct, DOCS.updateProduct, async (request) => {
    const id = idOf(request.params);
    const body = await parseBody(productUpdateSchema, request.body);
    const updated = await updateProduct(app.db, id, body, auditProduct(actorOf(request)));
    return ok(found(updated, shopErrors.productNotFound));
  });

  app.delete<{ Params: { id: string } }>(
    paths.adminProduct,
    DOCS.archiveProduct,
    async (request) => {
      const id = idOf(request.params);
      const archived = await archiveProduct(app.db, id, auditProduct(actorOf(request)));
      return ok(found(archived, shopErrors.productNotFound));
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
    const created = await app.db.transaction(async (tx) => {
      const category = await createCategory(tx, body.name, body);
      await recordAudit(tx, actorOf(request), {
        action: 'category.created',
        subject: `category ${category.name}`,
        subjectId: category._id,
        after: { name: category.name, archived: category.archived },
      });
      return category;
    });
    return reply.status(201).send(ok(created));
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
      return ok(
        found(await changeCategory(actorOf(request), id, body), shopErrors.categoryNotFound),
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    paths.adminCategory,
    DOCS.archiveCategory,
    async (request) => {
      const id = idOf(request.params);
      return ok(
        found(
          await changeCategory(actorOf(request), id, { archived: true }),
          shopErrors.categoryNotFound,
        ),
      );
    },
  );
};

export default adminRoutes;
