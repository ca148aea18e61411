import { describe, expect, it } from '@rstest/core';
import { DEFAULT_SORT, PRODUCT_PAGE_SIZE, SORT_KEYS } from '../src/common/constants.js';
import { PRODUCT_LIST_MAX_LIMIT, PRODUCT_SEARCH_MAX_LENGTH } from '../src/shop/constants.js';
import { shopErrors } from '../src/shop/errors.js';
import { shopTexts } from '../src/shop/messages.js';
import { isId } from '../src/common/ids.js';
import { productListQuerySchema } from '../src/shop/schemas.js';
import { check, errorsOf, valueOf } from './helpers.js';

const PAGE_INVALID = 'Page must be a whole number from 1';
const LIMIT_INVALID = 'Limit must be a whole number from 1 to 50';
const SORT_INVALID = 'Sort must be one of new, popular, priceDsc, priceAsc';
const SEARCH_TOO_LONG = 'Search must be at most 100 characters';
const CATEGORY_INVALID = 'The category id is not valid';

const CATEGORY = '123e4567-e89b-42d3-a456-426614174000';
const defaults = { page: 1, limit: 10, search: '', category: '', sort: 'new' };

describe('productListQuerySchema defaults', () => {
  it('asks for the first page of 10, newest first, unfiltered, when nothing is sent', async () => {
    expect(await valueOf(productListQuerySchema, {})).toEqual(defaults);
    expect(await valueOf(productListQuerySchema, undefined)).toEqual(defaults);
    expect(PRODUCT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_SORT).toBe('new');
  });

  it('reads what the list screen sends', async () => {
    expect(
      await valueOf(productListQuerySchema, {
        page: '3',
        limit: '10',
        search: 'metal',
        category: CATEGORY,
        sort: 'priceAsc',
      }),
    ).toEqual({ page: 3, limit: 10, search: 'metal', category: CATEGORY, sort: 'priceAsc' });
  });
});

describe('productListQuerySchema page', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0002', 2],
    ['1000000', 1_000_000],
    [2, 2],
  ])('reads %j as %d', async (page, expected) => {
    expect((await valueOf(productListQuerySchema, { page })).page).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['0'],
    ['-1'],
    ['2.5'],
    ['1e3'],
    ['0x10'],
    ['2abc'],
    ['+2'],
    ['1000001'],
    ['9999999999'],
    [['2', '3']],
    [{ gt: '1' }],
    [0],
    [-1],
    [2.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
  ])('refuses %j, never guessing', async (page) => {
    expect(await errorsOf(productListQuerySchema, { page })).toEqual({ page: PAGE_INVALID });
  });
});

describe('productListQuerySchema limit', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    [' 25 ', 25],
    ['50', 50],
    [50, 50],
  ])('reads %j as %d', async (limit, expected) => {
    expect((await valueOf(productListQuerySchema, { limit })).limit).toBe(expected);
  });

  it.each([['51'], [51], ['1000'], ['0'], ['-10'], ['10.5'], ['1e1'], [''], [['10', '20']], [{}]])(
    'refuses %j',
    async (limit) => {
      expect(await errorsOf(productListQuerySchema, { limit })).toEqual({ limit: LIMIT_INVALID });
    },
  );

  it('allows at most 50, as the message says', () => {
    expect(PRODUCT_LIST_MAX_LIMIT).toBe(50);
    expect(shopErrors.limitInvalid).toBe(LIMIT_INVALID);
    expect(shopErrors.limitInvalid).toContain(`to ${PRODUCT_LIST_MAX_LIMIT}`);
    expect(shopErrors.pageInvalid).toBe(PAGE_INVALID);
  });
});

describe('productListQuerySchema search', () => {
  it('is trimmed', async () => {
    expect((await valueOf(productListQuerySchema, { search: '  metal card  ' })).search).toBe(
      'metal card',
    );
  });

  it('becomes empty, meaning no search, when only whitespace is sent', async () => {
    for (const search of ['', ' ', '   ', '\t\n ']) {
      expect((await valueOf(productListQuerySchema, { search })).search).toBe('');
    }
  });

  it('may be 100 characters, not 101', async () => {
    expect(PRODUCT_SEARCH_MAX_LENGTH).toBe(100);
    const longest = 's'.repeat(100);
    expect((await valueOf(productListQuerySchema, { search: longest })).search).toBe(longest);
    expect(await errorsOf(productListQuerySchema, { search: 's'.repeat(101) })).toEqual({
      search: SEARCH_TOO_LONG,
    });
    expect(shopErrors.searchTooLong).toBe(SEARCH_TOO_LONG);
  });

  it('counts the length after trimming', async () => {
    const padded = `  ${'s'.repeat(100)}  `;
    expect((await valueOf(productListQuerySchema, { search: padded })).search).toBe(
      's'.repeat(100),
    );
  });

  it('keeps characters that mean something to a database as plain text', async () => {
    for (const search of ["50% off'; drop table products; --", '_%\\', 'कार्ड']) {
      expect((await valueOf(productListQuerySchema, { search })).search).toBe(search);
    }
  });

  it('refuses a repeated parameter or an object instead of throwing', async () => {
    expect(await errorsOf(productListQuerySchema, { search: ['a', 'b'] })).toEqual({
      search: 'Must be text',
    });
    expect(await errorsOf(productListQuerySchema, { search: { $ne: '' } })).toEqual({
      search: 'Must be text',
    });
  });
});

