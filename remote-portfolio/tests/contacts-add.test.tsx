import { afterAll, afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { loadCatalogue, type ScannedContact } from 'shared-contracts';
import type { HostRequest } from 'web-kit';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { todayInIndia } from 'shared-contracts';
import { callsOf, contactsHost, contacts, failed, ok, type Routes } from './fixtures/contacts';
import { jpegFile, renderEditor, uploadedFile } from './fixtures/editor';

// The OCR and QR readers are another module's (WebAssembly): replaced at its boundary.
const scan = rs.hoisted(() => ({
  scanBusinessCard: rs.fn<(image: Blob, onProgress?: (f: number) => void) => Promise<unknown>>(),
  scanQrCode: rs.fn<(image: Blob) => Promise<string | null>>(),
}));
rs.mock('../src/features/contacts/scan', () => scan);
// The suite's files share a worker (isolate: false): the scanner's own tests need the real one.
afterAll(() => rs.doUnmock('../src/features/contacts/scan'));

const today = todayInIndia();
const saved = (body: unknown) => ok({ ...contacts[2], ...(body as object), _id: 'c-new' });

async function openAdd(routes: Routes = {}, language?: 'hi') {
  installFakeClock();
  const host = contactsHost({ 'POST /portfolio/leads': (r) => saved(r.body), ...routes });
  const view = renderEditor('/edit-profile/contacts/new', [], {
    host,
    ...(language && { language: await loadCatalogue(language) }),
  });
  await nextFrame();
  return { ...view, host, user: clockedUser() };
}

const posted = (calls: HostRequest[]) =>
  callsOf(calls, 'POST', '/portfolio/leads').map((call) => call.body);
const field = (label: string) => screen.getByLabelText(label);

const card: ScannedContact = {
  name: 'Priya Sharma',
  company: 'Sharma Textiles',
  designation: 'Sales Head',
  phoneNumbers: ['+919876543210', '+912224567890'],
  emails: ['priya@sharma.example'],
  websites: ['https://sharma.example/'],
};

beforeEach(() => {
  scan.scanBusinessCard.mockReset();
  scan.scanQrCode.mockReset();
});
afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('Add contact: typed in', () => {
  it('checks the form as the server does, then saves and goes back to the list', async () => {
    const { host, user, toasts } = await openAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add contact' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Type it in' }));
    await nextFrame();
    expect(field('Date met')).toHaveValue(today);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Give a phone number or an e-mail')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();

    await user.type(field('Name'), 'Anil Mehta');
    await user.type(field('E-mail'), 'anil@');
    await user.type(field('Phone'), '98765 1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid 10-digit mobile number with optional country code'),
    ).toBeInTheDocument();
    expect(posted(host.calls)).toEqual([]);

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'anil@mehta.example');
    await user.type(field('Phone'), '5');
    await user.type(field('Add a tag'), 'supplier{Enter}');
    await user.type(field('Add a tag'), 'Delhi');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(field('Add a tag'), 'oops{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove tag oops' }));
    await user.type(field('Where you met'), 'Delhi Trade Fair');
    await user.type(field('Follow-up date'), '2099-01-15');
    await user.type(field('Notes'), 'Wants 500 cards');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();

    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Contact saved.' }]));
    expect(posted(host.calls)).toEqual([
      {
        name: 'Anil Mehta',
        phoneNumber: '+919876512345',
        email: 'anil@mehta.example',
        tags: ['supplier', 'Delhi'],
        metAt: 'Delhi Trade Fair',
        metOn: today,
        followUpOn: '2099-01-15',
        notes: 'Wants 500 cards',
        source: 'typed',
      },
    ]);
    await nextFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
  });

  it('shows the server’s refusal on its field', async () => {
    const { user, toasts } = await openAdd({
      'POST /portfolio/leads': () => ({
        error: {
          status: 400,
          data: {
            success: false,
            message: 'Invalid',
            code: 'BAD_REQUEST',
            fields: { website: 'Please enter a valid website, such as example.com' },
          },
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Type it in' }));
    await user.type(field('Name'), 'Anil Mehta');
    await user.type(field('Phone'), '9876512345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    expect(
      await screen.findByText('Please enter a valid website, such as example.com'),
    ).toBeInTheDocument();
    expect(toasts).toEqual([
      { kind: 'error', message: 'Failed to save the contact. Please try again.' },
    ]);
  });
});

describe('Add contact: scanned', () => {
  it('reads a business card with its progress, fills the form and offers the other phone', async () => {
    let finish: (found: ScannedContact) => void = () => {};
    scan.scanBusinessCard.mockImplementation((_image, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { host, user } = await openAdd();
    const photo = jpegFile('card.jpg');
    const input = screen.getByLabelText('Scan a business card');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, photo);
    await nextFrame();

    const progress = await screen.findByRole('progressbar', { name: 'Reading the card...' });
    expect(progress).toHaveAttribute('value', '0.4');
    expect(scan.scanBusinessCard.mock.calls[0]![0]).toBe(photo);
    finish(card);
    await nextFrame();

    expect(await screen.findByText('Check what was found, then save.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Priya Sharma');
    expect(field('Company')).toHaveValue('Sharma Textiles');
    expect(field('Designation')).toHaveValue('Sales Head');
    expect(field('Phone')).toHaveValue('+919876543210');
    expect(field('E-mail')).toHaveValue('priya@sharma.example');
    expect(field('Website')).toHaveValue('https://sharma.example/');
    expect(screen.getByText('Also found on the card')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use +912224567890' }));
    expect(field('Phone')).toHaveValue('+912224567890');
    expect(screen.getByRole('button', { name: 'Use +919876543210' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use +919876543210' }));

    const keep = screen.getByRole('checkbox', { name: 'Keep the photo with this contact' });
    expect(keep).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    await waitFor(() => expect(posted(host.calls)).toHaveLength(1));
    expect(posted(host.calls)[0]).toEqual({
      name: 'Priya Sharma',
      company: 'Sharma Textiles',
      designation: 'Sales Head',
      phoneNumber: '+919876543210',
      email: 'priya@sharma.example',
      website: 'https://sharma.example',
      tags: [],
      metOn: today,
      source: 'scanned',
    });
    // Not kept: the photo never left the phone.
    expect(callsOf(host.calls, 'POST', '/portfolio/upload')).toEqual([]);
  });

  it('uploads the photo and keeps it with the contact only when asked', async () => {
    scan.scanBusinessCard.mockResolvedValue(card);
    const { host, user } = await openAdd({
      'POST /portfolio/upload': () => ({
        data: uploadedFile('portfolios/u1/kept.jpg', 'card.jpg'),
      }),
    });
    await user.upload(screen.getByLabelText('Scan a business card'), jpegFile('card.jpg'));
    await nextFrame();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Keep the photo with this contact' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    await waitFor(() => expect(posted(host.calls)).toHaveLength(1));
    const upload = callsOf(host.calls, 'POST', '/portfolio/upload')[0]!;
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(posted(host.calls)[0]).toMatchObject({ photoKey: 'portfolios/u1/kept.jpg' });
  });

  it('says when the card cannot be read, and the other ways stay open', async () => {
    scan.scanBusinessCard.mockRejectedValue(new Error('no text'));
    const { user } = await openAdd();
    await user.upload(screen.getByLabelText('Scan a business card'), jpegFile());
    await nextFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not read the card. Try a clearer photo or type it in.',
    );
    expect(screen.getByRole('button', { name: 'Type it in' })).toBeEnabled();
  });

  it('fills the form from a vCard QR; a link QR fills the website; no QR is said', async () => {
    scan.scanQrCode.mockResolvedValueOnce(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kavya Rao\r\nORG:Rao Studio\r\nTEL:+91 99887 76655\r\nEMAIL:kavya@rao.example\r\nEND:VCARD',
    );
    const { user } = await openAdd();
    await user.upload(screen.getByLabelText('Scan a QR code'), jpegFile('qr.jpg'));
    await nextFrame();
    await waitFor(() => expect(field('Name')).toHaveValue('Kavya Rao'));
    expect(field('Company')).toHaveValue('Rao Studio');
    expect(field('Phone')).toHaveValue('+919988776655');
    expect(field('E-mail')).toHaveValue('kavya@rao.example');
    // A QR's photo is not offered to keep.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    scan.scanQrCode.mockResolvedValueOnce('https://tapfolio.app/@kavya');
    await user.upload(screen.getByLabelText('Scan a QR code'), jpegFile('qr.jpg'));
    await nextFrame();
    await waitFor(() => expect(field('Website')).toHaveValue('https://tapfolio.app/@kavya'));

    scan.scanQrCode.mockResolvedValueOnce(null);
    await user.upload(screen.getByLabelText('Scan a QR code'), jpegFile('qr.jpg'));
    await nextFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No QR code found in the photo. Try again closer.',
    );
  });
});

describe('Add contact: a Tapfolio card’s QR', () => {
  it('reads the card’s own vCard, its handle looked up first; unread, the link stays', async () => {
    const vcard =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Neha Joshi\r\nORG:Joshi Designs\r\nTITLE:Founder\r\n' +
      'TEL;TYPE=CELL:+91 98200 12345\r\nEMAIL:neha@joshi.example\r\n' +
      `URL:${window.location.origin}/@neha\r\nEND:VCARD`;
    const { host, user } = await openAdd({
      'GET /handles/neha': () => ok({ userId: 'u-neha', handle: 'neha' }),
      'GET /portfolio/u-neha/vcard': () => ({ data: new Blob([vcard], { type: 'text/vcard' }) }),
      'GET /portfolio/u-gone/vcard': () => failed(404),
    });
    scan.scanQrCode.mockResolvedValueOnce(`${window.location.origin}/@Neha`);
    await user.upload(screen.getByLabelText('Scan a QR code'), jpegFile('qr.jpg'));
    await nextFrame();
    await waitFor(() => expect(field('Name')).toHaveValue('Neha Joshi'));
    expect(field('Company')).toHaveValue('Joshi Designs');
    expect(field('Designation')).toHaveValue('Founder');
    expect(field('Phone')).toHaveValue('+919820012345');
    expect(field('E-mail')).toHaveValue('neha@joshi.example');
    expect(field('Website')).toHaveValue(`${window.location.origin}/@neha`);
    expect(callsOf(host.calls, 'GET', '/portfolio/u-neha/vcard')[0]).toMatchObject({
      responseType: 'blob',
    });

    scan.scanQrCode.mockResolvedValueOnce(`${window.location.origin}/portfolio/u-gone`);
    await user.upload(screen.getByLabelText('Scan a QR code'), jpegFile('qr.jpg'));
    await nextFrame();
    await waitFor(() =>
      expect(field('Website')).toHaveValue(`${window.location.origin}/portfolio/u-gone`),
    );
    expect(field('Name')).toHaveValue('Neha Joshi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Add contact in Hindi', () => {
  it('names the ways and says what is missing in Hindi', async () => {
    const { user } = await openAdd({}, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क जोड़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('बिज़नेस कार्ड स्कैन करें')).toBeInTheDocument();
    expect(screen.getByLabelText('QR कोड स्कैन करें')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'टाइप करें' }));
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    await nextFrame();
    expect(await screen.findByText('कृपया नाम डालें')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर या ईमेल दें')).toBeInTheDocument();
    expect(within(document.body).queryByText('Please enter a name')).not.toBeInTheDocument();
  });
});
