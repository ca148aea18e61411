import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { loaded, renderEditor, saved } from './fixtures/editor';
import { clockedUser, installFakeClock, pass, removeFakeClock } from 'web-kit/testing/fake-clock';

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });
const menu = () => screen.findByRole('heading', { name: 'Edit Your Portfolio' });
/** The spec's delay before a saved Social Links page goes back to the menu. */
const SOCIAL_REDIRECT_MS = 500;

afterEach(removeFakeClock);

describe('Social Links', () => {
  it('shows a loading state with Save disabled, then the links without their scheme', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderEditor('/edit-profile/social', [], { host });
    expect(screen.getByRole('heading', { name: 'Social Links' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(save()).toBeDisabled();

    release(loaded());
    expect(await screen.findByLabelText('Instagram')).toHaveValue('instagram.com/asha');
    for (const label of ['Facebook', 'LinkedIn', 'Pinterest', 'X', 'YouTube', 'Threads']) {
      expect(field(label)).toHaveValue('');
    }
    expect(save()).toBeDisabled();
  });

  it('says "Failed to load social media links" when the portfolio does not load', async () => {
    const host = fakeHost();
    host.fail(500, '');
    const { toasts } = renderEditor('/edit-profile/social', [], { host });
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to load social media links' }]),
    );
    expect(save()).toBeDisabled();
  });

  it.each([
    ['Facebook', 'instagram.com/asha', 'Invalid facebook.com URL'],
    ['Instagram', 'https://evil.example/instagram.com', 'Invalid instagram.com URL'],
    ['LinkedIn', 'javascript:alert(1)', 'Invalid linkedin.com URL'],
    ['X', 'facebook.com/asha', 'Invalid x.com URL'],
    ['YouTube', 'vimeo.com/asha', 'Invalid youtube.com URL'],
    ['Threads', 'notthreads.net/@asha', 'Invalid threads.net URL'],
    ['Pinterest', 'pinterest.com.evil.example', 'Invalid pinterest.com URL'],
  ])('refuses a %s link on another host: %s', async (label, link, message) => {
    const { user, host } = renderEditor('/edit-profile/social');
    await user.clear(await screen.findByLabelText(label));
    await user.type(field(label), link);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(message);
    await user.click(save());
    expect(host.calls).toHaveLength(1);
  });

  it('needs at least one link', async () => {
    const { user, host } = renderEditor('/edit-profile/social');
    await user.clear(await screen.findByLabelText('Instagram'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill at least one social media link',
    );
    await user.click(save());
    expect(host.calls).toHaveLength(1);
  });

  it('saves the links with https://, shows the green message and goes back after 0.5 s', async () => {
    installFakeClock();
    const { host, toasts } = renderEditor('/edit-profile/social');
    const user = clockedUser();
    await user.type(await screen.findByLabelText('Facebook'), 'm.facebook.com/asha');
    await user.clear(field('Instagram'));
    await user.type(field('Instagram'), 'http://www.instagram.com/asha.rao');
    await user.type(field('X'), 'twitter.com/asha');
    const release = host.hold();
    host.answer(loaded());
    await user.click(save());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        socialMedia: [
          { source: 'facebook', link: 'https://m.facebook.com/asha' },
          { source: 'instagram', link: 'https://www.instagram.com/asha.rao', _id: 'l1' },
          { source: 'x', link: 'https://twitter.com/asha' },
          { source: 'website', link: 'https://asha.example', _id: 'l2' },
        ],
      },
    });

    release(saved());
    // The answer lands with the clock still at the moment of success (findBy* would move it).
    await pass(0);
    expect(
      screen.getByText('Your social media links have been updated successfully!'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await pass(SOCIAL_REDIRECT_MS - 1);
    expect(screen.getByRole('heading', { name: 'Social Links' })).toBeInTheDocument();
    await pass(1);
    expect(screen.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    expect(host.calls[2]).toEqual({ url: '/portfolio' });
    expect(toasts).toEqual([]);
  });

  it("shows each network's mark beside its field", async () => {
    renderEditor('/edit-profile/social');
    await screen.findByLabelText('Instagram');
    const marks = ['Facebook', 'Instagram', 'LinkedIn', 'Pinterest', 'X', 'YouTube', 'Threads'].map(
      (label) => field(label).closest('div[class*="socialField"]')?.querySelector('[data-icon]'),
    );
    expect(marks.map((mark) => mark?.getAttribute('data-icon'))).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'x-light',
      'youtube',
      'threads',
    ]);
  });

  it('takes a handle, shows the profile link it becomes, and saves that link', async () => {
    const { user, host } = renderEditor('/edit-profile/social', [loaded(), saved(), loaded()]);
    await user.clear(await screen.findByLabelText('Instagram'));
    expect(screen.getByText('Your @handle or a link to your profile')).toBeInTheDocument();
    await user.type(field('Instagram'), '@priya.designs');
    expect(field('Instagram')).toHaveAccessibleDescription('Saved as instagram.com/priya.designs');
    await user.type(field('YouTube'), '@priya.designs');
    expect(field('YouTube')).toHaveAccessibleDescription('Saved as youtube.com/@priya.designs');
    await user.type(field('LinkedIn'), 'priya-sharma');
    expect(field('LinkedIn')).toHaveAccessibleDescription('Saved as linkedin.com/in/priya-sharma');
    // A link is no handle: nothing to preview.
    await user.type(field('Facebook'), 'facebook.com/priya');
    expect(field('Facebook')).not.toHaveAccessibleDescription();

    await user.click(save());
    await screen.findByText('Your social media links have been updated successfully!');
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        socialMedia: [
          { source: 'facebook', link: 'https://facebook.com/priya' },
          { source: 'instagram', link: 'https://instagram.com/priya.designs', _id: 'l1' },
          { source: 'linkedin', link: 'https://linkedin.com/in/priya-sharma' },
          { source: 'youtube', link: 'https://youtube.com/@priya.designs' },
          { source: 'website', link: 'https://asha.example', _id: 'l2' },
        ],
      },
    });
  });

  it.each([
    ['X', '@priya.designs', 'Invalid x.com URL'],
    ['Facebook', '@priya_d', 'Invalid facebook.com URL'],
    ['Instagram', 'priya.designs', 'Invalid instagram.com URL'],
  ])(
    'refuses a %s handle of another shape (%s) with the spec message',
    async (label, typed, message) => {
      const { user, host } = renderEditor('/edit-profile/social');
      await user.clear(await screen.findByLabelText(label));
      await user.type(field(label), typed);
      await user.tab();
      expect(field(label)).toHaveAccessibleDescription(message);
      await user.click(save());
      expect(host.calls).toHaveLength(1);
    },
  );

  it('says why Save is off while nothing changed', async () => {
    const { user } = renderEditor('/edit-profile/social');
    await screen.findByLabelText('Instagram');
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Nothing to save yet: no changes made.');
    await user.type(field('X'), '@asha');
    expect(save()).toBeEnabled();
    expect(save()).not.toHaveAccessibleDescription();
  });

  it('says "Failed to save links" and stays', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/social');
    await user.type(await screen.findByLabelText('YouTube'), 'youtu.be/abc');
    host.fail(400, 'Check the links', { 'socialMedia.1.link': 'This channel does not exist' });
    host.answer(loaded());
    await user.click(save());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save links' }]),
    );
    expect(field('YouTube')).toHaveAccessibleDescription('This channel does not exist');
    expect(save()).toBeEnabled();
    expect(
      screen.queryByText('Your social media links have been updated successfully!'),
    ).toBeNull();
  });
});

