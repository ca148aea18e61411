import { describe, expect, it } from '@rstest/core';
import {
  CATEGORY_NAME_MAX_LENGTH,
  MAX_CART_LINE_QUANTITY,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGE_KEY_PATTERN,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_PRICE_RUPEES,
  PRODUCT_NAME_MAX_LENGTH,
} from '../src/shop/constants.js';
import { shopErrors } from '../src/shop/errors.js';
import {
  productCategorySchema,
  productCreateSchema,
  productUpdateSchema,
} from '../src/shop/schemas.js';
import { allErrorsOf, errorsOf, valueOf } from './helpers.js';

const NAME_REQUIRED = 'Name is required';
const NAME_TOO_LONG = 'Name must be at most 120 characters';
const CATEGORY_NAME_TOO_LONG = 'Name must be at most 60 characters';
const DESCRIPTION_TOO_LONG = 'Description must be at most 2000 characters';
const PRICE_REQUIRED = 'Price is required';
const PRICE_INVALID =
  'Price must be an amount in rupees, above 0 and at most 100000, with at most 2 decimals';
const SALE_ABOVE_MRP = 'The sale price must not be above the MRP';
const IMAGES_REQUIRED = 'Add at least one image';
const IMAGES_TOO_MANY = 'At most 6 images';
const NOT_PRODUCT_IMAGE = 'This image is not a product image';
const CATEGORY_INVALID = 'The category id is not valid';
const AT_LEAST_ONE = 'Send at least one field to change';
const NOT_BOOLEAN = 'Must be true or false';

const CATEGORY = '123e4567-e89b-42d3-a456-426614174000';
const imageKey = (n: number) => `products/f47ac10b-58cc-4372-a567-0e02b2c3d4${n}.jpg`;
const image = { key: imageKey(10) };
const images = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: imageKey(10 + i) }));

const product = {
  name: 'Classic Matte Black',
  actualPrice: 999,
  salePrice: 499,
  productImages: [image],
};

/** A create request with one field changed; undefined leaves the field out. */
const withField = (field: string, value: unknown) => {
  const request: Record<string, unknown> = { ...product, actualPrice: PRODUCT_MAX_PRICE_RUPEES };
  if (value === undefined) delete request[field];
  else request[field] = value;
  return request;
};

describe('shop admin messages', () => {
  it('say the limits the schemas enforce', () => {
    expect(shopErrors.nameTooLong).toBe(NAME_TOO_LONG);
    expect(shopErrors.nameTooLong).toContain(String(PRODUCT_NAME_MAX_LENGTH));
    expect(shopErrors.categoryNameTooLong).toBe(CATEGORY_NAME_TOO_LONG);
    expect(shopErrors.categoryNameTooLong).toContain(String(CATEGORY_NAME_MAX_LENGTH));
    expect(shopErrors.descriptionTooLong).toBe(DESCRIPTION_TOO_LONG);
    expect(shopErrors.descriptionTooLong).toContain(String(PRODUCT_DESCRIPTION_MAX_LENGTH));
    expect(shopErrors.priceInvalid).toBe(PRICE_INVALID);
    expect(shopErrors.priceInvalid).toContain(String(PRODUCT_MAX_PRICE_RUPEES));
    expect(shopErrors.imagesTooMany).toBe(IMAGES_TOO_MANY);
    expect(shopErrors.imagesTooMany).toContain(String(PRODUCT_MAX_IMAGES));
    expect(shopErrors.quantityLimit).toBe('You can add at most 20 of one card');
    expect(shopErrors.quantityLimit).toContain(String(MAX_CART_LINE_QUANTITY));
  });

  it('are the words the API answers with', () => {
    expect(shopErrors).toMatchObject({
      productNotFound: 'Product not found',
      categoryNotFound: 'Category not found',
      cartItemNotFound: 'This item is not in your cart',
      productUnavailable: 'This product is no longer available',
      idInvalid: 'The id is not valid',
      categoryIdInvalid: CATEGORY_INVALID,
      adminOnly: 'Only an admin can do this',
      nameRequired: NAME_REQUIRED,
      priceRequired: PRICE_REQUIRED,
      salePriceAboveMrp: SALE_ABOVE_MRP,
      imagesRequired: IMAGES_REQUIRED,
      imageNotProductImage: NOT_PRODUCT_IMAGE,
      categoryNameTaken: 'A category with this name already exists',
    });
  });
});

