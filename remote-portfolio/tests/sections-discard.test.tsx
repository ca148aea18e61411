import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { loaded, pincodeFound, renderEditor } from './fixtures/editor';

type User = ReturnType<typeof userEvent.setup>;

/** Each section, the label of a field to edit, and what to type. */
const SECTIONS = [
  ['personal', 'Personal Info', 'Full name', ' Rao'],
  ['work', 'Work & Branding', 'Designation', ' & CEO'],
  ['address', 'Address', 'Area', ' East'],
  ['social', 'Social Links', 'Facebook', 'facebook.com/asha'],
  ['about', 'About', 'Heading', '!'],
  ['services', 'Services', 'Service heading', '!'],
] as const;

const open = (path: string) =>
  renderEditor(`/edit-profile/${path}`, [
    loaded(),
    pincodeFound('Bangalore', 'Karnataka', '560038'),
  ]);

const edit = async (user: User, label: string, text: string) =>
  user.type(await screen.findByLabelText(label), text);

describe.each(SECTIONS)('the %s page', (path, title, label, text) => {
  it('goes straight back to the menu when nothing changed', async () => {
    const { user } = open(path);
    await screen.findByLabelText(label);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before throwing changes away: Cancel stays, "Yes, Go Back" leaves', async () => {
    const { user, host } = open(path);
    await edit(user, label, text);
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const dialog = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to go back? Unsaved changes will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toContain(text.trim());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    expect(host.calls.filter((call) => call.method)).toEqual([]);
  });
});
