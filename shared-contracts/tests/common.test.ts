import { describe, expect, it } from '@rstest/core';
import {
  API_BASE,
  COUNTRY_CODE,
  DEFAULT_LOCAL_THEME,
  DEFAULT_SORT,
  EMAIL_PATTERN,
  FULL_NAME_MIN_LENGTH,
  IMAGE_ALLOWED_EXTENSIONS,
  IMAGE_ALLOWED_TYPES,
  IMAGE_MAX_BYTES,
  MAX_SERVICES,
  PASSWORD_MIN_LENGTH,
  PINCODE_LENGTH,
  PINCODE_LOOKUP_DELAY_MS,
  PORTFOLIO_THEMES,
  PRICES_NOTE,
  PRODUCT_PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RESET_PASSWORD_REDIRECT_MS,
  SORT_KEYS,
  SORT_LABELS,
  STORAGE_KEYS,
  TOAST_POSITION,
  UNKNOWN_FIELDS_MESSAGE,
  authToasts,
  buildPath,
  districtAndState,
  imageMessages,
  isValidPincode,
  ordersTexts,
  paths,
  portfolioToasts,
  shopTexts,
} from '../src/index.js';

describe('buildPath', () => {
  it('fills a parameter', () => {
    expect(buildPath(paths.publicPortfolio, { userId: 'u123' })).toBe('/portfolio/u123');
    expect(buildPath(paths.addressBookEntry, { id: 42 })).toBe('/addressbook/42');
  });

  it('encodes the values', () => {
    expect(buildPath(paths.publicPortfolio, { userId: 'a b/c?d#e' })).toBe(
      '/portfolio/a%20b%2Fc%3Fd%23e',
    );
    expect(buildPath(paths.pincode, { code: 'राहुल' })).toBe(
      `/pincode/${encodeURIComponent('राहुल')}`,
    );
  });

  it('fills several parameters and ignores extra ones', () => {
    expect(buildPath('/a/:first/b/:second', { first: '1', second: '2', third: '3' })).toBe(
      '/a/1/b/2',
    );
  });

  it('returns a pattern without parameters unchanged', () => {
    expect(buildPath(paths.login)).toBe('/user/login');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath(paths.addressBookEntry)).toThrow(
      'Missing path parameter "id" for /addressbook/:id',
    );
    expect(() => buildPath('/a/:first/b/:second', { first: '1' })).toThrow(/"second"/);
  });

  it('names the paths the spec calls', () => {
    expect(API_BASE).toBe('/api/v1');
    expect(paths.login).toBe('/user/login');
    expect(paths.register).toBe('/user/register');
    expect(paths.forgetPassword).toBe('/user/forget-password');
    expect(paths.changePasswordAlias).toBe('/user/password');
    expect(paths.addressBook).toBe('/addressbook');
  });
});

describe('districtAndState', () => {
  const office = { District: 'Bangalore', State: 'Karnataka', Name: 'Indiranagar' };

  it('reads the first post office of a successful answer', () => {
    const answer = [
      { Status: 'Success', PostOffice: [office, { District: 'Other', State: 'Other' }] },
    ];
    expect(districtAndState(answer)).toEqual({ district: 'Bangalore', state: 'Karnataka' });
  });

  it.each([
    ['an error answer', [{ Status: 'Error', PostOffice: [office] }]],
    ['no post offices', [{ Status: 'Success', PostOffice: null }]],
    ['an empty post office list', [{ Status: 'Success', PostOffice: [] }]],
    ['an empty array', []],
    ['an object instead of an array', { Status: 'Success', PostOffice: [office] }],
    ['null', null],
    ['a string', 'Success'],
  ])('gives null for %s', (_label, response) => {
    expect(districtAndState(response)).toBeNull();
  });
});

describe('isValidPincode', () => {
  it('accepts exactly six digits', () => {
    expect(isValidPincode('560001')).toBe(true);
    expect(isValidPincode('110001')).toBe(true);
  });

  it.each(['', '56000', '5600011', '56000a', ' 560001', '560 001', '５６０００１'])(
    'refuses %j',
    (pincode) => {
      expect(isValidPincode(pincode)).toBe(false);
    },
  );
});

