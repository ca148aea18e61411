import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { PortfolioResult, PortfolioService, UploadedFile } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { SERVICE_UPLOAD, uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PORTFOLIO_NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };
const SERVICE_NOT_FOUND = { success: false, message: 'Service not found', code: 'NOT_FOUND' };

describe('/portfolio-service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const own = async (user: TestUser): Promise<PortfolioResult> =>
    (await t.call('GET', '/portfolio', { token: user.token })).json().result;
  const portfolioIdOf = async (user: TestUser) => (await own(user)).portfolio._id;
  const create = (user: TestUser, portfolioId: string, body: unknown) =>
    t.call('POST', `/portfolio-service/${portfolioId}`, { token: user.token, body });
  const refOf = (file: UploadedFile) => ({ key: file.key, name: file.name });

  describe('POST /portfolio-service/{portfolioId}', () => {
    let user: TestUser;
    let portfolioId: string;
    beforeAll(async () => {
      user = await onboardedUser(t, 'Service Maker');
      portfolioId = await portfolioIdOf(user);
    });

    it('adds a service with an uploaded image: 201 with the service', async () => {
      const image = await uploaded(t, user.token, { filename: 'logo-work.jpg' }, SERVICE_UPLOAD);
      const res = await create(user, portfolioId, {
        heading: ' Logo design ',
        description: 'Marks that last',
        image: refOf(image),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        result: {
          _id: expect.stringMatching(UUID),
          heading: 'Logo design',
          description: 'Marks that last',
          image: { key: image.key, name: 'logo-work.jpg' },
        },
      });
      expect((await own(user)).services).toEqual([res.json().result]);
    });

    it('adds up to three, then answers 400 "You can add up to 3 services"', async () => {
      for (const heading of ['Second', 'Third']) {
        const res = await create(user, portfolioId, { heading, description: 'Text' });
        expect(res.statusCode).toBe(201);
      }
      const fourth = await create(user, portfolioId, { heading: 'Fourth', description: 'Text' });
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json()).toEqual({
        success: false,
        message: 'You can add up to 3 services',
        code: 'BAD_REQUEST',
      });
      const services = (await own(user)).services;
      expect(services.map((s) => s.heading)).toEqual(['Logo design', 'Second', 'Third']);
    });

    it('does not let concurrent adds pass the limit', async () => {
      const racer = await onboardedUser(t, 'Race Runner');
      const id = await portfolioIdOf(racer);
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => create(racer, id, { heading: `S${i}`, description: 'Text' })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 400)).toHaveLength(2);
      expect((await own(racer)).services).toHaveLength(3);
    });

    it('needs a heading and a description', async () => {
      const other = await onboardedUser(t, 'Empty Sender');
      const res = await create(other, await portfolioIdOf(other), { heading: '', image: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        heading: 'Heading is required',
        description: 'Description is required',
      });
    });

    it('answers 404 for another person’s portfolio id and adds nothing there', async () => {
      const owner = await onboardedUser(t, 'Portfolio Owner');
      const ownerPortfolio = await portfolioIdOf(owner);
      const intruder = await onboardedUser(t, 'Service Intruder');
      const res = await create(intruder, ownerPortfolio, { heading: 'Spam', description: 'Spam' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(PORTFOLIO_NOT_FOUND);
      expect((await own(owner)).services).toEqual([]);
      expect((await own(intruder)).services).toEqual([]);
    });

    it('answers 404 for an unknown id, a non-uuid, the user id, and before onboarding', async () => {
      const other = await onboardedUser(t, 'Id Tester');
      for (const id of [randomUUID(), 'not-a-uuid', other.id]) {
        const res = await create(other, id, { heading: 'X', description: 'Y' });
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.json()).toEqual(PORTFOLIO_NOT_FOUND);
      }
      const fresh = await registerUser(t, 'Not Onboarded');
      const res = await create(fresh, randomUUID(), { heading: 'X', description: 'Y' });
      expect(res.statusCode).toBe(404);
    });

    it('refuses an image that is not the caller’s own upload', async () => {
      const owner = await onboardedUser(t, 'Image Owner');
      const file = await uploaded(t, owner.token, {}, SERVICE_UPLOAD);
      const borrower = await onboardedUser(t, 'Image Borrower');
      const res = await create(borrower, await portfolioIdOf(borrower), {
        heading: 'Borrowed',
        description: 'Not mine',
        image: refOf(file),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'This image is not one of your uploads',
        code: 'BAD_REQUEST',
        fields: { image: 'This image is not one of your uploads' },
      });
      expect((await own(borrower)).services).toEqual([]);
    });
  });

  describe('PATCH and DELETE /portfolio-service/user/{id}', () => {
    let owner: TestUser;
    let other: TestUser;
    let service: PortfolioService;
    let image: UploadedFile;
    beforeAll(async () => {
      owner = await onboardedUser(t, 'Service Owner');
      other = await onboardedUser(t, 'Someone Else');
      image = await uploaded(t, owner.token, {}, SERVICE_UPLOAD);
      const res = await create(owner, await portfolioIdOf(owner), {
        heading: 'Photography',
        description: 'Portraits',
        image: refOf(image),
      });
      service = res.json().result;
    });
    const patchService = (user: TestUser, id: string, body: unknown) =>
      t.call('PATCH', `/portfolio-service/user/${id}`, { token: user.token, body });

    it('changes only the fields sent, keeping the image when none is sent', async () => {
      const res = await patchService(owner, service._id, { heading: 'Photos' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        result: { ...service, heading: 'Photos' },
      });
      const desc = await patchService(owner, service._id, { description: 'Weddings too' });
      expect(desc.json().result).toEqual({
        ...service,
        heading: 'Photos',
        description: 'Weddings too',
      });
      service = desc.json().result;
      expect((await own(owner)).services).toEqual([service]);
    });

    it('clears the image with null and sets another own upload', async () => {
      const cleared = await patchService(owner, service._id, { image: null });
      expect(cleared.json().result.image).toBeNull();
      const next = await uploaded(t, owner.token, { filename: 'next.jpg' }, SERVICE_UPLOAD);
      const set = await patchService(owner, service._id, { image: refOf(next) });
      expect(set.statusCode).toBe(200);
      expect(set.json().result.image).toEqual({ key: next.key, name: 'next.jpg' });
      service = set.json().result;
    });

    it('refuses an empty change, an empty description and unknown fields', async () => {
      const empty = await patchService(owner, service._id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        success: false,
        message: 'Send at least one field to change',
        code: 'VALIDATION_ERROR',
      });
      const blank = await patchService(owner, service._id, { description: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toEqual({ description: 'Description is required' });
      const heading = await patchService(owner, service._id, { heading: '' });
      expect(heading.statusCode).toBe(400);
      expect(heading.json().fields).toEqual({ heading: 'Heading is required' });
      const unknown = await patchService(owner, service._id, { heading: 'X', portfolioId: 'y' });
      expect(unknown.statusCode).toBe(400);
      expect((await own(owner)).services).toEqual([service]);
    });

    it('refuses another person’s upload as the image', async () => {
      const theirs = await uploaded(t, other.token, {}, SERVICE_UPLOAD);
      const res = await patchService(owner, service._id, { image: refOf(theirs) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ image: 'This image is not one of your uploads' });
      expect((await own(owner)).services).toEqual([service]);
    });

    it('answers 404 to someone else, and the service stays as it was', async () => {
      const res = await patchService(other, service._id, { heading: 'Hijacked' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(SERVICE_NOT_FOUND);
      const del = await t.call('DELETE', `/portfolio-service/user/${service._id}`, {
        token: other.token,
      });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(SERVICE_NOT_FOUND);
      expect((await own(owner)).services).toEqual([service]);
      expect((await t.call('GET', `/portfolio/${owner.id}`)).json().result.services).toEqual([
        service,
      ]);
    });

    it('answers 404 for an unknown id and a non-uuid', async () => {
      for (const id of [randomUUID(), 'nope']) {
        const res = await patchService(owner, id, { heading: 'X' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(SERVICE_NOT_FOUND);
        const del = await t.call('DELETE', `/portfolio-service/user/${id}`, { token: owner.token });
        expect(del.statusCode).toBe(404);
      }
    });

    it('deletes the owner’s service: { result: { _id } }, then 404', async () => {
      const res = await t.call('DELETE', `/portfolio-service/user/${service._id}`, {
        token: owner.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: { _id: service._id } });
      expect((await own(owner)).services).toEqual([]);
      const again = await t.call('DELETE', `/portfolio-service/user/${service._id}`, {
        token: owner.token,
      });
      expect(again.statusCode).toBe(404);
      const patchGone = await patchService(owner, service._id, { heading: 'Back' });
      expect(patchGone.statusCode).toBe(404);
    });

    it('frees a place: after a delete a fourth add fits again', async () => {
      const user = await onboardedUser(t, 'Full House');
      const id = await portfolioIdOf(user);
      const made = [];
      for (const heading of ['A', 'B', 'C']) {
        made.push((await create(user, id, { heading, description: 'x' })).json().result);
      }
      expect((await create(user, id, { heading: 'D', description: 'x' })).statusCode).toBe(400);
      await t.call('DELETE', `/portfolio-service/user/${made[0]._id}`, { token: user.token });
      const d = await create(user, id, { heading: 'D', description: 'x' });
      expect(d.statusCode).toBe(201);
      expect((await own(user)).services.map((s) => s.heading)).toEqual(['B', 'C', 'D']);
    });
  });
});