describe('productCreateSchema', () => {
  it('accepts a product and fills in no category and no description', async () => {
    expect(await valueOf(productCreateSchema, product)).toEqual({
      ...product,
      categoryId: null,
      description: '',
    });
  });

  it('accepts every field, trimmed', async () => {
    expect(
      await valueOf(productCreateSchema, {
        ...product,
        name: '  Classic Matte Black ',
        categoryId: ` ${CATEGORY} `,
        description: ' Matte PVC with an NFC chip. ',
        productImages: [{ key: ` ${image.key} ` }],
      }),
    ).toEqual({
      ...product,
      categoryId: CATEGORY,
      description: 'Matte PVC with an NFC chip.',
    });
  });

  it('requires a name, prices and an image', async () => {
    expect(await errorsOf(productCreateSchema, {})).toEqual({
      name: NAME_REQUIRED,
      actualPrice: PRICE_REQUIRED,
      salePrice: PRICE_REQUIRED,
      productImages: IMAGES_REQUIRED,
    });
    expect(
      await errorsOf(productCreateSchema, {
        name: '   ',
        actualPrice: null,
        salePrice: null,
        productImages: null,
      }),
    ).toEqual({
      name: NAME_REQUIRED,
      actualPrice: PRICE_REQUIRED,
      salePrice: PRICE_REQUIRED,
      productImages: IMAGES_REQUIRED,
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(productCreateSchema, { ...product, price: 499 })).toEqual({
      '': 'Unknown field(s): price',
    });
    expect(
      await errorsOf(productCreateSchema, { ...product, archived: true, discountPercentage: 90 }),
    ).toEqual({ '': 'Unknown field(s): archived, discountPercentage' });
  });
});

describe('product name and description', () => {
  it('allow a name of 120 characters, not 121', async () => {
    const longest = 'n'.repeat(PRODUCT_NAME_MAX_LENGTH);
    expect((await valueOf(productCreateSchema, { ...product, name: longest })).name).toBe(longest);
    expect(await errorsOf(productCreateSchema, { ...product, name: `${longest}n` })).toEqual({
      name: NAME_TOO_LONG,
    });
  });

  it('refuse a name that is not text instead of throwing', async () => {
    for (const name of [['Card'], { en: 'Card' }]) {
      expect(await errorsOf(productCreateSchema, { ...product, name })).toEqual({
        name: 'Must be text',
      });
    }
  });

  it('allow a description of 2000 characters, not 2001', async () => {
    // Longer than the 120 characters of other optional texts.
    for (const length of [121, 500, PRODUCT_DESCRIPTION_MAX_LENGTH]) {
      const description = 'd'.repeat(length);
      expect((await valueOf(productCreateSchema, { ...product, description })).description).toBe(
        description,
      );
    }
    expect(
      await errorsOf(productCreateSchema, {
        ...product,
        description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX_LENGTH + 1),
      }),
    ).toEqual({ description: DESCRIPTION_TOO_LONG });
  });

  it('read an absent, null or blank description as none', async () => {
    for (const description of [undefined, null, '', '   ']) {
      expect((await valueOf(productCreateSchema, { ...product, description })).description).toBe(
        '',
      );
    }
  });
});

describe('product category id', () => {
  it('is a UUID, or empty or null for none', async () => {
    for (const categoryId of ['', '  ', null, undefined]) {
      expect((await valueOf(productCreateSchema, { ...product, categoryId })).categoryId).toBe(
        null,
      );
    }
    expect(
      (await valueOf(productCreateSchema, { ...product, categoryId: CATEGORY })).categoryId,
    ).toBe(CATEGORY);
  });

  it.each([['not-an-id'], ['42'], [42], ['123e4567-e89b-42d3-a456-42661417400']])(
    'refuses %j',
    async (categoryId) => {
      expect(await errorsOf(productCreateSchema, { ...product, categoryId })).toEqual({
        categoryId: CATEGORY_INVALID,
      });
    },
  );
});

