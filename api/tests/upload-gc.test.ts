import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { inArray, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import type { UploadedFile } from 'shared-contracts';
import { files } from '../src/db/schema/index.js';
import { variantKey } from '../src/lib/storage/storage.js';
import { collectUnusedFiles } from '../src/modules/files/collect-unused.js';
import { storeProductImage } from '../src/modules/products/catalogue.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addProduct } from './helpers/catalogue.js';
import { jpeg, png } from './helpers/images.js';
import { verifyEmailOf } from './helpers/mailed-links.js';
import { orderBody, placedOrder, shopperWithCart } from './helpers/orders.js';
import { SERVICE_UPLOAD, fetchFile, uploaded } from './helpers/uploads.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const DAY = 24 * 3_600_000;
const GRACE = DAY;

/** As if the upload had been made `ms` ago: the grace period is measured from `created_at`. */
const age = (t: TestApp, keys: string[], ms: number) =>
  t.api.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(inArray(files.key, keys));

const collect = (t: TestApp) => collectUnusedFiles(t.api.db, t.api.storage, { graceMs: GRACE });

const savePicture = (t: TestApp, user: TestUser, picture: UploadedFile | null) =>
  t.call('PATCH', '/portfolio', {
    token: user.token,
    body: {
      personalInfo: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phoneNumber: '9876543210',
        whatsappNumber: '9876543210',
        profilePicture: picture && { key: picture.key, name: picture.name },
      },
    },
  });

