import type { FastifyPluginAsync } from 'fastify';
import {
  COUNTRY_NAME,
  addressBookEntrySchema,
  authToasts,
  paths,
  type AddressBookEntryRequest,
} from 'shared-contracts';
import { notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { ADDRESS_BOOK_DOCS as DOCS } from './docs.js';
import { createAddressBookRepository, type AddressFields } from './repository.js';

const ADDRESS_NOT_FOUND = 'Address not found';

const addressBookRoutes: FastifyPluginAsync = async (app) => {
  const repo = createAddressBookRepository(app.db);

  /** District, state and country come from the pincode, whatever the client sent for them. */
  const addressFields = async (body: unknown): Promise<AddressFields> => {
    const entry: AddressBookEntryRequest = await parseBody(addressBookEntrySchema, body);
    const place = await app.pincodes.requirePlace(entry.pincode, 'pincode');
    // The id in the body is only an echo: the URL names the entry.
    return {
      name: entry.name,
      mobile: entry.mobile,
      address1: entry.address1,
      address2: entry.address2,
      landmark: entry.landmark,
      pincode: entry.pincode,
      type: entry.type,
      default: entry.default,
      ...place,
      country: COUNTRY_NAME,
    };
  };

  app.get(paths.addressBook, DOCS.list, async (request) => ok(await repo.list(request.userId)));

  app.post(paths.addressBook, DOCS.create, async (request, reply) => {
    const entry = await repo.create(request.userId, await addressFields(request.body));
    return reply.status(201).send(ok(entry, authToasts.addressUpdated));
  });

  app.patch<{ Params: { id: string } }>(paths.addressBookEntry, DOCS.update, async (request) => {
    const { id } = request.params;
    // Someone else's entry answers exactly like one that does not exist.
    if (!isUuid(id)) throw notFound(ADDRESS_NOT_FOUND);
    const entry = await repo.update(request.userId, id, await addressFields(request.body));
    if (!entry) throw notFound(ADDRESS_NOT_FOUND);
    return ok(entry, authToasts.addressUpdated);
  });
};

export default addressBookRoutes;