describe('productListQuerySchema category', () => {
  it('is a category id, trimmed', async () => {
    expect((await valueOf(productListQuerySchema, { category: CATEGORY })).category).toBe(CATEGORY);
    expect((await valueOf(productListQuerySchema, { category: ` ${CATEGORY} ` })).category).toBe(
      CATEGORY,
    );
    const upper = CATEGORY.toUpperCase();
    expect((await valueOf(productListQuerySchema, { category: upper })).category).toBe(upper);
  });

  it('may be empty, meaning every category', async () => {
    for (const category of ['', '  ']) {
      expect((await valueOf(productListQuerySchema, { category })).category).toBe('');
    }
  });

  it.each([
    ['not-an-id'],
    ['42'],
    [42],
    ['123e4567-e89b-42d3-a456-42661417400'],
    ['123e4567-e89b-42d3-a456-4266141740000'],
    ['123e4567e89b42d3a456426614174000'],
    ['g23e4567-e89b-42d3-a456-426614174000'],
    [`${CATEGORY},${CATEGORY}`],
  ])('refuses %j', async (category) => {
    expect(await errorsOf(productListQuerySchema, { category })).toEqual({
      category: CATEGORY_INVALID,
    });
    expect(shopErrors.categoryIdInvalid).toBe(CATEGORY_INVALID);
  });

  it('refuses a repeated parameter instead of throwing', async () => {
    expect(await errorsOf(productListQuerySchema, { category: [CATEGORY, CATEGORY] })).toEqual({
      category: 'Must be text',
    });
  });
});

describe('productListQuerySchema sort', () => {
  it.each(SORT_KEYS.map((sort) => [sort]))('accepts %s', async (sort) => {
    expect((await valueOf(productListQuerySchema, { sort })).sort).toBe(sort);
  });

  it.each([
    ['price'],
    ['NEW'],
    ['priceasc'],
    ['price_asc'],
    ['oldest'],
    [''],
    [1],
    [['new', 'popular']],
    [{ new: 1 }],
  ])('refuses %j', async (sort) => {
    expect(await errorsOf(productListQuerySchema, { sort })).toEqual({ sort: SORT_INVALID });
  });

  it('names every sort key in its message', () => {
    expect(shopErrors.sortInvalid).toBe(SORT_INVALID);
    expect(shopErrors.sortInvalid).toContain(SORT_KEYS.join(', '));
  });
});

describe('productListQuerySchema with several bad parameters', () => {
  it('gives one message per parameter', async () => {
    expect(
      await errorsOf(productListQuerySchema, {
        page: '0',
        limit: '51',
        search: 'x'.repeat(101),
        category: 'not-an-id',
        sort: 'price',
      }),
    ).toEqual({
      page: PAGE_INVALID,
      limit: LIMIT_INVALID,
      search: SEARCH_TOO_LONG,
      category: CATEGORY_INVALID,
      sort: SORT_INVALID,
    });
  });

  it('never throws for anything a query string parser can produce', async () => {
    const odd = ['', ' ', '-', '[]', '{}', 'null', 'undefined', ['a'], [], { a: 'b' }];
    for (const value of odd) {
      for (const key of ['page', 'limit', 'search', 'category', 'sort']) {
        await check(productListQuerySchema, { [key]: value });
      }
    }
  });
});

describe('isId', () => {
  it('accepts a UUID in either case', () => {
    expect(isId(CATEGORY)).toBe(true);
    expect(isId(CATEGORY.toUpperCase())).toBe(true);
    expect(isId('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it.each([
    [''],
    ['not-an-id'],
    [` ${CATEGORY}`],
    [`${CATEGORY}\n`],
    [`{${CATEGORY}}`],
    ['123e4567e89b42d3a456426614174000'],
    ['1'],
    [1],
    [null],
    [undefined],
    [[CATEGORY]],
    [{ id: CATEGORY }],
  ])('refuses %j', (value) => {
    expect(isId(value)).toBe(false);
  });
});

describe('product list texts', () => {
  it('are the spec words', () => {
    expect(shopTexts.exploreHeading).toBe('Explore Cards');
    expect(shopTexts.fetchingMore).toBe('Fetching more awesome products...');
    expect(shopTexts.sortBy).toBe('Sort By');
    expect(shopTexts.sort).toBe('SORT');
    expect(shopTexts.filters).toBe('Filters');
    expect(shopTexts.filter).toBe('FILTER');
    expect(shopTexts.reset).toBe('RESET');
    expect(shopTexts.apply).toBe('APPLY');
    expect(shopTexts.productNotFound).toBe('Product not found or loading...');
    expect(shopTexts.designTypeUnknown).toBe('N/A');
    expect(Object.values(shopTexts.keyFeatures)).toEqual([
      'Designed for Professionals',
      'Free Digital Portfolio',
      'Instant Sharing',
    ]);
    expect(shopTexts.exploreOtherCards).toBe('Explore Other Cards');
    expect(shopTexts.exploreTheDesigns).toBe('Explore The Designs');
    expect(shopTexts.explore).toBe('Explore');
    expect(shopTexts.addToCart).toBe('Add to Cart');
    expect(shopTexts.shareNotSupported).toBe(
      'Sharing not supported on this device. Link copied to clipboard!',
    );
    expect(shopTexts.shareFailed).toBe('Unable to share the page.');
  });
});
