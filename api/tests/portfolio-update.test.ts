import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  ownPortfolioResultSchema,
  publicResultOf,
  type OwnPortfolioResult,
  type PortfolioResult,
  type UploadedFile,
} from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { png } from './helpers/images.js';
import { SERVICE_UPLOAD, uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };
const NOT_YOURS = 'This image is not one of your uploads';

const PERSONAL = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9876543210',
};
const WORK = {
  companyName: 'Rao Designs',
  designation: 'Founder',
  workEmail: 'Work@Rao.example.com',
  primaryWebsite: 'rao.example.com',
  secondaryWebsite: '',
};

describe('PATCH /portfolio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (user: TestUser, body: unknown) =>
    t.call('PATCH', '/portfolio', { token: user.token, body });
  const own = async (user: TestUser): Promise<OwnPortfolioResult> => {
    const res = await t.call('GET', '/portfolio', { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  const refOf = (file: UploadedFile) => ({ key: file.key, name: file.name });

  it('answers 404 "Portfolio not found" before onboarding', async () => {
    const user = await registerUser(t, 'Not Yet Onboarded');
    const res = await patch(user, { theme: 'Light' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  describe('one section at a time', () => {
    let user: TestUser;
    let before: PortfolioResult;
    beforeAll(async () => {
      user = await onboardedUser(t, 'Section Saver');
      before = await own(user);
    });

    it('personalInfo: saved whole, with the images the person uploaded', async () => {
      const picture = await uploaded(t, user.token, { filename: 'me.jpg' });
      const banner = await uploaded(t, user.token, {
        data: await png(900, 300),
        filename: 'banner.png',
        contentType: 'image/png',
      });
      const res = await patch(user, {
        personalInfo: {
          ...PERSONAL,
          name: '  Asha R. Rao ',
          phoneNumber: '+91 91234 56789',
          profilePicture: { key: picture.key, name: 'renamed-by-client.jpg' },
          bannerImage: refOf(banner),
        },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Personal information saved!');
      expect(body.success).toBe(true);
      expect(body.result.portfolio.personalInfo).toEqual({
        name: 'Asha R. Rao',
        email: 'asha@example.com',
        phoneNumber: '+919123456789',
        whatsappNumber: '+919876543210',
        profilePicture: { key: picture.key, name: 'me.jpg' },
        bannerImage: { key: banner.key, name: 'banner.png' },
      });
      const after = await own(user);
      expect(after).toEqual(body.result);
      expect(after.portfolio.workInfo).toEqual(before.portfolio.workInfo);
      expect(after.portfolio.addressInfo).toEqual(before.portfolio.addressInfo);
    });

    it('personalInfo without an image clears it (the section is saved whole)', async () => {
      const res = await patch(user, { personalInfo: PERSONAL });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.portfolio.personalInfo).toMatchObject({
        profilePicture: null,
        bannerImage: null,
      });
    });

    it('workInfo: websites get https://, the logo must be an upload', async () => {
      const logo = await uploaded(t, user.token, { filename: 'logo.jpg' });
      const res = await patch(user, {
        workInfo: {
          ...WORK,
          secondaryWebsite: 'http://blog.rao.example.com/',
          companyLogo: refOf(logo),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Work & Branding information saved successfully!');
      expect(res.json().result.portfolio.workInfo).toEqual({
        companyName: 'Rao Designs',
        designation: 'Founder',
        workEmail: 'work@rao.example.com',
        primaryWebsite: 'https://rao.example.com',
        secondaryWebsite: 'http://blog.rao.example.com',
        companyLogo: { key: logo.key, name: 'logo.jpg' },
      });
    });

    it.each([
      ['javascript:', 'javascript:alert(document.cookie)'],
      ['data:', 'data:text/html,<script>alert(1)</script>'],
      ['a host without a dot', 'localhost'],
    ])('workInfo: refuses a %s website', async (_, website) => {
      const res = await patch(user, { workInfo: { ...WORK, primaryWebsite: website } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Enter a valid web address (http or https)',
        code: 'VALIDATION_ERROR',
        fields: { 'workInfo.primaryWebsite': 'Enter a valid web address (http or https)' },
      });
    });

    it('workInfo: company, designation and work email are required', async () => {
      const res = await patch(user, { workInfo: { primaryWebsite: 'rao.example.com' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'workInfo.companyName': 'Company name is required',
        'workInfo.designation': 'Designation is required',
        'workInfo.workEmail': 'Work email is required',
      });
    });

    it('addressInfo: district and state come from the pincode, the country is India', async () => {
      const res = await patch(user, {
        addressInfo: {
          buildingName: 'Plot 9',
          area: 'Abids',
          pincode: '500001',
          district: 'Somewhere Else',
          state: 'Nowhere',
          country: 'Atlantis',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Address information saved!');
      expect(res.json().result.portfolio.addressInfo).toEqual({
        buildingName: 'Plot 9',
        area: 'Abids',
        pincode: '500001',
        district: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
      });
    });

    it('addressInfo: an unknown pincode is refused on its field and nothing changes', async () => {
      const saved = await own(user);
      const res = await patch(user, {
        addressInfo: {
          buildingName: 'Nowhere House',
          area: 'Void',
          pincode: '999999',
          district: 'X',
          state: 'Y',
          country: 'India',
        },
        theme: 'Light',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'We could not find this pincode',
        code: 'BAD_REQUEST',
        fields: { 'addressInfo.pincode': 'We could not find this pincode' },
      });
      expect(await own(user)).toEqual(saved);
    });

    it('about: text is saved, and empty values are saved as null', async () => {
      const saved = await patch(user, {
        about: { heading: ' Hello ', description: 'I design things.' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe('About info saved successfully!');
      expect(saved.json().result.portfolio.about).toEqual({
        heading: 'Hello',
        description: 'I design things.',
      });
      const cleared = await patch(user, { about: { heading: '', description: null } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().result.portfolio.about).toEqual({ heading: null, description: null });
      const empty = await patch(user, { about: {} });
      expect(empty.json().result.portfolio.about).toEqual({ heading: null, description: null });
    });

    it('about: a description over 1000 characters is refused', async () => {
      const res = await patch(user, { about: { heading: 'Hi', description: 'x'.repeat(1001) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'about.description': 'Must be at most 1000 characters',
      });
    });

    it('theme: Light or Dark only', async () => {
      const light = await patch(user, { theme: 'Light' });
      expect(light.statusCode).toBe(200);
      expect(light.json().message).toBe('Portfolio saved');
      expect(light.json().result.portfolio.theme).toBe('Light');
      expect((await own(user)).portfolio.theme).toBe('Light');
      const bad = await patch(user, { theme: 'Purple' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ theme: 'Theme must be Light or Dark' });
    });

    it('several sections at once: one save, a general message', async () => {
      const res = await patch(user, {
        about: { heading: 'About me', description: null },
        theme: 'Dark',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Portfolio saved');
      expect(res.json().result.portfolio).toMatchObject({
        about: { heading: 'About me', description: null },
        theme: 'Dark',
      });
    });
  });

  describe('socialMedia', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await onboardedUser(t, 'Social Person');
    });

    it('saves links with https:// and gives each an id, kept on the next save', async () => {
      const res = await patch(user, {
        socialMedia: [
          { source: 'facebook', link: 'facebook.com/asha.rao' },
          { source: 'Instagram', link: 'http://www.instagram.com/asha' },
          { source: 'x', link: 'twitter.com/asha' },
          { source: 'blog', link: 'asha.example.org/posts' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your social media links have been updated successfully!');
      const links = res.json().result.portfolio.socialMedia;
      expect(links).toEqual([
        {
          _id: expect.stringMatching(UUID),
          source: 'facebook',
          link: 'https://facebook.com/asha.rao',
          visible: true,
        },
        {
          _id: expect.stringMatching(UUID),
          source: 'instagram',
          link: 'https://www.instagram.com/asha',
          visible: true,
        },
        {
          _id: expect.stringMatching(UUID),
          source: 'x',
          link: 'https://twitter.com/asha',
          visible: true,
        },
        {
          _id: expect.stringMatching(UUID),
          source: 'blog',
          link: 'https://asha.example.org/posts',
          visible: true,
        },
      ]);
      expect(new Set(links.map((l: { _id: string }) => l._id)).size).toBe(4);

      const again = await patch(user, {
        socialMedia: [links[1], { source: 'youtube', link: 'youtu.be/abc' }],
      });
      expect(again.statusCode).toBe(200);
      const next = again.json().result.portfolio.socialMedia;
      expect(next[0]).toEqual(links[1]);
      expect(next[1]).toEqual({
        _id: expect.stringMatching(UUID),
        source: 'youtube',
        link: 'https://youtu.be/abc',
        visible: true,
      });
      expect((await own(user)).portfolio.socialMedia).toEqual(next);
    });

    it.each([
      ['facebook', 'instagram.com/asha', 'Invalid facebook.com URL'],
      ['facebook', 'facebook.com.evil.example/asha', 'Invalid facebook.com URL'],
      ['linkedin', 'javascript:alert(1)//linkedin.com', 'Invalid linkedin.com URL'],
      ['x', 'data:text/html,x.com', 'Invalid x.com URL'],
      ['blog', 'javascript:alert(1)', 'Enter a valid web address (http or https)'],
      [
        'blog',
        'data:text/html,<script>alert(1)</script>',
        'Enter a valid web address (http or https)',
      ],
    ])('refuses a %s link %s: "%s"', async (source, link, message) => {
      const before = await own(user);
      const res = await patch(user, { socialMedia: [{ source, link }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message,
        code: 'VALIDATION_ERROR',
        fields: { 'socialMedia[0].link': message },
      });
      expect(await own(user)).toEqual(before);
    });

    it('needs at least one link', async () => {
      const res = await patch(user, { socialMedia: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill at least one social media link');
    });
  });

  describe('services (the whole list)', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await onboardedUser(t, 'Service Person');
    });

    it('creates, updates by _id and deletes what is left out, in order', async () => {
      const image = await uploaded(t, user.token, {}, SERVICE_UPLOAD);
      const first = await patch(user, {
        serviceHeading: 'What I do',
        services: [
          { heading: 'Logos', description: 'Brand marks', image: refOf(image) },
          { heading: 'Cards', description: 'Business cards' },
        ],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('Service(s) saved successfully!');
      const created = first.json().result;
      // The answer is what the editor caches: the shared read schema takes it whole, unchanged.
      expect(ownPortfolioResultSchema.isValidSync(created)).toBe(true);
      expect(ownPortfolioResultSchema.cast(created)).toEqual(created);
      expect(created.portfolio.serviceHeading).toBe('What I do');
      expect(created.services).toEqual([
        {
          _id: expect.stringMatching(UUID),
          heading: 'Logos',
          description: 'Brand marks',
          image: { key: image.key, name: image.name },
        },
        {
          _id: expect.stringMatching(UUID),
          heading: 'Cards',
          description: 'Business cards',
          image: null,
        },
      ]);
      const [logos, cards] = created.services;

      const second = await patch(user, {
        services: [
          { _id: cards._id, heading: 'Cards', description: 'NFC cards', image: null },
          { heading: 'Sites', description: 'Web pages' },
        ],
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().message).toBe('Service(s) saved successfully!');
      const services = second.json().result.services;
      expect(services).toEqual([
        { _id: cards._id, heading: 'Cards', description: 'NFC cards', image: null },
        {
          _id: expect.stringMatching(UUID),
          heading: 'Sites',
          description: 'Web pages',
          image: null,
        },
      ]);
      expect(services.map((s: { _id: string }) => s._id)).not.toContain(logos._id);
      expect((await own(user)).services).toEqual(services);
    });

    it('serviceHeading alone is the services page too; an empty one is saved as null', async () => {
      const res = await patch(user, { serviceHeading: 'Services' });
      expect(res.json().message).toBe('Service(s) saved successfully!');
      const cleared = await patch(user, { serviceHeading: '' });
      expect(cleared.json().result.portfolio.serviceHeading).toBeNull();
    });

    it('refuses a fourth service and keeps the three it has', async () => {
      const three = [1, 2, 3].map((i) => ({ heading: `Service ${i}`, description: 'Text' }));
      expect((await patch(user, { services: three })).statusCode).toBe(200);
      const saved = await own(user);
      const res = await patch(user, {
        services: [...three, { heading: 'Service 4', description: 'Text' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'You can add up to 3 services',
        code: 'VALIDATION_ERROR',
        fields: { services: 'You can add up to 3 services' },
      });
      expect(await own(user)).toEqual(saved);
    });

    it('a service needs a heading and a description', async () => {
      const res = await patch(user, { services: [{ heading: '', description: '' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'services[0].heading': 'Heading is required',
        'services[0].description': 'Description is required',
      });
    });

    it('an empty list removes every service', async () => {
      const res = await patch(user, { services: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.services).toEqual([]);
    });
  });

  describe('images must be the caller’s own uploads', () => {
    let a: TestUser;
    let b: TestUser;
    let aFile: UploadedFile;
    beforeAll(async () => {
      a = await onboardedUser(t, 'Alpha Uploader');
      b = await onboardedUser(t, 'Beta Borrower');
      aFile = await uploaded(t, a.token);
    });

    it.each([
      [
        'personalInfo.profilePicture',
        () => ({ personalInfo: { ...PERSONAL, profilePicture: refOf(aFile) } }),
      ],
      [
        'personalInfo.bannerImage',
        () => ({ personalInfo: { ...PERSONAL, bannerImage: refOf(aFile) } }),
      ],
      ['workInfo.companyLogo', () => ({ workInfo: { ...WORK, companyLogo: refOf(aFile) } })],
      [
        'services[1].image',
        () => ({
          services: [
            { heading: 'Mine', description: 'Fine' },
            { heading: 'Theirs', description: 'Not fine', image: refOf(aFile) },
          ],
        }),
      ],
    ])('refuses another person’s upload as %s, and nothing changes', async (field, body) => {
      const before = await own(b);
      const res = await patch(b, body());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: NOT_YOURS,
        code: 'BAD_REQUEST',
        fields: { [field]: NOT_YOURS },
      });
      expect(await own(b)).toEqual(before);
    });

    it('refuses a well-formed key that was never uploaded', async () => {
      const key = `portfolios/${b.id}/${randomUUID()}.jpg`;
      const res = await patch(b, { personalInfo: { ...PERSONAL, profilePicture: { key } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'personalInfo.profilePicture': NOT_YOURS });
    });

    it.each([
      ['a path', '../../jwt-secret'],
      ['a URL', 'https://evil.example/x.jpg'],
      ['an empty key', ''],
    ])('refuses %s as a key', async (_, key) => {
      const res = await patch(b, { personalInfo: { ...PERSONAL, profilePicture: { key } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'personalInfo.profilePicture.key': NOT_YOURS });
    });

    it('accepts the same upload from its owner', async () => {
      const res = await patch(a, { personalInfo: { ...PERSONAL, profilePicture: refOf(aFile) } });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('ownership', () => {
    it("another person's token edits their own portfolio, never the owner's", async () => {
      const a = await onboardedUser(t, 'Alpha Owner');
      const b = await onboardedUser(t, 'Beta Other');
      const aBefore = await own(a);
      const res = await patch(b, {
        about: { heading: 'Beta here', description: null },
        theme: 'Light',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.portfolio.userId).toBe(b.id);
      expect(await own(a)).toEqual(aBefore);
      const publicA = await t.call('GET', `/portfolio/${a.id}`);
      expect(publicA.json().result).toEqual(publicResultOf(aBefore));
    });

    it("a service _id of someone else's portfolio creates a new service, theirs stays", async () => {
      const a = await onboardedUser(t, 'Alpha Services');
      const b = await onboardedUser(t, 'Beta Services');
      const aSaved = await patch(a, { services: [{ heading: 'Alpha work', description: 'Mine' }] });
      const aService = aSaved.json().result.services[0];
      const res = await patch(b, {
        services: [{ _id: aService._id, heading: 'Taken over', description: 'Not really' }],
      });
      expect(res.statusCode).toBe(200);
      const [bService] = res.json().result.services;
      expect(bService._id).not.toBe(aService._id);
      expect(bService.heading).toBe('Taken over');
      expect((await own(a)).services).toEqual([aService]);
      const bEmpty = await patch(b, { services: [] });
      expect(bEmpty.json().result.services).toEqual([]);
      expect((await own(a)).services).toEqual([aService]);
    });

    it('a user id or portfolio id in the body is refused, not obeyed', async () => {
      const a = await onboardedUser(t, 'Alpha Target');
      const b = await onboardedUser(t, 'Beta Sneaky');
      const aCard = await own(a);
      for (const extra of [
        { userId: a.id },
        { _id: aCard.portfolio._id },
        { portfolioId: aCard.portfolio._id },
      ]) {
        const res = await patch(b, { theme: 'Light', ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect(await own(a)).toEqual(aCard);
    });
  });

  describe('bad requests', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await onboardedUser(t, 'Bad Requester');
    });

    it('an empty body changes nothing', async () => {
      const res = await patch(user, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Send at least one field to change',
        code: 'VALIDATION_ERROR',
      });
    });

    it('an unknown section is refused', async () => {
      const res = await patch(user, { theme: 'Light', isAdmin: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Unknown field(s): isAdmin');
    });

    it('malformed JSON is a 400', async () => {
      const res = await t.call('PATCH', '/portfolio', {
        token: user.token,
        body: '{"theme": "Light"',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON',
        code: 'INVALID_JSON',
      });
    });

    it('a list where a section belongs is a 400, never a 500', async () => {
      const res = await patch(user, { personalInfo: [PERSONAL], about: 'text' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        personalInfo: 'Must be an object of fields',
        about: 'Must be an object of fields',
      });
    });
  });

  describe('the public card after editing', () => {
    it('shows the edits and nothing private', async () => {
      const user = await onboardedUser(t, 'Public Editor');
      const picture = await uploaded(t, user.token);
      const serviceImage = await uploaded(t, user.token, {}, SERVICE_UPLOAD);
      const res = await patch(user, {
        personalInfo: { ...PERSONAL, email: 'card@example.com', profilePicture: refOf(picture) },
        workInfo: WORK,
        about: { heading: 'Hi', description: 'There' },
        serviceHeading: 'Offers',
        services: [{ heading: 'One', description: 'Two', image: refOf(serviceImage) }],
        socialMedia: [{ source: 'linkedin', link: 'linkedin.com/in/asha' }],
        theme: 'Light',
      });
      expect(res.statusCode).toBe(200);
      const card = await t.call('GET', `/portfolio/${user.id}`);
      expect(card.statusCode).toBe(200);
      expect(card.json().result).toEqual(publicResultOf(res.json().result));
      const text = card.body;
      expect(text).toContain('card@example.com');
      expect(text).toContain(picture.key);
      for (const secret of [
        user.email,
        'passwordHash',
        'argon2',
        'tokenVersion',
        'isOnboarded',
        'createdAt',
        'updatedAt',
        'sha256',
        'contentType',
        'position',
        'portfolio_id',
        'user_id',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(Object.keys(card.json().result.services[0]).sort()).toEqual([
        '_id',
        'description',
        'heading',
        'image',
      ]);
    });
  });
});
