import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { category, CATEGORY_ID, ok, renderConsole } from './fixtures';

const OLD_ID = '1c8f7d2b-3a4e-4f60-9bac-1d2e3f4a5b6c';
const list = () => ({
  success: true,
  results: [category(), category({ _id: OLD_ID, name: 'Wooden cards', archived: true })],
});

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('Categories', () => {
  it('lists every category, archived ones said so, and adds one checked by the shared schema', async () => {
    const host = fakeHost();
    host.answer(list());
    const { user, toasts } = renderConsole('/backoffice/categories', { host });
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(host.calls).toEqual([{ url: '/admin/product-category' }]);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Metal cardsRenameArchive',
      'Wooden cardsArchivedRenameRestore',
    ]);

    const name = screen.getByRole('textbox', { name: 'Name of the new category' });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required');
    await user.click(name);
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Name must be at most 60 characters'),
    );
    expect(host.calls).toHaveLength(1);

    await user.clear(name);
    await user.type(name, '  Bamboo cards ');
    host.answer(ok(category({ _id: 'new', name: 'Bamboo cards' })));
    host.answer(list());
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(host.calls[1]).toEqual({
      url: '/admin/product-category',
      method: 'POST',
      body: { name: 'Bamboo cards' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Category Bamboo cards added' });
    await waitFor(() => expect(host.calls).toHaveLength(3));
  });

  it('shows a name another category has on the field', async () => {
    const host = fakeHost();
    host.answer(list());
    const { user } = renderConsole('/backoffice/categories', { host });
    await screen.findByRole('list', { name: 'Categories' });
    const name = screen.getByRole('textbox', { name: 'Name of the new category' });
    await user.type(name, 'metal cards');
    host.fail(409, 'A category with this name already exists', {
      name: 'A category with this name already exists',
    });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A category with this name already exists'),
    );
    // Once the form has stopped submitting, a render after the one that shows the message.
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('renames a category, and archives and restores one', async () => {
    const host = fakeHost();
    host.answer(list());
    const { user, toasts } = renderConsole('/backoffice/categories', { host });
    await user.click(await screen.findByRole('button', { name: 'Rename Metal cards' }));
    const field = screen.getByRole('textbox', { name: 'New name for Metal cards' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Steel cards');
    host.answer(ok(category({ name: 'Steel cards' })));
    host.answer({ success: true, results: [category({ name: 'Steel cards' })] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const rename = await screen.findByRole('button', { name: 'Rename Steel cards' });
    expect(host.calls[1]).toEqual({
      url: `/admin/product-category/${CATEGORY_ID}`,
      method: 'PATCH',
      body: { name: 'Steel cards' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Category renamed to Steel cards' });
    await waitFor(() => expect(rename).toHaveFocus());

    host.answer(ok(category({ name: 'Steel cards', archived: true })));
    host.answer({ success: true, results: [category({ name: 'Steel cards', archived: true })] });
    await user.click(screen.getByRole('button', { name: 'Archive Steel cards' }));
    expect(await screen.findByRole('button', { name: 'Restore Steel cards' })).toBeInTheDocument();
    expect(host.calls[3]).toEqual({
      url: `/admin/product-category/${CATEGORY_ID}`,
      method: 'PATCH',
      body: { archived: true },
    });

    host.fail(404, 'Category not found');
    await user.click(screen.getByRole('button', { name: 'Restore Steel cards' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Category not found');
    expect(refusal).toHaveFocus();
  });
});