describe('About', () => {
  it('enables Save only when the heading or description changed', async () => {
    const { user } = renderEditor('/edit-profile/about');
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Heading')).toHaveValue('Who I am');
    expect(field('Description')).toHaveValue('Designer in Bangalore.');
    expect(save()).toBeDisabled();
    await user.type(field('Description'), '!');
    expect(save()).toBeEnabled();
    await user.type(field('Description'), '{Backspace}');
    expect(save()).toBeDisabled();
  });

  it('saves both left empty as null, then reloads and goes back', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/about', [
      loaded(),
      saved({ about: { heading: null, description: null } }),
      loaded({ about: { heading: null, description: null } }),
    ]);
    await user.clear(await screen.findByLabelText('Heading'));
    expect(field('Heading')).toHaveAttribute('placeholder', 'About Us');
    await user.clear(field('Description'));
    await user.click(save());
    await menu();
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: { about: { heading: null, description: null } },
    });
    await waitFor(() => expect(host.calls[2]).toEqual({ url: '/portfolio' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'About info saved successfully!' }]);
  });

  it('fills an empty about section', async () => {
    const { user, host } = renderEditor('/edit-profile/about', [
      loaded({ about: { heading: null, description: null } }),
      saved(),
      loaded(),
    ]);
    expect(await screen.findByLabelText('Heading')).toHaveValue('');
    expect(save()).toBeDisabled();
    await user.type(field('Heading'), '  Hello  ');
    await user.type(field('Description'), 'I design things.');
    await user.click(save());
    await menu();
    expect(host.calls[1]).toMatchObject({
      body: { about: { heading: 'Hello', description: 'I design things.' } },
    });
  });

  it('says "Failed to save. Please try again." and stays', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/about');
    await user.type(await screen.findByLabelText('Heading'), '!');
    host.fail(500, '');
    host.answer(loaded());
    await user.click(save());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save. Please try again.' }]),
    );
    expect(field('Heading')).toHaveValue('Who I am!');
  });
});
