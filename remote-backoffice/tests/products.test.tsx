import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { category, CATEGORY_ID, ok, renderConsole } from './fixtures';

const PRODUCT_ID = '2d9a8e3c-4b5f-4a71-8cbd-2e3f4a5b6c7d';
const IMAGE = 'products/3e0b9f4d-5c6a-4b82-9dce-3f4a5b6c7d8e.jpg';
const IMAGE_2 = 'products/4f1c0a5e-6d7b-4c93-8edf-4a5b6c7d8e9f.png';

const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: PRODUCT_ID,
  name: 'Midnight Matte NFC Card',
  category: { _id: CATEGORY_ID, name: 'Metal cards' },
  productImages: [{ key: IMAGE, name: 'front.jpg' }],
  price: 499,
  actualPrice: 999,
  salePrice: 499,
  discountPercentage: 50,
  description: 'Matte black.',
  createdAt: '2026-11-01T10:00:00.000Z',
  archived: false,
  unitsSold: 3,
  cartAdds: 9,
  ...overrides,
});

const categories = {
  success: true,
  results: [category(), category({ _id: 'old', name: 'Wooden cards', archived: true })],
};

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('Products', () => {
  it('lists every product with its category, prices and discount, archived ones said so', async () => {
    const host = fakeHost();
    host.answer({
      success: true,
      results: [
        product(),
        product({
          _id: 'p2',
          name: 'Old card',
          archived: true,
          category: null,
          discountPercentage: 0,
          salePrice: 999,
        }),
      ],
      page: 1,
      limit: 20,
    });
    const { user } = renderConsole('/backoffice/products', { host });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(host.calls).toEqual([{ url: '/admin/product', params: { page: 1 } }]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Midnight Matte NFC CardMetal cardsMRP ₹999Sale price ₹49950% OFFArchive',
      'Old cardArchivedNo categoryMRP ₹999Sale price ₹999—Restore',
    ]);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Midnight Matte NFC Card', 'Old card']);

    host.answer({ success: true, results: [], page: 1, limit: 20 });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gold');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No product matches "gold".')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: '/admin/product', params: { page: 1, search: 'gold' } });
  });

  it('checks a new product with the shared schema, shows the discount, uploads images and sends the body', async () => {
    const host = fakeHost();
    host.answer(categories);
    const { user, toasts } = renderConsole('/backoffice/products/new', { host });
    expect(screen.getByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No category', 'Metal cards']),
    );

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'MRP (₹)' })).toHaveAccessibleDescription(
      'Price is required',
    );
    expect(screen.getByText('Add at least one image')).toBeInTheDocument();

    await user.type(name, 'Gold Card');
    await user.selectOptions(category, CATEGORY_ID);
    const mrp = screen.getByRole('textbox', { name: 'MRP (₹)' });
    const sale = screen.getByRole('textbox', { name: 'Sale price (₹)' });
    await user.type(mrp, '999');
    await user.type(sale, '1200');
    expect(screen.getByRole('status', { name: 'Discount' })).toHaveTextContent('No discount');
    await user.tab();
    await waitFor(() =>
      expect(sale).toHaveAccessibleDescription('The sale price must not be above the MRP'),
    );
    await user.clear(sale);
    await user.type(sale, '666');
    expect(screen.getByRole('status', { name: 'Discount' })).toHaveTextContent('33% off the MRP');
    const preview = screen.getByRole('region', { name: 'Preview in the shop' });
    expect(preview).toHaveTextContent('33% OFFMetal cardsGold Card₹666 ₹999');

    host.answer(
      ok({
        key: IMAGE,
        name: 'front.jpg',
        contentType: 'image/jpeg',
        size: 1,
        width: 1,
        height: 1,
      }),
    );
    await user.upload(
      screen.getByTestId('product-image-input'),
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(host.calls[1]).toMatchObject({ url: '/admin/product/upload', method: 'POST' });
    host.answer(
      ok({
        key: IMAGE_2,
        name: 'back.png',
        contentType: 'image/png',
        size: 1,
        width: 1,
        height: 1,
      }),
    );
    await user.upload(
      screen.getByTestId('product-image-input'),
      new File(['b'], 'back.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Image 2' });
    await user.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();

    host.answer(ok(product({ name: 'Gold Card' }), 'Product created'));
    host.answer({ success: true, results: [], page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(host.calls[3]).toEqual({
      url: '/admin/product',
      method: 'POST',
      body: {
        name: 'Gold Card',
        categoryId: CATEGORY_ID,
        description: '',
        actualPrice: 999,
        salePrice: 666,
        productImages: [{ key: IMAGE_2 }, { key: IMAGE }],
      },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Product created' });
  });

  it('edits only what changed, shows a refusal on its field, and archives', async () => {
    const host = fakeHost();
    host.answer({ success: true, results: [product()], page: 1, limit: 20 });
    const { user, toasts } = renderConsole('/backoffice/products', { host });
    host.answer(ok(product()));
    host.answer(categories);
    await user.click(await screen.findByRole('link', { name: 'Edit Midnight Matte NFC Card' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Midnight Matte NFC Card' }),
    ).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: `/admin/product/${PRODUCT_ID}` });
    const sale = screen.getByRole('textbox', { name: 'Sale price (₹)' });
    expect(sale).toHaveValue('499');
    await user.clear(sale);
    await user.type(sale, '450');
    host.fail(400, 'Validation failed', { salePrice: 'The sale price must not be above the MRP' });
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(sale).toHaveAccessibleDescription('The sale price must not be above the MRP'),
    );
    // Once the form has stopped submitting, a render after the one that shows the message.
    await waitFor(() => expect(sale).toHaveFocus());
    expect(host.calls[3]).toEqual({
      url: `/admin/product/${PRODUCT_ID}`,
      method: 'PATCH',
      body: { salePrice: 450 },
    });

    host.answer(ok(product({ archived: true })));
    await user.click(screen.getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByRole('button', { name: 'Restore product' })).toBeInTheDocument();
    expect(screen.getByText(/^Archived: the shop does not show it/)).toBeInTheDocument();
    expect(host.calls[4]).toEqual({
      url: `/admin/product/${PRODUCT_ID}`,
      method: 'PATCH',
      body: { archived: true },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Product archived' });
    // The answer is the product: no second GET of it.
    expect(host.calls).toHaveLength(5);
  });

  it('opens a product by its address (a reload), archived ones too; an unknown one is said so', async () => {
    const host = fakeHost();
    host.answer(ok(product({ archived: true })));
    host.answer(categories);
    renderConsole(`/backoffice/products/${PRODUCT_ID}`, { host });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Midnight Matte NFC Card' }),
    ).toBeInTheDocument();
    expect(host.calls[0]).toEqual({ url: `/admin/product/${PRODUCT_ID}` });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Midnight Matte NFC Card');
    expect(screen.getByRole('button', { name: 'Restore product' })).toBeInTheDocument();

    const missing = fakeHost();
    missing.fail(404, 'Product not found');
    renderConsole('/backoffice/products/5b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b', { host: missing });
    expect(await screen.findByText('No product has this address.')).toBeInTheDocument();

    const malformed = fakeHost();
    renderConsole('/backoffice/products/nope', { host: malformed });
    expect(screen.getAllByText('No product has this address.')).toHaveLength(2);
    expect(malformed.calls).toEqual([]);
  });

  it('archives and restores a product from its row, as the form does', async () => {
    const host = fakeHost();
    host.answer({ success: true, results: [product()], page: 1, limit: 20 });
    const { user, toasts } = renderConsole('/backoffice/products', { host });
    const list = await screen.findByRole('list', { name: 'Products' });

    host.answer(ok(product({ archived: true })));
    await user.click(within(list).getByRole('button', { name: 'Archive Midnight Matte NFC Card' }));
    const restore = await within(list).findByRole('button', {
      name: 'Restore Midnight Matte NFC Card',
    });
    expect(within(list).getByText('Archived')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({
      url: `/admin/product/${PRODUCT_ID}`,
      method: 'PATCH',
      body: { archived: true },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Product archived' });

    host.answer(ok(product()));
    await user.click(restore);
    await within(list).findByRole('button', { name: 'Archive Midnight Matte NFC Card' });
    expect(within(list).queryByText('Archived')).not.toBeInTheDocument();
    expect(host.calls[2]).toMatchObject({ method: 'PATCH', body: { archived: false } });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Product restored' });
    // Each answer replaced the row: the list was not asked for again.
    expect(host.calls).toHaveLength(3);

    host.fail(409, 'Try again');
    await user.click(within(list).getByRole('button', { name: 'Archive Midnight Matte NFC Card' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Try again');
  });
});
