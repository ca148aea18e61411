import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';

const INVALID = {
  success: false,
  message: 'Enter a valid 6-digit pincode',
  code: 'BAD_REQUEST',
  fields: { pincode: 'Enter a valid 6-digit pincode' },
};

describe('GET /pincode/{code}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a known pincode in the public postal API shape, without a token', async () => {
    const res = await t.call('GET', '/pincode/560038');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        Status: 'Success',
        Message: 'Number of pincode(s) found:1',
        PostOffice: [
          {
            Name: 'Indiranagar (Bangalore)',
            Description: null,
            BranchType: null,
            DeliveryStatus: null,
            Circle: 'Karnataka',
            District: 'Bangalore',
            Division: 'Bangalore East',
            Region: 'Bangalore HQ',
            Block: null,
            State: 'Karnataka',
            Country: 'India',
            Pincode: '560038',
          },
        ],
      },
    ]);
  });

  it('lets the answer be cached', async () => {
    const res = await t.call('GET', '/pincode/560038');
    const cacheControl = String(res.headers['cache-control']);
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/max-age=[1-9]\d*/);
    expect(cacheControl).not.toMatch(/no-store|no-cache|private/);
  });

  it('files Telangana pincodes under Telangana', async () => {
    for (const [pincode, district] of [
      ['500001', 'Hyderabad'],
      ['504293', 'Adilabad'],
    ]) {
      const res = await t.call('GET', `/pincode/${pincode}`);
      expect(res.statusCode).toBe(200);
      const [answer] = res.json();
      expect(answer.Status).toBe('Success');
      expect(answer.PostOffice.length).toBeGreaterThan(1);
      expect(answer.Message).toBe(`Number of pincode(s) found:${answer.PostOffice.length}`);
      for (const office of answer.PostOffice) {
        expect(office).toMatchObject({
          District: district,
          State: 'Telangana',
          Circle: 'Telangana',
          Country: 'India',
          Pincode: pincode,
        });
        expect(typeof office.Name).toBe('string');
        expect(office.Name.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers an unknown pincode with the public API error shape', async () => {
    const res = await t.call('GET', '/pincode/999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { Status: 'Error', PostOffice: null, Message: 'No records found' },
    ]);
  });

  it('rejects malformed pincodes with 400', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '56003a', '%20560038', '560038%20']) {
      const res = await t.call('GET', `/pincode/${code}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('ignores a token, even a bad one', async () => {
    const res = await t.call('GET', '/pincode/560038', { token: 'not.a.jwt' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].Status).toBe('Success');
  });
});
