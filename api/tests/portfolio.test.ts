import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { publicResultOf, visibilityOf, type PortfolioResult } from 'shared-contracts';
import { users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, onboardingBody, registerUser, type TestUser } from './helpers/users.js';

const PERSONAL = onboardingBody().personalInfo;
const ADDRESS = onboardingBody().addressInfo;

const withPersonal = (changes: Record<string, unknown>, drop?: string) => {
  const personalInfo: Record<string, unknown> = { ...PERSONAL, ...changes };
  if (drop) delete personalInfo[drop];
  return { personalInfo, addressInfo: ADDRESS };
};

const withAddress = (changes: Record<string, unknown>, drop?: string) => {
  const addressInfo: Record<string, unknown> = { ...ADDRESS, ...changes };
  if (drop) delete addressInfo[drop];
  return { personalInfo: PERSONAL, addressInfo };
};

const PHONE_INVALID = 'Enter a valid 10-digit mobile number with optional country code';

const NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };

describe('/portfolio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profileOf = async (user: TestUser) => {
    const res = await t.call('GET', '/user/profile', { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  const expectNotOnboarded = async (user: TestUser) => {
    expect(await profileOf(user)).toMatchObject({
      isOnboarded: false,
      portfolio: null,
      phoneNumber: null,
      whatsappNumber: null,
      addressInfo: null,
    });
    const own = await t.call('GET', '/portfolio', { token: user.token });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual(NOT_FOUND);
  };

  describe('onboarding (POST /portfolio)', () => {
    let user: TestUser;
    let created: PortfolioResult;
    beforeAll(async () => {
      user = await registerUser(t);
    });

    it('GET /portfolio answers 404 before onboarding', async () => {
      const res = await t.call('GET', '/portfolio', { token: user.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      const login = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().result).toMatchObject({ portfolio: false, isOnboarded: false });
    });

    it('launches the portfolio: 201 with normalised numbers and the place from the pincode', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: onboardingBody({
          addressInfo: { ...ADDRESS, district: 'Pune', state: 'Maharashtra' },
        }),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      created = body.result;
      expect(body).toEqual({
        success: true,
        message: 'Portfolio launched successfully!',
        result: {
          portfolio: {
            _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            portfolioId: body.result.portfolio._id,
            userId: user.id,
            personalInfo: {
              name: 'Asha Rao',
              email: 'asha@example.com',
              phoneNumber: '+919876543210',
              whatsappNumber: '+919876543210',
              profilePicture: null,
              bannerImage: null,
            },
            workInfo: {
              companyName: '',
              designation: '',
              workEmail: '',
              primaryWebsite: '',
              secondaryWebsite: '',
              companyLogo: null,
            },
            addressInfo: {
              buildingName: '12, MG Road',
              area: 'Indiranagar',
              pincode: '560038',
              district: 'Bangalore',
              state: 'Karnataka',
              country: 'India',
            },
            socialMedia: [],
            about: { heading: null, description: null },
            serviceHeading: null,
            theme: 'Dark',
            handle: null,
            searchable: false,
            brand: null,
            // The house and street fill the shipping address; the card keeps them hidden.
            visibility: visibilityOf(['buildingName', 'area']),
          },
          services: [],
        },
      });
    });

    it('marks the account onboarded with its numbers and address', async () => {
      expect(await profileOf(user)).toEqual({
        _id: user.id,
        name: 'Asha Rao',
        email: user.email,
        phoneNumber: '+919876543210',
        whatsappNumber: '+919876543210',
        addressInfo: {
          buildingName: '12, MG Road',
          area: 'Indiranagar',
          pincode: '560038',
          district: 'Bangalore',
          state: 'Karnataka',
        },
        portfolio: created.portfolio._id,
        isOnboarded: true,
        emailVerified: false,
        role: 'user',
        language: 'en',
      });
    });

    it("fills the first shipping address from the onboarding address, with the person's name and mobile", async () => {
      const res = await t.call('GET', '/addressbook', { token: user.token });
      expect(res.json().result).toEqual([
        {
          _id: expect.any(String),
          name: 'Asha Rao',
          mobile: '+919876543210',
          address1: '12, MG Road',
          address2: 'Indiranagar',
          landmark: '',
          pincode: '560038',
          district: 'Bangalore',
          state: 'Karnataka',
          country: 'India',
          type: 'Home',
          default: true,
        },
      ]);
    });

    it('login then reports a portfolio', async () => {
      const res = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        userId: user.id,
        portfolio: true,
        isOnboarded: true,
      });
    });

    it('GET /portfolio returns the same card', async () => {
      const res = await t.call('GET', '/portfolio', { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: created });
    });

    it('a second launch answers 409 and leaves the first portfolio as it was', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: onboardingBody({
          personalInfo: { ...PERSONAL, name: 'Someone Else', phoneNumber: '9123456789' },
        }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'You have already launched your portfolio',
        code: 'CONFLICT',
      });
      const own = await t.call('GET', '/portfolio', { token: user.token });
      expect(own.json().result).toEqual(created);
      expect((await profileOf(user)).phoneNumber).toBe('+919876543210');
    });

    it('two launches at once create one portfolio', async () => {
      const racer = await registerUser(t, 'Race Runner');
      const answers = await Promise.all(
        [0, 1].map(() =>
          t.call('POST', '/portfolio', { token: racer.token, body: onboardingBody() }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const own = await t.call('GET', '/portfolio', { token: racer.token });
      expect(own.statusCode).toBe(200);
      const winner = answers.find((r) => r.statusCode === 201)!;
      expect(own.json().result.portfolio._id).toBe(winner.json().result.portfolio._id);
    });

    it('answers 401 without a token or with a bad one', async () => {
      for (const token of [undefined, 'not.a.jwt']) {
        const post = await t.call('POST', '/portfolio', { token, body: onboardingBody() });
        expect(post.statusCode).toBe(401);
        const get = await t.call('GET', '/portfolio', { token });
        expect(get.statusCode).toBe(401);
        expect(get.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
      const none = await t.call('GET', '/portfolio');
      expect(none.json()).toEqual({
        success: false,
        message: 'Please sign in to continue',
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe("onboarding's designation, company and first address", () => {
    it('puts the designation and company on the card, and the name as typed on both', async () => {
      const name = "Priya S. D'Souza-Sharma";
      const person = await registerUser(t, name);
      const res = await t.call('POST', '/portfolio', {
        token: person.token,
        body: onboardingBody({
          personalInfo: { ...PERSONAL, name },
          workInfo: { designation: ' Product Designer', companyName: 'Lotus Labs' },
        }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result.portfolio).toMatchObject({
        personalInfo: { name },
        workInfo: { designation: 'Product Designer', companyName: 'Lotus Labs', workEmail: '' },
      });
      const book = await t.call('GET', '/addressbook', { token: person.token });
      expect(book.json().result).toMatchObject([{ name, address1: '12, MG Road' }]);
    });

    it('leaves an address book the person has already filled as it is', async () => {
      const person = await registerUser(t);
      const own = {
        name: 'Ravi Rao',
        mobile: '9123456789',
        address1: '4, Park Street',
        address2: 'Camac Street',
        pincode: '700016',
      };
      expect(
        (await t.call('POST', '/addressbook', { token: person.token, body: own })).statusCode,
      ).toBe(201);
      const res = await t.call('POST', '/portfolio', {
        token: person.token,
        body: onboardingBody(),
      });
      expect(res.statusCode).toBe(201);
      const book = await t.call('GET', '/addressbook', { token: person.token });
      expect(book.json().result).toMatchObject([{ name: 'Ravi Rao', address1: '4, Park Street' }]);
      expect(book.json().result).toHaveLength(1);
    });
  });

  describe('validation', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t);
    });

    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a missing name', withPersonal({}, 'name'), 'personalInfo.name', 'Full name is required.'],
      ['a blank name', withPersonal({ name: '  ' }), 'personalInfo.name', 'Full name is required.'],
      [
        'a short name',
        withPersonal({ name: 'Al' }),
        'personalInfo.name',
        'Full name must be at least 3 characters.',
      ],
      ['a missing email', withPersonal({}, 'email'), 'personalInfo.email', 'Email is required.'],
      [
        'an invalid email',
        withPersonal({ email: 'not-an-email' }),
        'personalInfo.email',
        'Invalid email address.',
      ],
      [
        'a missing mobile',
        withPersonal({}, 'phoneNumber'),
        'personalInfo.phoneNumber',
        'Mobile number is required',
      ],
      [
        'an empty mobile',
        withPersonal({ phoneNumber: '' }),
        'personalInfo.phoneNumber',
        'Mobile number is required',
      ],
      [
        'a mobile starting with 5',
        withPersonal({ phoneNumber: '5876543210' }),
        'personalInfo.phoneNumber',
        PHONE_INVALID,
      ],
      [
        'a 9-digit mobile',
        withPersonal({ phoneNumber: '987654321' }),
        'personalInfo.phoneNumber',
        PHONE_INVALID,
      ],
      [
        'a missing WhatsApp number',
        withPersonal({}, 'whatsappNumber'),
        'personalInfo.whatsappNumber',
        'WhatsApp number is required',
      ],
      [
        'an invalid WhatsApp number',
        withPersonal({ whatsappNumber: '+1 555 123 4567' }),
        'personalInfo.whatsappNumber',
        PHONE_INVALID,
      ],
      [
        'a missing building name',
        withAddress({}, 'buildingName'),
        'addressInfo.buildingName',
        'Building name is required',
      ],
      [
        'a blank building name',
        withAddress({ buildingName: ' ' }),
        'addressInfo.buildingName',
        'Building name is required',
      ],
      ['a missing area', withAddress({}, 'area'), 'addressInfo.area', 'Area is required'],
      [
        'a missing pincode',
        withAddress({}, 'pincode'),
        'addressInfo.pincode',
        'Pincode is required',
      ],
      [
        'a 5-digit pincode',
        withAddress({ pincode: '56003' }),
        'addressInfo.pincode',
        'Enter a valid 6-digit pincode',
      ],
      [
        'a pincode with letters',
        withAddress({ pincode: '56003a' }),
        'addressInfo.pincode',
        'Enter a valid 6-digit pincode',
      ],
    ];

    for (const [what, body, field, message] of cases) {
      it(`rejects ${what} with "${message}"`, async () => {
        const res = await t.call('POST', '/portfolio', { token: user.token, body });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message,
          code: 'VALIDATION_ERROR',
          fields: { [field]: message },
        });
      });
    }

    it('reports every missing field of an empty body', async () => {
      const res = await t.call('POST', '/portfolio', { token: user.token, body: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Full name is required.',
        code: 'VALIDATION_ERROR',
        fields: {
          'personalInfo.name': 'Full name is required.',
          'personalInfo.email': 'Email is required.',
          'personalInfo.phoneNumber': 'Mobile number is required',
          'personalInfo.whatsappNumber': 'WhatsApp number is required',
          'addressInfo.buildingName': 'Building name is required',
          'addressInfo.area': 'Area is required',
          'addressInfo.pincode': 'Pincode is required',
        },
      });
    });

    it('rejects unknown nested fields', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: {
          personalInfo: { ...PERSONAL, isOnboarded: true },
          addressInfo: { ...ADDRESS, country: 'Nepal' },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Unknown field(s): isOnboarded',
        code: 'VALIDATION_ERROR',
        fields: {
          personalInfo: 'Unknown field(s): isOnboarded',
          addressInfo: 'Unknown field(s): country',
        },
      });
    });

    it('rejects an unknown top-level field', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: { ...onboardingBody(), theme: 'Light' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Unknown field(s): theme',
        code: 'VALIDATION_ERROR',
      });
    });

    it('rejects a list where a number belongs, without a server error', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: withPersonal({ phoneNumber: ['9876543210'] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Must be text',
        code: 'VALIDATION_ERROR',
        fields: { 'personalInfo.phoneNumber': 'Must be text' },
      });
    });

    it('rejects an unknown pincode', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: withAddress({ pincode: '999999' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'We could not find this pincode',
        code: 'BAD_REQUEST',
        fields: { 'addressInfo.pincode': 'We could not find this pincode' },
      });
    });

    it('rejects a malformed JSON body', async () => {
      const res = await t.call('POST', '/portfolio', {
        token: user.token,
        body: '{bad',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON',
        code: 'INVALID_JSON',
      });
    });

    it('leaves the user not onboarded after every failed launch', async () => {
      await expectNotOnboarded(user);
      const login = await t.call('PATCH', '/user/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(login.json().result).toMatchObject({ portfolio: false, isOnboarded: false });
    });
  });

  describe('GET /portfolio/{userId} (public)', () => {
    let owner: TestUser;
    let own: PortfolioResult;
    beforeAll(async () => {
      owner = await registerUser(t, 'Public Person');
      const res = await t.call('POST', '/portfolio', {
        token: owner.token,
        body: onboardingBody({ personalInfo: { ...PERSONAL, email: 'card@example.com' } }),
      });
      expect(res.statusCode).toBe(201);
      own = publicResultOf(
        (await t.call('GET', '/portfolio', { token: owner.token })).json().result,
      );
    });

    it('shows the same card without a token, but for the street lines a new card hides', async () => {
      const res = await t.call('GET', `/portfolio/${owner.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: own });
    });

    it('shows the same card to another signed-in person', async () => {
      const viewer = await registerUser(t, 'Card Viewer');
      const res = await t.call('GET', `/portfolio/${owner.id}`, { token: viewer.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: own });
    });

    it('reveals nothing of the account behind the card', async () => {
      const [account] = await t.api.db.select().from(users).where(eq(users.id, owner.id));
      expect(account?.passwordHash).toMatch(/^\$argon2/);
      const res = await t.call('GET', `/portfolio/${owner.id}`);
      const text = JSON.stringify(res.json());
      expect(text).toContain('card@example.com');
      for (const secret of [
        account!.passwordHash,
        'argon2',
        'passwordHash',
        'password',
        'tokenVersion',
        'isOnboarded',
        'createdAt',
        'updatedAt',
        owner.email,
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('answers 404 for an unknown uuid, a non-uuid and a user without a portfolio', async () => {
      const without = await registerUser(t, 'No Card');
      for (const id of [randomUUID(), 'not-a-uuid', '1', without.id]) {
        const res = await t.call('GET', `/portfolio/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it('is not found by the portfolio id: the path names the user', async () => {
      const portfolioId = own.portfolio._id;
      expect(portfolioId).not.toBe(owner.id);
      const res = await t.call('GET', `/portfolio/${portfolioId}`);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('ownership', () => {
    let a: TestUser;
    let b: TestUser;
    let aCard: PortfolioResult;
    beforeAll(async () => {
      a = await registerUser(t, 'Alpha Owner');
      b = await registerUser(t, 'Beta Other');
      const res = await t.call('POST', '/portfolio', { token: a.token, body: onboardingBody() });
      expect(res.statusCode).toBe(201);
      aCard = res.json().result;
    });

    it("B's GET /portfolio is 404 while B has none, never A's card", async () => {
      const res = await t.call('GET', '/portfolio', { token: b.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    it("B's launch creates B's own portfolio and leaves A's alone", async () => {
      const res = await t.call('POST', '/portfolio', {
        token: b.token,
        body: onboardingBody({
          personalInfo: {
            name: 'Beta Other',
            email: 'beta@example.com',
            phoneNumber: '9123456789',
            whatsappNumber: '9123456789',
          },
          addressInfo: { buildingName: 'Plot 9', area: 'Abids', pincode: '500001' },
        }),
      });
      expect(res.statusCode).toBe(201);
      const bCard = res.json().result;
      expect(bCard.portfolio.userId).toBe(b.id);
      expect(bCard.portfolio._id).not.toBe(aCard.portfolio._id);
      expect(bCard.portfolio.addressInfo).toMatchObject({
        district: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
      });

      const bOwn = await t.call('GET', '/portfolio', { token: b.token });
      expect(bOwn.json().result).toEqual(bCard);
      const aOwn = await t.call('GET', '/portfolio', { token: a.token });
      expect(aOwn.json().result).toEqual(aCard);
      expect((await profileOf(a)).portfolio).toBe(aCard.portfolio._id);
      expect((await profileOf(b)).portfolio).toBe(bCard.portfolio._id);
    });
  });
});
