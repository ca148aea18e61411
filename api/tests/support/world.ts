import { QUEUE_STATUSES, type FileRef } from 'shared-contracts';
import type { TestApp } from '../helpers/app.js';
import { add } from '../helpers/cart.js';
import { addCategory, addProduct, addProductImage, makeAdmin } from '../helpers/catalogue.js';
import { placedOrder, shopperWithCart } from '../helpers/orders.js';
import { verifyEmailOf } from '../helpers/mailed-links.js';
import { uploaded, SERVICE_UPLOAD } from '../helpers/uploads.js';
import type { TestUser } from '../helpers/users.js';
import { addressBody } from './valid-bodies.js';

/** Every kind of id a person owns, one real one each: what the ownership matrix swaps around. */
export interface OwnIds {
  user: string;
  portfolio: string;
  service: string;
  address: string;
  cartItem: string;
  order: string;
  /** A key of this person's own upload. */
  file: string;
  /** A contact a visitor of this person's card sent them. */
  lead: string;
  /** An invitation to the organisation this person owns, not yet accepted. */
  invitation: string;
  /** An outgoing webhook, to a name that resolves nowhere (nothing is ever delivered). */
  webhook: string;
  /** A personal API token's id (the token itself is not kept: the tests use the session). */
  apiToken: string;
}

export interface Resident {
  user: TestUser;
  ids: OwnIds;
  /** The file a service shows, as a body names it. */
  image: FileRef;
}

/** Catalogue ids: public to read, an admin's to change. */
export interface CatalogueIds {
  product: string;
  archivedProduct: string;
  category: string;
  productImage: string;
}

export interface World {
  alice: Resident;
  bob: Resident;
  admin: TestUser;
  catalogue: CatalogueIds;
}

const result = async (res: { statusCode: number; body: string; json(): unknown }, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: Record<string, unknown> }).result;
};

/**
 * A person with a card, one service, one saved address, an order, a line in the cart, and an
 * organisation of their own with one invitation out.
 */
export async function resident(t: TestApp, name: string): Promise<Resident> {
  const shopper = await shopperWithCart(t, name);
  const { user, portfolioId } = shopper;
  const order = await placedOrder(t, shopper);
  const product = await addProduct(t, { name: `${name}'s next card` });
  const line = await result(await add(t, user, product.id), 'cart add');
  const upload = await uploaded(t, user.token, {}, SERVICE_UPLOAD);
  const image = { key: upload.key, name: upload.name };
  const service = await result(
    await t.call('POST', `/portfolio-service/${portfolioId}`, {
      token: user.token,
      body: { heading: 'Logo design', description: 'Logos that last.', image },
    }),
    'service',
  );
  const address = await result(
    await t.call('POST', '/addressbook', { token: user.token, body: addressBody() }),
    'address',
  );
  await result(
    await t.call('POST', `/portfolio/${user.id}/leads`, {
      body: { name: 'Kiran Shah', email: 'kiran@example.com', consent: true },
    }),
    'lead',
  );
  const leads = await t.call('GET', '/portfolio/leads', { token: user.token });
  const lead = (leads.json() as { result: { _id: string }[] }).result[0]!;
  const invitation = await ownOrganisation(t, user, name);
  const webhook = await result(
    await t.call('POST', '/portfolio/webhooks', {
      token: user.token,
      body: { url: `https://hooks.tapfolio.test/${user.id}` },
    }),
    'webhook',
  );
  const apiToken = await result(
    await t.call('POST', '/user/api-tokens', {
      token: user.token,
      body: { name: 'Sheets sync', scopes: ['contacts:read'] },
    }),
    'API token',
  );
  return {
    user,
    image,
    ids: {
      user: user.id,
      portfolio: portfolioId,
      service: String(service._id),
      address: String(address._id),
      cartItem: String(line._id),
      order: order._id,
      file: upload.key,
      lead: lead._id,
      invitation,
      webhook: String(webhook._id),
      apiToken: String(apiToken._id),
    },
  };
}

/** Makes `user` (verified for it) the owner of an organisation; answers its invitation's id. */
async function ownOrganisation(t: TestApp, user: TestUser, name: string): Promise<string> {
  await verifyEmailOf(t, user);
  await result(
    await t.call('POST', '/organisation', { token: user.token, body: { name: `${name} Studio` } }),
    'organisation',
  );
  const pending = { name: 'Pat Pending', email: `pending-${user.id}@example.com` };
  await result(
    await t.call('POST', '/organisation/invitations', {
      token: user.token,
      body: { people: [pending] },
    }),
    'invitation',
  );
  const listed = await t.call('GET', '/organisation/invitations', { token: user.token });
  return (listed.json() as { result: { _id: string }[] }).result[0]!._id;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const alice = await resident(t, 'Alice Rao');
  const bob = await resident(t, 'Bob Menon');
  const admin = await makeAdmin(t);
  const category = await addCategory(t);
  const product = await addProduct(t, { name: 'Catalogue card', categoryId: category._id });
  const archived = await addProduct(t, { name: 'Old card', archived: true });
  const image = await addProductImage(t);
  return {
    alice,
    bob,
    admin,
    catalogue: {
      product: product.id,
      archivedProduct: archived.id,
      category: category._id,
      productImage: image.key,
    },
  };
}

/** Everything a person can read of their own, as they read it: compared before and after. */
export async function snapshot(t: TestApp, who: Resident) {
  const token = who.user.token;
  const read = async (path: string) => {
    const res = await t.call('GET', path, { token });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return {
    profile: await read('/user/profile'),
    portfolio: await read('/portfolio'),
    addresses: await read('/addressbook'),
    cart: await read('/cart/user'),
    orders: await read('/order/user'),
    leads: await read('/portfolio/leads'),
    nfcCards: await read('/user/nfc-cards'),
    organisation: await read('/organisation'),
    members: await read('/organisation/members'),
    invitations: await read('/organisation/invitations'),
    webhooks: await read('/portfolio/webhooks'),
    apiTokens: await read('/user/api-tokens'),
    order: await read(`/order/user/${who.ids.order}`),
    file: (await t.call('GET', `/file?key=${encodeURIComponent(who.ids.file)}`)).statusCode,
  };
}

/** The catalogue and the order desk (every tab of the queue) as the admin reads them. */
export async function adminSnapshot(t: TestApp, admin: TestUser) {
  const read = async (path: string) => (await t.call('GET', path, { token: admin.token })).json();
  return {
    products: await read('/admin/product?limit=100'),
    categories: await read('/admin/product-category'),
    orders: await Promise.all(
      QUEUE_STATUSES.map((status) => read(`/admin/orders/queue?status=${status}`)),
    ),
  };
}
