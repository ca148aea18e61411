import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { discountPercentage, type Product, type ProductCategory } from 'shared-contracts';
import { DEMO_CATEGORIES, DEMO_DESIGNS } from '../src/demo/catalogue/designs.js';
import { drawnOnce } from '../src/demo/catalogue/drawn-once.js';
import { seedDemoCatalogue } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const KB = 1024;
/**
 * Drawing and storing 57 images takes about 10 s of CPU: a few seconds on two idle cores, but
 * more than the default 30 s when the whole suite shares them.
 */
const SEED_TIMEOUT_MS = 90_000;

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listProducts = async () =>
    (await t.call('GET', '/product?limit=50')).json().results as Product[];

  it(
    'fills an empty shop once: four categories and every design with its drawn photos',
    async () => {
      expect(await seedDemoCatalogue(t.api)).toEqual({
        categories: 4,
        products: DEMO_DESIGNS.length,
      });

      const categories = (await t.call('GET', '/product-category')).json()
        .results as ProductCategory[];
      expect(categories.map((c) => c.name).sort()).toEqual([...DEMO_CATEGORIES].sort());

      const list = await listProducts();
      expect(list.length).toBeGreaterThanOrEqual(16);
      expect(list).toHaveLength(DEMO_DESIGNS.length);
      // Newest First: the order the designs were dated back to.
      expect(list.map((p) => p.name)).toEqual(
        [...DEMO_DESIGNS].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo).map((d) => d.name),
      );

      for (const product of list) {
        const design = DEMO_DESIGNS.find((d) => d.name === product.name)!;
        expect(product.category?.name).toBe(design.category);
        expect(product.actualPrice).toBe(design.mrp);
        expect(product.salePrice).toBe(design.price);
        expect(product.salePrice).toBeLessThanOrEqual(product.actualPrice);
        expect(product.discountPercentage).toBe(
          discountPercentage(design.mrp * 100, design.price * 100),
        );
        expect(product.productImages.length).toBeGreaterThanOrEqual(2);
        expect(product.productImages.length).toBeLessThanOrEqual(3);
      }
      const discounts = list.map((p) => p.discountPercentage);
      expect(discounts.filter((d) => d === 0).length).toBeGreaterThanOrEqual(1);
      expect(discounts.filter((d) => d > 0).every((d) => d >= 10 && d <= 60)).toBe(true);
      expect(list.every((p) => p.salePrice >= 499 && p.actualPrice <= 2999)).toBe(true);

      const keys = list.flatMap((p) => p.productImages.map((image) => image.key));
      expect(new Set(keys).size).toBe(keys.length);
      await Promise.all(
        keys.map(async (key) => {
          const res = await t.app.inject({ url: `/api/v1/file?key=${encodeURIComponent(key)}` });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('image/jpeg');
          expect(res.rawPayload.length).toBeLessThan(300 * KB);
          const metadata = await sharp(res.rawPayload).metadata();
          expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
        }),
      );

      expect(await seedDemoCatalogue(t.api)).toBeNull();
      expect(await listProducts()).toHaveLength(DEMO_DESIGNS.length);
      expect((await t.call('GET', '/product-category')).json().results).toHaveLength(4);
    },
    SEED_TIMEOUT_MS,
  );

  it('prices every design in rupees, MRP above or at the selling price', () => {
    const slugs = new Set(DEMO_DESIGNS.map((d) => d.slug));
    expect(slugs.size).toBe(DEMO_DESIGNS.length);
    for (const design of DEMO_DESIGNS) {
      expect(Number.isInteger(design.mrp) && Number.isInteger(design.price)).toBe(true);
      expect(design.price).toBeLessThanOrEqual(design.mrp);
      expect(DEMO_CATEGORIES).toContain(design.category);
    }
    for (const category of DEMO_CATEGORIES) {
      expect(DEMO_DESIGNS.filter((d) => d.category === category).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('draws a photo once on a machine: the same drawing is read back, a changed one drawn anew', async () => {
    const drawing = (fill: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><!-- ${randomUUID()} --><rect width="8" height="8" fill="${fill}"/></svg>`,
      );
    let draws = 0;
    const draw = (svg: Buffer) => () => {
      draws += 1;
      return sharp(svg).png().toBuffer();
    };
    const red = drawing('red');
    const first = await drawnOnce(red, 'png', draw(red));
    expect(await drawnOnce(red, 'png', draw(red))).toEqual(first);
    expect(draws).toBe(1);
    // Another encoding of the same drawing is another photo.
    await drawnOnce(red, 'png 2', draw(red));
    expect(draws).toBe(2);
    const blue = drawing('blue');
    const other = await drawnOnce(blue, 'png', draw(blue));
    expect(draws).toBe(3);
    expect((await sharp(other).raw().toBuffer()).subarray(0, 3)).toEqual(Buffer.from([0, 0, 255]));
  });
});