describe('product prices', () => {
  it.each([
    [1, 1],
    [0.01, 0.01],
    [0.29, 0.29],
    [499, 499],
    [499.5, 499.5],
    [499.55, 499.55],
    [99_999.99, 99_999.99],
    [100_000, 100_000],
  ])('accept %d rupees (0, 1 or 2 decimals, up to 100000)', async (salePrice, expected) => {
    expect((await valueOf(productCreateSchema, withField('salePrice', salePrice))).salePrice).toBe(
      expected,
    );
  });

  it.each([
    [499.555],
    [0.001],
    [1.005],
    [0],
    [-0],
    [-1],
    [-499.5],
    [100_000.01],
    [100_001],
    [1e9],
    [1e-9],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [Number.MAX_VALUE],
    [Number.MIN_VALUE],
    ['abc'],
    ['499.555'],
    ['₹499'],
    ['1,299'],
    [''],
    [true],
    [{}],
  ])('refuse %j', async (salePrice) => {
    expect((await errorsOf(productCreateSchema, withField('salePrice', salePrice))).salePrice).toBe(
      PRICE_INVALID,
    );
  });

  it('read a number typed into a form field as that number', async () => {
    for (const [typed, expected] of [
      ['499', 499],
      [' 499.50 ', 499.5],
    ] as const) {
      expect((await valueOf(productCreateSchema, withField('salePrice', typed))).salePrice).toBe(
        expected,
      );
    }
  });

  it('check the MRP by the same rules', async () => {
    for (const actualPrice of [0, -1, 999.999, 100_000.5, Number.NaN, 'abc']) {
      expect(
        (await errorsOf(productCreateSchema, { ...product, actualPrice, salePrice: 0.01 }))
          .actualPrice,
      ).toBe(PRICE_INVALID);
    }
  });

  it('allow a sale price equal to the MRP', async () => {
    expect(await valueOf(productCreateSchema, { ...product, salePrice: 999 })).toMatchObject({
      actualPrice: 999,
      salePrice: 999,
    });
  });

  it('refuse a sale price above the MRP, on the sale price', async () => {
    expect(await allErrorsOf(productCreateSchema, { ...product, salePrice: 999.01 })).toEqual({
      salePrice: [SALE_ABOVE_MRP],
    });
    expect(
      await allErrorsOf(productCreateSchema, { ...product, actualPrice: 499, salePrice: 999 }),
    ).toEqual({ salePrice: [SALE_ABOVE_MRP] });
  });

  it('compare a sale price typed as text by its amount', async () => {
    expect(await errorsOf(productCreateSchema, { ...product, salePrice: '1000' })).toEqual({
      salePrice: SALE_ABOVE_MRP,
    });
    expect(
      (await valueOf(productCreateSchema, { ...product, actualPrice: '1000', salePrice: '999' }))
        .salePrice,
    ).toBe(999);
  });
});