/** Every behaviour below, against the storage `setup` makes. */
function collectionSuite(
  title: string,
  setup: () => Promise<{ t: TestApp; stored: (key: string) => Promise<boolean> }>,
) {
  describe(title, () => {
    let t: TestApp;
    let stored: (key: string) => Promise<boolean>;
    beforeAll(async () => {
      ({ t, stored } = await setup());
    });
    afterAll(async () => {
      await t?.close();
    });

    it('removes a replaced profile picture after the grace period, variants and all', async () => {
      const user = await onboardedUser(t);
      const first = await uploaded(t, user.token, { data: await jpeg(900, 900) });
      expect((await savePicture(t, user, first)).statusCode).toBe(200);
      // The card asks for resized copies: they are stored beside the original.
      for (const accept of ['image/webp', 'image/jpeg']) {
        const variant = await t.call('GET', `/file?key=${encodeURIComponent(first.key)}&w=400`, {
          headers: { accept },
        });
        expect(variant.statusCode).toBe(200);
      }
      expect(await stored(variantKey(first.key, 400, 'webp'))).toBe(true);
      expect(await stored(variantKey(first.key, 400, 'jpeg'))).toBe(true);

      const second = await uploaded(t, user.token, { data: await jpeg(300, 300) });
      expect((await savePicture(t, user, second)).statusCode).toBe(200);

      // Replaced a minute ago: still within the grace period, so still served.
      expect((await collect(t)).deleted).not.toContain(first.key);
      expect((await fetchFile(t, first.key)).statusCode).toBe(200);

      await age(t, [first.key, second.key], GRACE + 60_000);
      const { deleted, failed } = await collect(t);
      expect(deleted).toContain(first.key);
      expect(deleted).not.toContain(second.key);
      expect(failed).toEqual([]);

      const gone = await fetchFile(t, first.key);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ success: false, message: 'File not found', code: 'NOT_FOUND' });
      expect(await stored(first.key)).toBe(false);
      expect(await stored(variantKey(first.key, 400, 'webp'))).toBe(false);
      expect(await stored(variantKey(first.key, 400, 'jpeg'))).toBe(false);
      // The picture on the card is untouched.
      expect((await fetchFile(t, second.key)).statusCode).toBe(200);
      expect(await stored(second.key)).toBe(true);
    });

    it('keeps an upload not yet saved for the grace period, then removes it', async () => {
      const user = await onboardedUser(t);
      const fresh = await uploaded(t, user.token);
      expect((await collect(t)).deleted).not.toContain(fresh.key);
      // Saved within the grace period: it is on the card now, and stays whatever its age.
      expect((await savePicture(t, user, fresh)).statusCode).toBe(200);
      const forgotten = await uploaded(t, user.token);
      await age(t, [fresh.key, forgotten.key], GRACE + 60_000);
      const { deleted } = await collect(t);
      expect(deleted).toContain(forgotten.key);
      expect(deleted).not.toContain(fresh.key);
      expect((await fetchFile(t, fresh.key)).statusCode).toBe(200);
      expect((await fetchFile(t, forgotten.key)).statusCode).toBe(404);
      // A key collected can no longer be saved into a card.
      const late = await savePicture(t, user, forgotten);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('This image is not one of your uploads');
    });

    it('keeps what a service, a banner, a logo, an organisation or an order names', async () => {
      const shopper = await shopperWithCart(t, 'Order Person');
      const { user } = shopper;
      const banner = await uploaded(t, user.token);
      const logo = await uploaded(t, user.token, {
        data: await png(64, 64),
        contentType: 'image/png',
      });
      const serviceImage = await uploaded(t, user.token, {}, SERVICE_UPLOAD);
      const photo = await uploaded(t, user.token);
      const saved = await t.call('PATCH', '/portfolio', {
        token: user.token,
        body: {
          personalInfo: {
            name: 'Order Person',
            email: 'order@example.com',
            phoneNumber: '9876543210',
            whatsappNumber: '9876543210',
            profilePicture: null,
            bannerImage: { key: banner.key, name: banner.name },
          },
          workInfo: {
            companyName: 'Rao & Co',
            designation: 'Founder',
            workEmail: 'work@example.com',
            companyLogo: { key: logo.key, name: logo.name },
          },
          services: [{ heading: 'Design', description: 'Cards', image: { key: serviceImage.key } }],
        },
      });
      expect(saved.statusCode).toBe(200);
      await placedOrder(t, {
        ...shopper,
        body: orderBody(shopper.portfolioId, shopper.cart, {
          nfcDetails: {
            customerName: 'Order Person',
            designation: 'Founder',
            customerLogo: { image: null, source: 'none' },
            customerPhoto: { image: { key: photo.key, name: photo.name }, source: 'order' },
          },
        }),
      });
      const organisationLogo = await uploaded(t, user.token);
      await verifyEmailOf(t, user);
      const organisation = await t.call('POST', '/organisation', {
        token: user.token,
        body: { name: 'Rao & Co', logo: { key: organisationLogo.key } },
      });
      expect(organisation.statusCode).toBe(201);
      const keys = [banner.key, logo.key, serviceImage.key, photo.key, organisationLogo.key];
      await age(t, keys, 30 * DAY);
      const { deleted } = await collect(t);
      for (const key of keys) {
        expect(deleted).not.toContain(key);
        expect((await fetchFile(t, key)).statusCode).toBe(200);
      }
    });

    it('never removes a catalogue image a product names, and removes an unused one', async () => {
      const store = { db: t.api.db, storage: t.api.storage };
      const onProduct = await storeProductImage(store, await jpeg(200, 200));
      const unused = await storeProductImage(store, await jpeg(200, 200));
      await addProduct(t, {
        name: 'Kept Card',
        images: [{ key: onProduct.key, name: onProduct.name }],
      });
      await age(t, [onProduct.key, unused.key], 30 * DAY);
      const { deleted } = await collect(t);
      expect(deleted).toContain(unused.key);
      expect(deleted).not.toContain(onProduct.key);
      expect((await fetchFile(t, onProduct.key)).statusCode).toBe(200);
      expect((await fetchFile(t, unused.key)).statusCode).toBe(404);
    });

    it('frees the quota the removed files took', async () => {
      const user = await onboardedUser(t);
      const kept = await uploaded(t, user.token);
      const dropped = await uploaded(t, user.token);
      await savePicture(t, user, kept);
      await age(t, [kept.key, dropped.key], GRACE + 60_000);
      await collect(t);
      const rows = await t.api.db
        .select({ key: files.key })
        .from(files)
        .where(inArray(files.key, [kept.key, dropped.key]));
      expect(rows.map((row) => row.key)).toEqual([kept.key]);
    });
  });
}

collectionSuite('collecting unused uploads on local storage', async () => {
  const t = await createTestApp();
  const root = join(t.config.dataDir, 'files');
  const stored = async (key: string) => {
    const parts = key.split('/');
    const name = parts.pop()!;
    const names = await readdir(join(root, ...parts)).catch(() => [] as string[]);
    return names.includes(name);
  };
  return { t, stored };
});

describe('in an S3 bucket', () => {
  let s3dir: string;
  let server: S3rver;
  let s3: S3Client;
  const BUCKET = 'tapfolio-gc';
  const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let endpoint = '';

  beforeAll(async () => {
    s3dir = await mkdtemp(join(tmpdir(), 'tapfolio-gc-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  });
  afterAll(async () => {
    s3?.destroy();
    await server?.close();
    await rm(s3dir, { recursive: true, force: true });
  });

  collectionSuite('collecting unused uploads', async () => {
    const t = await createTestApp(
      {},
      {
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        },
      },
    );
    expect(t.api.storage.kind).toBe('s3');
    const stored = (key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
        () => true,
        () => false,
      );
    return { t, stored };
  });
});