describe('EMAIL_PATTERN', () => {
  it('matches a simple email shape', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(false);
    expect(EMAIL_PATTERN.test('a b@c.co')).toBe(false);
  });
});

describe('constants', () => {
  it('match the limits of spec section 9', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10000);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(FULL_NAME_MIN_LENGTH).toBe(3);
    expect(PINCODE_LENGTH).toBe(6);
    expect(PINCODE_LOOKUP_DELAY_MS).toBe(500);
    expect(COUNTRY_CODE).toBe('+91');
    expect(RESET_PASSWORD_REDIRECT_MS).toBe(2000);
    expect(MAX_SERVICES).toBe(3);
    expect(PRODUCT_PAGE_SIZE).toBe(10);
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(TOAST_POSITION).toBe('top-center');
    expect(PRICES_NOTE).toBe('Prices include all applicable taxes.');
  });

  it('allow jpg, jpeg and png images only', () => {
    expect([...IMAGE_ALLOWED_EXTENSIONS]).toEqual(['jpg', 'jpeg', 'png']);
    expect([...IMAGE_ALLOWED_TYPES]).toEqual(['image/jpeg', 'image/jpg', 'image/png']);
  });

  it('name the sort keys and their labels, newest first by default', () => {
    expect([...SORT_KEYS]).toEqual(['new', 'popular', 'priceDsc', 'priceAsc']);
    expect(SORT_LABELS).toEqual({
      new: 'Newest First',
      popular: 'Popularity',
      priceDsc: 'Price : High to Low',
      priceAsc: 'Price : Low to High',
    });
    expect(DEFAULT_SORT).toBe('new');
  });

  it('name the local storage keys', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      userId: 'userId',
      cart: 'cart',
      portfolioTheme: 'portfolioTheme',
      accountPageReloaded: 'accountPageReloaded',
      editEmail: 'editEmail',
      language: 'tapfolio:language',
      profile: 'tapfolio:profile',
    });
  });

  it('default the theme to dark', () => {
    expect(DEFAULT_LOCAL_THEME).toBe('dark');
    expect([...PORTFOLIO_THEMES]).toEqual(['Light', 'Dark']);
  });

  it('word the unknown-fields message for yup to fill in', () => {
    expect(UNKNOWN_FIELDS_MESSAGE).toBe('Unknown field(s): ${properties}');
  });
});

describe('texts from the spec, verbatim', () => {
  it('sign-in and account toasts', () => {
    expect(authToasts.loggedOut).toBe('You are logged out!!!');
    expect(authToasts.loginSuccess).toBe('Login successful!');
    expect(authToasts.loginFailed).toBe('Login failed. Please try again.');
    expect(authToasts.forgotPasswordSent).toBe("We've sent an email if the address is valid.");
    expect(authToasts.resetTokenMissing).toBe('Invalid or missing token');
    expect(authToasts.nameUpdated).toBe('Name updated successfully.');
    expect(authToasts.nameUpdateError).toBe('An error occurred while updating.');
    expect(authToasts.addressUpdated).toBe('Address updated successfully');
  });

  it('portfolio toasts and image messages', () => {
    expect(portfolioToasts.workSaved).toBe('Work & Branding information saved successfully!');
    expect(portfolioToasts.imageUploadFailed).toBe('Failed to upload image.');
    expect(portfolioToasts.servicesSaved).toBe('Service(s) saved successfully!');
    expect(imageMessages.compressing).toBe('Compressing image...Please wait..');
    expect(imageMessages.extensionNotAllowed).toBe('Only JPG, JPEG, PNG files are allowed');
  });

  it('shop and orders texts', () => {
    expect(shopTexts.paymentLinkMissing).toBe('Payment link not found in response.');
    expect(ordersTexts.listLoadFailed).toBe('Failed to fetch orders');
    expect(ordersTexts.detailLoadFailed).toBe('Failed to load order details');
    expect(ordersTexts.notFound).toBe('Order not found');
  });
});
