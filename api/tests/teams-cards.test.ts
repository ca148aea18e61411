import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  BULK_ORDER_MAX_CARDS,
  orderErrors,
  organisationErrors as e,
  organisationToasts as toasts,
  type Invoice,
  type Order,
  type OrganisationCard,
  type StaffOrderDetail,
} from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeStaff, addProduct } from './helpers/catalogue.js';
import { verifyEmailOf } from './helpers/mailed-links.js';
import { expectAnswer, joinedBy } from './helpers/teams.js';
import { deliveryAddress, payPage } from './helpers/orders.js';
import { uploaded } from './helpers/uploads.js';
import { onboardedUser, type TestUser } from './helpers/users.js';
import { portfolioUpdate } from './support/valid-bodies.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe("an organisation's cards: one order for everyone, and the cards its admins keep", () => {
  let t: TestApp;
  let owner: TestUser;
  let priya: TestUser;
  let rahul: TestUser;
  let productId: string;
  let order: Order;

  const call = (user: TestUser | undefined, method: Method, path: string, body?: unknown) =>
    t.call(method, path, { token: user?.token, body });
  const joined = (by: TestUser, person: TestUser) => joinedBy(t, by, person);
  const ownerOf = async (name: string, details: Record<string, unknown> = {}) => {
    const person = await onboardedUser(t, `${name.split(' ')[0]} Owner`);
    await verifyEmailOf(t, person);
    const res = await call(person, 'POST', '/organisation', { name, ...details });
    expect(res.statusCode).toBe(201);
    return person;
  };
  const cardsOf = async (by: TestUser): Promise<OrganisationCard[]> => {
    const res = await call(by, 'GET', '/organisation/cards');
    expect(res.statusCode).toBe(200);
    return res.json().result.cards;
  };
  const cardOf = async (by: TestUser, holder: TestUser) =>
    (await cardsOf(by)).find((card) => card.holder?.userId === holder.id)!;
  const bulkOrder = (cards: unknown[], overrides: Record<string, unknown> = {}) => ({
    productId,
    cards,
    address: deliveryAddress(),
    totalPrice: 499 * cards.length,
    ...overrides,
  });
  const cardFor = (person: TestUser, designation: string, withPhoto = true) => ({
    userId: person.id,
    customerName: person.name,
    designation,
    withPhoto,
  });
  /** Presses Pay on the emulated Razorpay page, as the admin does. */
  const pay = async (placed: Order) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${payPage(placed.razorpayPaymentLink!)}/pay`,
    });
    expect(res.statusCode).toBe(303);
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await ownerOf('Mehta Works', { gstin: '29AABCT3518Q1ZS' });
    priya = await joined(owner, await onboardedUser(t, 'Priya Nair'));
    rahul = await joined(owner, await onboardedUser(t, 'Rahul Verma'));
    // Priya's card has her photo: her printed card carries it.
    const photo = await uploaded(t, priya.token);
    const update = portfolioUpdate();
    const res = await call(priya, 'PATCH', '/portfolio', {
      ...update,
      personalInfo: {
        ...update.personalInfo,
        name: priya.name,
        profilePicture: { key: photo.key },
      },
    });
    expect(res.statusCode).toBe(200);
    productId = (await addProduct(t, { name: 'Midnight Matte', salePrice: 499 })).id;
  });
  afterAll(() => t?.close());

  it('makes one order with a card per member, one payment link, and an invoice in its name', async () => {
    const body = bulkOrder([cardFor(priya, 'Designer'), cardFor(rahul, 'Sales Lead', false)]);
    const res = await call(owner, 'POST', '/organisation/orders', body);
    expect(res.statusCode).toBe(201);
    order = res.json().result;
    expect(order).toMatchObject({
      totalPrice: 998,
      orderStatus: 'pending',
      products: [{ product: { name: 'Midnight Matte' }, quantity: 2, salePrice: 499 }],
      bulk: {
        organisation: 'Mehta Works',
        cards: [
          {
            customerName: 'Priya Nair',
            designation: 'Designer',
            customerPhoto: { source: 'portfolio' },
          },
          {
            customerName: 'Rahul Verma',
            designation: 'Sales Lead',
            customerPhoto: { source: 'none' },
          },
        ],
      },
    });
    expect(order.razorpayPaymentLink).toMatch(/^https?:\/\//);
    // Pay pressed twice: the same order, not a second one.
    const again = await call(owner, 'POST', '/organisation/orders', body);
    expect({ status: again.statusCode, id: again.json().result._id }).toEqual({
      status: 200,
      id: order._id,
    });
    // Nothing went into the admin's cart, and the organisation lists it.
    expect((await call(owner, 'GET', '/cart/user')).json().results ?? []).toEqual([]);
    const listed = (await call(owner, 'GET', '/organisation/orders')).json().result;
    expect(listed).toMatchObject({ total: 1, orders: [{ _id: order._id }] });

    await pay(order);

    // Each card opens its member's card, paid for by the organisation.
    const cards = await cardsOf(owner);
    expect(
      cards.map((card) => [
        card.holder?.name,
        card.status,
        card.paidByOrganisation,
        card.orderCode,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Priya Nair', 'active', true, order.code],
        ['Rahul Verma', 'active', true, order.code],
      ]),
    );
    const own = (await call(priya, 'GET', '/user/nfc-cards')).json().result;
    expect(own).toMatchObject([{ code: (await cardOf(owner, priya)).code, status: 'active' }]);

    // The tax invoice is made out to the organisation, by its GSTIN.
    const invoice: Invoice = (await call(owner, 'GET', `/order/user/${order._id}/invoice`)).json()
      .result;
    expect(invoice.buyer).toMatchObject({ name: 'Mehta Works', gstin: '29AABCT3518Q1ZS' });
    // Every admin has the order and its invoice; a member, whose card is on it, neither.
    for (const path of [`/order/user/${order._id}`, `/order/user/${order._id}/invoice`]) {
      expect((await call(rahul, 'GET', path)).statusCode).toBe(404);
    }
    expect(
      (await call(owner, 'PATCH', `/organisation/members/${rahul.id}`, { role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect((await call(rahul, 'GET', `/order/user/${order._id}`)).json().result).toMatchObject({
      code: order.code,
      bulk: { organisation: 'Mehta Works' },
    });
    expect((await call(rahul, 'GET', `/order/user/${order._id}/invoice`)).json().result).toEqual(
      invoice,
    );

    // The back office sees one order of two cards, each with whom it is printed for.
    const staff = await makeStaff(t, 'Sunita Staff');
    const detail: StaffOrderDetail = (await call(staff, 'GET', `/admin/order/${order._id}`)).json()
      .result;
    expect(detail.cards.map((card) => card.holder)).toEqual([
      { customerName: 'Priya Nair', designation: 'Designer' },
      { customerName: 'Rahul Verma', designation: 'Sales Lead' },
    ]);
  });

  it('lets admins switch a card off and on, and move it to the member who takes over', async () => {
    const card = await cardOf(owner, rahul);
    await expectAnswer(
      call(owner, 'PATCH', `/organisation/cards/${card.code}`, { status: 'inactive' }),
      200,
      toasts.cardSwitched(false),
    );
    expect((await cardOf(owner, rahul)).status).toBe('inactive');
    // Its code in lower case, as a person may type it, is the same card.
    const on = await call(owner, 'PATCH', `/organisation/cards/${card.code.toLowerCase()}`, {
      status: 'active',
    });
    expect({ status: on.statusCode, card: on.json().result.status }).toEqual({
      status: 200,
      card: 'active',
    });

    // Rahul is removed: the organisation's card stops opening his card; his own stays his.
    expect((await call(owner, 'DELETE', `/organisation/members/${rahul.id}`)).statusCode).toBe(200);
    expect((await cardsOf(owner)).find((each) => each.code === card.code)).toMatchObject({
      status: 'inactive',
      holder: { name: 'Rahul Verma' },
    });
    await expectAnswer(
      call(owner, 'PATCH', `/organisation/cards/${card.code}`, { status: 'active' }),
      409,
      e.cardHolderGone,
    );
    await expectAnswer(
      call(owner, 'POST', `/organisation/cards/${card.code}/move`, { userId: rahul.id }),
      404,
      e.memberNotFound,
    );
    const moved = await call(owner, 'POST', `/organisation/cards/${card.code}/move`, {
      userId: priya.id,
    });
    expect({ status: moved.statusCode, body: moved.json() }).toMatchObject({
      status: 200,
      body: {
        message: toasts.cardMoved('Priya Nair'),
        result: { status: 'active', holder: { userId: priya.id } },
      },
    });
    expect((await call(rahul, 'GET', '/user/nfc-cards')).json().result).toEqual([]);
  });

  it('turns away members, other organisations and orders that cannot be made', async () => {
    const other = await ownerOf('Other Works');
    const stranger = await joined(other, await onboardedUser(t, 'Sara Stranger'));
    const code = (await cardOf(owner, priya)).code;

    // A member is no admin; another organisation's admin does not find this one's card.
    for (const [method, path, body] of [
      ['GET', '/organisation/cards'],
      ['GET', '/organisation/orders'],
      ['PATCH', `/organisation/cards/${code}`, { status: 'inactive' }],
      ['POST', `/organisation/cards/${code}/move`, { userId: priya.id }],
      ['POST', '/organisation/orders', bulkOrder([cardFor(priya, 'Designer')])],
    ] as const) {
      await expectAnswer(call(priya, method, path, body), 403, e.adminsOnly);
    }
    await expectAnswer(
      call(other, 'PATCH', `/organisation/cards/${code}`, { status: 'inactive' }),
      404,
      e.cardNotFound,
    );
    await expectAnswer(
      call(other, 'POST', `/organisation/cards/${code}/move`, { userId: stranger.id }),
      404,
      e.cardNotFound,
    );
    expect(await cardsOf(other)).toEqual([]);
    expect((await call(other, 'GET', '/organisation/orders')).json().result.orders).toEqual([]);
    expect((await cardOf(owner, priya)).status).toBe('active');

    // Someone of another organisation on the order: refused by their row, nothing made.
    const res = await call(
      other,
      'POST',
      '/organisation/orders',
      bulkOrder([cardFor(stranger, 'Analyst'), cardFor(priya, 'Designer')]),
    );
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 404,
      body: { message: e.memberNotFound, fields: { 'cards[1].userId': e.memberNotFound } },
    });
    await expectAnswer(
      call(
        other,
        'POST',
        '/organisation/orders',
        bulkOrder([cardFor(stranger, 'Analyst')], {
          totalPrice: 1,
        }),
      ),
      409,
      orderErrors.priceChanged,
    );
    await expectAnswer(
      call(
        other,
        'POST',
        '/organisation/orders',
        bulkOrder([cardFor(stranger, 'Analyst'), cardFor(stranger, 'Analyst')]),
      ),
      400,
      e.memberTwice('Sara Stranger'),
    );
    const tooMany = Array.from({ length: BULK_ORDER_MAX_CARDS + 1 }, () => cardFor(stranger, 'A'));
    await expectAnswer(
      call(other, 'POST', '/organisation/orders', bulkOrder(tooMany)),
      400,
      e.tooManyCards,
    );
    await expectAnswer(
      call(other, 'POST', '/organisation/orders', bulkOrder([])),
      400,
      e.cardsRequired,
    );
    expect((await call(other, 'GET', '/organisation/orders')).json().result.total).toBe(0);
  });
});
