import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  imageKey,
  jpegFile,
  loaded,
  renderEditor,
  services,
  uploadedFile,
} from '../src/features/sections/testing/fixtures';

const save = () => screen.getByRole('button', { name: 'Save' });
const add = () => screen.getByRole('button', { name: 'Add service' });
const card = (n: number) => within(screen.getByRole('group', { name: `Service ${n}` }));
const cards = () => screen.queryAllByRole('group', { name: /^Service \d$/ });
const menu = () => screen.findByRole('heading', { name: 'Edit Your Portfolio' });
const created = (id: string, heading: string, description: string) => ({
  success: true,
  result: { _id: id, heading, description, image: null },
});

describe('Services', () => {
  it('shows the heading and the services, Save disabled while unchanged', async () => {
    renderEditor('/edit-profile/services');
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Service heading')).toHaveValue('What I do');
    expect(cards()).toHaveLength(2);
    expect(card(1).getByLabelText('Heading')).toHaveValue('Branding');
    expect(card(1).getByLabelText('Description')).toHaveValue('Logos and identity');
    expect(card(1).getByRole('img', { name: 'Service image' })).toBeInTheDocument();
    expect(card(2).getByLabelText('Heading')).toHaveValue('Web design');
    expect(card(2).getByText('Square image under 1.2 MB')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('adds services up to three, never a fourth, and removes them down to one', async () => {
    const { user } = renderEditor('/edit-profile/services');
    await screen.findByLabelText('Service heading');
    await user.click(add());
    expect(cards()).toHaveLength(3);
    expect(card(3).getByLabelText('Heading')).toHaveValue('');
    expect(add()).toBeDisabled();
    expect(screen.getByText('You can add up to 3 services')).toBeInTheDocument();
    await user.click(add());
    expect(cards()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    expect(cards()).toHaveLength(2);
    expect(card(1).getByLabelText('Heading')).toHaveValue('Web design');
    expect(add()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove service/ })).not.toBeInTheDocument();
  });

  it('needs the service heading, and a heading and description for every service', async () => {
    const { user } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Service heading'), 'Services');
    expect(save()).toBeEnabled();

    await user.click(add());
    await user.type(card(3).getByLabelText('Heading'), 'Print');
    expect(save()).toBeDisabled();
    await user.type(card(3).getByLabelText('Description'), 'Cards and flyers');
    expect(save()).toBeEnabled();
    await user.clear(card(1).getByLabelText('Description'));
    expect(save()).toBeDisabled();
  });

  it('starts with one empty service when there are none', async () => {
    const { user } = renderEditor('/edit-profile/services', [loaded({ serviceHeading: null }, [])]);
    expect(await screen.findByLabelText('Service heading')).toHaveValue('');
    expect(cards()).toHaveLength(1);
    expect(save()).toBeDisabled();
    // An untouched empty card is no change: back goes straight to the menu.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await menu()).toBeInTheDocument();
  });

  it('saves the heading first, then each service, then reloads once and goes back', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    await user.type(screen.getByLabelText('Service heading'), 'How I help');
    await user.type(card(1).getByLabelText('Description'), ' for small firms');
    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    await user.click(add());
    await user.type(card(2).getByLabelText('Heading'), 'Print');
    await user.type(card(2).getByLabelText('Description'), 'Cards and flyers');

    host.answer(loaded({ serviceHeading: 'How I help' }));
    host.answer({ success: true, result: { _id: 's2' } });
    host.answer({ success: true, result: { ...services[0], description: 'x' } });
    const release = host.hold();
    host.answer(loaded());
    await user.click(save());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(add()).toBeDisabled();
    await waitFor(() => expect(host.calls).toHaveLength(5));
    expect(host.calls.slice(1)).toEqual([
      { url: '/portfolio', method: 'PATCH', body: { serviceHeading: 'How I help' } },
      { url: '/portfolio-service/user/s2', method: 'DELETE' },
      {
        url: '/portfolio-service/user/s1',
        method: 'PATCH',
        body: { description: 'Logos and identity for small firms' },
      },
      {
        url: '/portfolio-service/p1',
        method: 'POST',
        body: { heading: 'Print', description: 'Cards and flyers', image: null },
      },
    ]);

    release(created('s3', 'Print', 'Cards and flyers'));
    expect(await menu()).toBeInTheDocument();
    await waitFor(() => expect(host.calls).toHaveLength(6));
    expect(host.calls[5]).toEqual({ url: '/portfolio' });
    expect(toasts).toEqual([{ kind: 'success', message: 'Service(s) saved successfully!' }]);
  });

  it('uploads a service image to the service upload and sends it with the service', async () => {
    const { user, host } = renderEditor('/edit-profile/services');
    const chooser = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Service heading');
    host.answer(uploadedFile(imageKey(12, 'services'), 'web.jpg'));
    await chooser.upload(card(2).getByLabelText('Service image'), jpegFile('web.jpg'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await card(2).findByRole('img', { name: 'Service image' })).toBeInTheDocument();
    expect(host.calls[1]).toMatchObject({ url: '/portfolio-service/upload', method: 'POST' });

    host.answer({ success: true, result: services[1] });
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls[2]).toEqual({
      url: '/portfolio-service/user/s2',
      method: 'PATCH',
      body: { image: { key: imageKey(12, 'services'), name: 'web.jpg' } },
    });
  });

  it('only logs a failed save, stays, and does not repeat what already succeeded', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { user, host, toasts } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    await user.type(screen.getByLabelText('Service heading'), 'How I help');
    await user.click(add());
    await user.type(card(3).getByLabelText('Heading'), 'Print');
    await user.type(card(3).getByLabelText('Description'), 'Cards');

    host.answer(loaded({ serviceHeading: 'How I help' }));
    host.fail(400, 'Check the service', { description: 'Description is too short' });
    host.answer(loaded({ serviceHeading: 'How I help' }));
    await user.click(save());

    await waitFor(() =>
      expect(card(3).getByLabelText('Description')).toHaveAccessibleDescription(
        'Description is too short',
      ),
    );
    expect(errors).toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    await waitFor(() => expect(host.calls).toHaveLength(4));
    expect(host.calls[3]).toEqual({ url: '/portfolio' });

    await user.type(card(3).getByLabelText('Description'), ' and flyers');
    host.answer(created('s3', 'Print', 'Cards and flyers'));
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls.slice(4)).toEqual([
      {
        url: '/portfolio-service/p1',
        method: 'POST',
        body: { heading: 'Print', description: 'Cards and flyers', image: null },
      },
      { url: '/portfolio' },
    ]);
    errors.mockRestore();
  });
});