describe('product images', () => {
  it('allow one to six', async () => {
    for (const count of [1, 2, PRODUCT_MAX_IMAGES]) {
      const productImages = images(count);
      expect(
        (await valueOf(productCreateSchema, { ...product, productImages })).productImages,
      ).toEqual(productImages);
    }
  });

  it('refuse none and seven', async () => {
    expect(await errorsOf(productCreateSchema, { ...product, productImages: [] })).toEqual({
      productImages: IMAGES_REQUIRED,
    });
    expect(await errorsOf(productCreateSchema, { ...product, productImages: images(7) })).toEqual({
      productImages: IMAGES_TOO_MANY,
    });
  });

  it('accept jpg and png product keys', async () => {
    const png = { key: 'products/f47ac10b-58cc-4372-a567-0e02b2c3d479.png' };
    expect(
      (await valueOf(productCreateSchema, { ...product, productImages: [image, png] }))
        .productImages,
    ).toEqual([image, png]);
  });

  it.each([
    ['portfolios/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['services/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['products/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['products/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpeg'],
    ['products/f47ac10b-58cc-4372-a567-0e02b2c3d479.gif'],
    ['products/F47AC10B-58CC-4372-A567-0E02B2C3D479.jpg'],
    ['/products/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['products/../portfolios/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['https://cdn.example.com/products/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg'],
    ['products/card.jpg'],
    [''],
  ])('refuse a key the server did not make for a product: %s', async (key) => {
    expect(PRODUCT_IMAGE_KEY_PATTERN.test(key)).toBe(false);
    expect(await errorsOf(productCreateSchema, { ...product, productImages: [{ key }] })).toEqual({
      'productImages[0].key': NOT_PRODUCT_IMAGE,
    });
  });

  it('name the position of the image that is refused', async () => {
    const portfolioKey =
      'portfolios/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d479.jpg';
    expect(
      await errorsOf(productCreateSchema, {
        ...product,
        productImages: [image, { key: portfolioKey }],
      }),
    ).toEqual({ 'productImages[1].key': NOT_PRODUCT_IMAGE });
  });

  it('refuse an image that is not a {key} object', async () => {
    for (const entry of [image.key, 42, ['x']]) {
      expect(await errorsOf(productCreateSchema, { ...product, productImages: [entry] })).toEqual({
        'productImages[0]': NOT_PRODUCT_IMAGE,
      });
    }
    expect(
      Object.keys(await errorsOf(productCreateSchema, { ...product, productImages: [null] })),
    ).toEqual(['productImages[0]']);
    expect(await errorsOf(productCreateSchema, { ...product, productImages: [{}] })).toEqual({
      'productImages[0].key': NOT_PRODUCT_IMAGE,
    });
    expect(
      await errorsOf(productCreateSchema, { ...product, productImages: [{ ...image, name: 'a' }] }),
    ).toEqual({ 'productImages[0]': 'Unknown field(s): name' });
  });

  it('refuse a list that is not a list', async () => {
    for (const productImages of [image, image.key, 1]) {
      expect(await errorsOf(productCreateSchema, { ...product, productImages })).toEqual({
        productImages: IMAGES_REQUIRED,
      });
    }
  });
});

describe('productUpdateSchema', () => {
  it('needs at least one field', async () => {
    for (const request of [{}, undefined, { name: undefined }]) {
      expect(await errorsOf(productUpdateSchema, request)).toEqual({ '': AT_LEAST_ONE });
    }
  });

  it('takes any one field alone, and only what was sent', async () => {
    for (const request of [
      { name: 'Classic Matte White' },
      { categoryId: CATEGORY },
      { description: 'New finish.' },
      { actualPrice: 1_299 },
      { salePrice: 5_000 },
      { productImages: images(2) },
      { archived: true },
      { archived: false },
    ]) {
      expect(await valueOf(productUpdateSchema, request)).toEqual(request);
    }
  });

  it('clears the category with null or an empty id, and the description with null or blank', async () => {
    expect(await valueOf(productUpdateSchema, { categoryId: null })).toEqual({ categoryId: null });
    expect(await valueOf(productUpdateSchema, { categoryId: '' })).toEqual({ categoryId: null });
    expect(await valueOf(productUpdateSchema, { description: null })).toEqual({ description: '' });
    expect(await valueOf(productUpdateSchema, { description: ' ' })).toEqual({ description: '' });
  });

  it('checks each field sent by the create rules', async () => {
    expect(
      await errorsOf(productUpdateSchema, {
        name: '  ',
        categoryId: 'not-an-id',
        description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX_LENGTH + 1),
        actualPrice: 0,
        salePrice: 499.555,
        productImages: [],
        archived: 'maybe',
      }),
    ).toEqual({
      name: NAME_REQUIRED,
      categoryId: CATEGORY_INVALID,
      description: DESCRIPTION_TOO_LONG,
      actualPrice: PRICE_INVALID,
      salePrice: PRICE_INVALID,
      productImages: IMAGES_REQUIRED,
      archived: NOT_BOOLEAN,
    });
    expect(await errorsOf(productUpdateSchema, { name: 'n'.repeat(121) })).toEqual({
      name: NAME_TOO_LONG,
    });
    expect(await errorsOf(productUpdateSchema, { productImages: images(7) })).toEqual({
      productImages: IMAGES_TOO_MANY,
    });
    expect(
      await errorsOf(productUpdateSchema, { productImages: [{ key: 'portfolios/a.jpg' }] }),
    ).toEqual({ 'productImages[0].key': NOT_PRODUCT_IMAGE });
  });

  it('refuses a sale price above an MRP sent with it, on the sale price', async () => {
    expect(await errorsOf(productUpdateSchema, { actualPrice: 499, salePrice: 999 })).toEqual({
      salePrice: SALE_ABOVE_MRP,
    });
    expect(await valueOf(productUpdateSchema, { actualPrice: 999, salePrice: 999 })).toEqual({
      actualPrice: 999,
      salePrice: 999,
    });
  });

  it('leaves a price sent alone to the server, which knows the other one', async () => {
    expect(await valueOf(productUpdateSchema, { salePrice: 99_999 })).toEqual({
      salePrice: 99_999,
    });
    expect(await valueOf(productUpdateSchema, { actualPrice: 0.01 })).toEqual({
      actualPrice: 0.01,
    });
  });

  it('reads archived from true or false', async () => {
    expect(await valueOf(productUpdateSchema, { archived: 'true' })).toEqual({ archived: true });
    for (const archived of ['yes', 2, {}, []]) {
      expect(await errorsOf(productUpdateSchema, { archived })).toEqual({ archived: NOT_BOOLEAN });
    }
  });

  it('refuses unknown fields, and a body that is not an object', async () => {
    expect(await errorsOf(productUpdateSchema, { name: 'Card', price: 10 })).toEqual({
      '': 'Unknown field(s): price',
    });
    expect(await errorsOf(productUpdateSchema, { unitsSold: 10 })).toMatchObject({
      '': 'Unknown field(s): unitsSold',
    });
    expect((await allErrorsOf(productUpdateSchema, null))['']).toBeDefined();
  });
});

describe('productCategorySchema', () => {
  it('accepts a name, trimmed, and an archived flag', async () => {
    expect(await valueOf(productCategorySchema, { name: '  Metal Cards ' })).toEqual({
      name: 'Metal Cards',
    });
    expect(await valueOf(productCategorySchema, { name: 'Metal', archived: true })).toEqual({
      name: 'Metal',
      archived: true,
    });
  });

  it('requires the name', async () => {
    for (const request of [{}, { name: '' }, { name: '   ' }, { name: null }, { archived: true }]) {
      expect(await errorsOf(productCategorySchema, request)).toEqual({ name: NAME_REQUIRED });
    }
  });

  it('allows a name of 60 characters, not 61, and says so', async () => {
    expect(CATEGORY_NAME_MAX_LENGTH).toBe(60);
    const longest = 'c'.repeat(CATEGORY_NAME_MAX_LENGTH);
    expect(await valueOf(productCategorySchema, { name: longest })).toEqual({ name: longest });
    expect(await errorsOf(productCategorySchema, { name: `${longest}c` })).toEqual({
      name: CATEGORY_NAME_TOO_LONG,
    });
  });

  it('refuses a name that is not text, a bad archived flag and unknown fields', async () => {
    expect(await errorsOf(productCategorySchema, { name: ['Metal'] })).toEqual({
      name: 'Must be text',
    });
    expect(await errorsOf(productCategorySchema, { name: 'Metal', archived: 'no way' })).toEqual({
      archived: NOT_BOOLEAN,
    });
    expect(await errorsOf(productCategorySchema, { name: 'Metal', _id: CATEGORY })).toEqual({
      '': 'Unknown field(s): _id',
    });
  });
});
