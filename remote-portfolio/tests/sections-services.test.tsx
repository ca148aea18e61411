import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  imageKey,
  jpegFile,
  loaded,
  renderEditor,
  saved,
  services,
  uploadedFile,
} from './fixtures/editor';

const save = () => screen.getByRole('button', { name: 'Save' });
const add = () => screen.getByRole('button', { name: 'Add service' });
const card = (n: number) => within(screen.getByRole('group', { name: `Service ${n}` }));
const cards = () => screen.queryAllByRole('group', { name: /^Service \d$/ });
const menu = () => screen.findByRole('heading', { name: 'Edit Your Portfolio' });

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

  it('needs the service heading, and a heading and description for every service, and says which is missing', async () => {
    const { user } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Service heading is required');
    await user.type(screen.getByLabelText('Service heading'), 'Services');
    expect(save()).toBeEnabled();
    expect(save()).not.toHaveAccessibleDescription();

    // A half-filled service: the line beside Save names the service and what it lacks.
    await user.click(add());
    await user.type(card(3).getByLabelText('Heading'), 'Print');
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Service 3: Description is required');
    await user.type(card(3).getByLabelText('Description'), 'Cards and flyers');
    expect(save()).toBeEnabled();
    await user.clear(card(1).getByLabelText('Description'));
    expect(save()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Service 1: Description is required');
  });

  it('says nothing changed while Save is off on an untouched page', async () => {
    renderEditor('/edit-profile/services');
    await screen.findByLabelText('Service heading');
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Nothing to save yet: no changes made.');
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

  it('saves the heading and the whole list in one PATCH, then goes back without a reload', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    await user.type(screen.getByLabelText('Service heading'), 'How I help');
    await user.type(card(1).getByLabelText('Description'), ' for small firms');
    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    await user.click(add());
    await user.type(card(2).getByLabelText('Heading'), ' Print ');
    await user.type(card(2).getByLabelText('Description'), 'Cards and flyers');

    const release = host.hold();
    await user.click(save());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(add()).toBeDisabled();
    expect(host.calls.slice(1)).toEqual([
      {
        url: '/portfolio',
        method: 'PATCH',
        body: {
          serviceHeading: 'How I help',
          services: [
            {
              _id: 's1',
              heading: 'Branding',
              description: 'Logos and identity for small firms',
              image: services[0]!.image,
            },
            { heading: 'Print', description: 'Cards and flyers', image: null },
          ],
        },
      },
    ]);

    release(
      saved({ serviceHeading: 'How I help' }, [
        { ...services[0]!, description: 'Logos and identity for small firms' },
        { _id: 's3', heading: 'Print', description: 'Cards and flyers', image: null },
      ]),
    );
    expect(await menu()).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'success', message: 'Service(s) saved successfully!' }]);
    expect(host.calls).toHaveLength(2);
  });

  it('shows what the server answered, and saves its ids the next time', async () => {
    const { user, host } = renderEditor('/edit-profile/services');
    await screen.findByLabelText('Service heading');
    await user.click(add());
    await user.type(card(3).getByLabelText('Heading'), 'print');
    await user.type(card(3).getByLabelText('Description'), 'cards and flyers');

    // The server stores its own spelling, and gives the new service its id.
    host.answer(
      saved({}, [
        ...services,
        { _id: 's3', heading: 'Print', description: 'Cards and flyers.', image: null },
      ]),
    );
    await user.click(save());
    await user.click(await screen.findByRole('link', { name: /Services/ }));

    expect(card(3).getByLabelText('Heading')).toHaveValue('Print');
    expect(card(3).getByLabelText('Description')).toHaveValue('Cards and flyers.');
    expect(save()).toBeDisabled();
    expect(host.calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    host.answer(saved({}, [services[1]!, { ...services[0]!, _id: 's3' }]));
    await user.click(save());
    await menu();
    expect(host.calls).toHaveLength(3);
    expect(host.calls[2]).toMatchObject({
      method: 'PATCH',
      body: {
        services: [
          { _id: 's2', heading: 'Web design' },
          { _id: 's3', heading: 'Print', description: 'Cards and flyers.' },
        ],
      },
    });
  });

  it('uploads a service image when it is picked, and the save sends its key', async () => {
    const { user, host } = renderEditor('/edit-profile/services');
    const chooser = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Service heading');
    host.answer(uploadedFile(imageKey(12, 'services'), 'web.jpg'));
    await chooser.upload(card(2).getByLabelText('Service image'), jpegFile('web.jpg'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await card(2).findByRole('img', { name: 'Service image' })).toBeInTheDocument();
    expect(host.calls[1]).toMatchObject({ url: '/portfolio-service/upload', method: 'POST' });

    host.answer(saved());
    await user.click(save());
    await menu();
    expect(host.calls).toHaveLength(3);
    expect(host.calls[2]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        serviceHeading: 'What I do',
        services: [
          { ...services[0] },
          { ...services[1], image: { key: imageKey(12, 'services'), name: 'web.jpg' } },
        ],
      },
    });
  });

  it('on a failed save shows the server’s message, keeps the form, and marks the fields', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { user, host, toasts } = renderEditor('/edit-profile/services');
    await user.clear(await screen.findByLabelText('Service heading'));
    await user.type(screen.getByLabelText('Service heading'), 'How I help');
    await user.click(add());
    await user.type(card(3).getByLabelText('Heading'), 'Print');
    await user.type(card(3).getByLabelText('Description'), 'Cards');

    host.fail(400, 'Check the service', { 'services[2].description': 'Description is too short' });
    await user.click(save());

    await waitFor(() =>
      expect(card(3).getByLabelText('Description')).toHaveAccessibleDescription(
        'Description is too short',
      ),
    );
    // The first field the server refused takes focus, so the keyboard lands on its message: once
    // the form has stopped submitting, a render after the one that shows the message.
    await waitFor(() => expect(card(3).getByLabelText('Description')).toHaveFocus());
    expect(card(3).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([{ kind: 'error', message: 'Check the service' }]);
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByLabelText('Service heading')).toHaveValue('How I help');
    expect(cards()).toHaveLength(3);
    expect(host.calls).toHaveLength(2);

    // No answer at all: the generic failure. The form is still as typed, and Save still works.
    host.fail(0, '');
    await user.click(save());
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toEqual({ kind: 'error', message: 'Failed to save. Please try again.' });
    expect(card(3).getByLabelText('Heading')).toHaveValue('Print');

    await user.type(card(3).getByLabelText('Description'), ' and flyers');
    host.answer(saved());
    await user.click(save());
    await menu();
    expect(host.calls).toHaveLength(4);
    expect(host.calls[3]).toMatchObject({
      method: 'PATCH',
      body: {
        serviceHeading: 'How I help',
        services: [
          { _id: 's1' },
          { _id: 's2' },
          { heading: 'Print', description: 'Cards and flyers', image: null },
        ],
      },
    });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
