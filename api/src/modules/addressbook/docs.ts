import { ADDRESS_TYPES, addressBookEntrySchema } from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import type { JsonSchema } from '../../openapi/yup-json-schema.js';
import { BOOLEAN, STRING, arrayOf, objectOf, oneOfValues } from '../../openapi/shapes.js';

/** A delivery address: as an entry and as an order keeps it. */
export const ADDRESS: Record<string, JsonSchema> = {
  name: STRING,
  mobile: { type: 'string', description: '+91 followed by the 10 digits' },
  address1: STRING,
  address2: STRING,
  landmark: STRING,
  pincode: STRING,
  district: STRING,
  state: STRING,
  country: STRING,
  type: oneOfValues(ADDRESS_TYPES),
};
/** `AddressBookEntry`. */
const ENTRY = objectOf({ _id: STRING, ...ADDRESS, default: BOOLEAN });

export const ADDRESS_BOOK_DOCS = {
  list: documented({
    operationId: 'listAddresses',
    summary: 'The saved addresses',
    tags: ['address book'],
    auth: 'user',
    responses: { 200: envelope('The entries', arrayOf(ENTRY)) },
  }),
  create: documented({
    operationId: 'createAddress',
    summary: 'Save an address',
    description: 'District, state and country come from the pincode.',
    tags: ['address book'],
    auth: 'user',
    body: addressBookEntrySchema,
    responses: { 201: envelope('Saved', ENTRY) },
  }),
  update: documented({
    operationId: 'updateAddress',
    summary: 'Change a saved address',
    tags: ['address book'],
    auth: 'user',
    body: addressBookEntrySchema,
    params: { id: 'The entry' },
    responses: { 200: envelope('Saved', ENTRY), 404: 'No such entry of yours' },
  }),
};
