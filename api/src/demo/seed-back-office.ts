import type { CartItem, MembersPage, Order } from 'shared-contracts';
import type { Database } from '../db/client.js';
import { createEmailLinks, grantRole } from '../modules/account/public.js';
import { apiCaller, type Injector } from './api-caller.js';
import { DEMO_ACCOUNT } from './seed-demo.js';

export const DEMO_STAFF = { email: 'staff@tapfolio.app', password: 'Tapfolio123' };
/** An admin beside the staff member, for the screens only admins see (roles). */
export const DEMO_ADMIN = { email: 'admin@tapfolio.app', password: 'Tapfolio123' };

/** Who the audit log names for what the demo data did. */
const DEMO_SEEDER = { id: null, email: 'demo data' };

/** What happens to each demo order after checkout, so every queue tab has something in it. */
const JOURNEYS = [
  ['pending'],
  ['failed'],
  ['placed'],
  ['placed'],
  ['placed', 'confirmed'],
  ['placed', 'confirmed', 'shipped'],
  ['placed', 'confirmed', 'shipped', 'completed'],
  ['placed', 'cancelled'],
] as const;
/** The paid order waiting to be printed is the demo studio's cards for its people (teams). */
const STUDIO_CARDS = 4;

/**
 * The back office's first start: a staff and an admin account beside the demo account, and the
 * demo account's orders in each status, paid on the payment emulator and moved on by that staff
 * member through the same routes the console uses. Runs once, after the demo card and the
 * catalogue are made; each account is made when it is missing, so a data folder seeded before
 * the admin existed gets the admin and nothing twice.
 */
export async function seedBackOffice(app: Injector, db: Database): Promise<void> {
  const { call, expect } = apiCaller(app);
  /** A verified account with a role, or null when it exists already. */
  const staffAccount = async (
    name: string,
    account: typeof DEMO_STAFF,
    role: 'staff' | 'admin',
  ) => {
    const registered = await call('POST', '/user/register', { body: { name, ...account } });
    if (registered.statusCode === 409) return null;
    const made = expect<{ token: string; userId: string }>(registered, 201, `the ${role} account`);
    // Its address is Tapfolio's own, like the demo account's: no mail to open reaches anyone.
    await createEmailLinks(db).markVerified(made.userId, account.email);
    const granted = await grantRole(db, DEMO_SEEDER, account.email, role);
    if (!granted.ok) throw new Error(`demo data: the ${role} role: ${granted.message}`);
    return made;
  };
  await staffAccount('Kavya Nair', DEMO_ADMIN, 'admin');
  const staff = await staffAccount('Priya Sharma', DEMO_STAFF, 'staff');
  if (!staff) return;
  const staffToken = staff.token;

  const { token } = expect<{ token: string }>(
    await call('PATCH', '/user/login', { body: DEMO_ACCOUNT }),
    200,
    'signing the demo account in',
  );
  const { portfolio } = expect<{ portfolio: { _id: string } }>(
    await call('GET', '/portfolio', { token }),
    200,
    'the demo card',
  );
  const listed = await call('GET', '/product?limit=8');
  const products =
    (listed.json() as { results?: { _id: string; salePrice: number }[] }).results ?? [];
  if (products.length === 0) return;

  const address = {
    name: 'Aarav Mehta',
    mobile: '9876501234',
    address1: '3rd Floor, 80 Feet Road',
    address2: 'Koramangala 4th Block',
    landmark: 'Near Sony World signal',
    pincode: '560034',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
    type: 'Work',
  };
  for (const [index, journey] of JOURNEYS.entries()) {
    const product = products[index % products.length]!;
    const order =
      (index === STUDIO_CARDS && (await studioCards(product))) || (await personalOrder(product));
    for (const step of journey) await advance(order, step);
  }

  /** The demo account's own order of the design, through its cart. */
  async function personalOrder(product: { _id: string }) {
    expect(await call('POST', `/cart/${product._id}`, { token }), 201, 'adding to the cart');
    const cart = (await call('GET', '/cart/user', { token })).json().results as CartItem[];
    return expect<Order>(
      await call('POST', '/order', {
        token,
        body: {
          portfolioId: portfolio._id,
          nfcDetails: {
            customerName: 'Aarav Mehta',
            designation: 'Product Designer',
            customerLogo: { image: null, source: 'none' },
            customerPhoto: { image: null, source: 'none' },
          },
          totalPrice: cart.reduce((sum, line) => sum + line.salePrice * line.quantity, 0),
          items: cart.map(({ productId, quantity, salePrice }) => ({
            productId,
            quantity,
            salePrice,
          })),
          address,
        },
      }),
      201,
      'placing a demo order',
    );
  }

  /**
   * The demo studio's bulk order: a card of the design for each of its people. Null when the
   * demo account runs no organisation (its seeding was left out).
   */
  async function studioCards(product: { _id: string; salePrice: number }) {
    const listed = await call('GET', '/organisation/members', { token });
    if (listed.statusCode === 404) return null;
    const { members } = expect<MembersPage>(listed, 200, "the studio's members");
    return expect<Order>(
      await call('POST', '/organisation/orders', {
        token,
        body: {
          productId: product._id,
          cards: members.map((member) => ({
            userId: member.userId,
            customerName: member.name,
            designation: member.designation || 'Team member',
            withPhoto: true,
          })),
          address,
          totalPrice: product.salePrice * members.length,
        },
      }),
      201,
      "the studio's cards",
    );
  }

  async function advance(order: Order, step: (typeof JOURNEYS)[number][number]) {
    if (step === 'pending') return;
    const page = new URL(order.razorpayPaymentLink!).pathname;
    const staffCall = (path: string, body?: unknown) =>
      call('POST', path, { token: staffToken, ...(body !== undefined && { body }) });
    const moves: Record<typeof step, () => ReturnType<typeof call>> = {
      placed: () => call('POST', `${page}/pay`),
      failed: () => call('POST', `${page}/fail`),
      confirmed: () => staffCall(`/admin/order/${order._id}/confirm`),
      shipped: () =>
        staffCall(`/admin/order/${order._id}/ship`, {
          courier: 'Delhivery',
          tracking: 'https://www.delhivery.com/track/package/1490810003326',
        }),
      completed: () => staffCall(`/admin/order/${order._id}/deliver`),
      cancelled: () =>
        staffCall(`/admin/order/${order._id}/cancel`, { reason: 'Ordered twice by mistake' }),
    };
    const res = await moves[step]();
    if (res.statusCode >= 400) {
      throw new Error(
        `demo data: order ${order.code} to ${step} answered ${res.statusCode} ${res.body}`,
      );
    }
  }
}
