import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { loadCatalogue, localizeTexts, signatureTexts } from 'shared-contracts';
import { signatureOf } from '../src/features/signature/signature-html';
import { loaded, portfolio, renderEditor } from './fixtures/editor';
import { insightsHost, monthResult, ok as insightsOk, weekResult } from './fixtures/insights';
import { contactsHost } from './fixtures/contacts';

/** The editor in the person's language (issue 30): the spec's English nowhere on the screen. */

afterEach(() => {
  localStorage.clear();
  rs.restoreAllMocks();
});

const noEnglish = (...texts: string[]) => {
  for (const text of texts) expect(screen.queryByText(text)).not.toBeInTheDocument();
};

describe('the editor in Hindi', () => {
  it('lists the sections, the theme and the sharing screens in Hindi', async () => {
    renderEditor('/edit-profile', [loaded()], { language: await loadCatalogue('hi') });
    expect(await screen.findByRole('heading', { name: 'अपना पोर्टफ़ोलियो बदलें' })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'पोर्टफ़ोलियो के हिस्से' }));
    await sections.findByText('6 में से 6 हिस्से पूरे');
    expect(sections.getAllByRole('link')[0]).toHaveTextContent(
      'निजी जानकारीपूराप्रोफ़ाइल और बैनर इमेज, पूरा नाम, ईमेल, फ़ोन, WhatsApp',
    );
    expect(screen.getByRole('switch', { name: 'डार्क मोड' })).toHaveAccessibleDescription(
      'देखने वालों को आपका कार्ड पहले डार्क मोड में दिखता है। वे लाइट मोड चुन सकते हैं।',
    );
    expect(screen.getByRole('button', { name: 'देखें' })).toBeInTheDocument();
    const sharing = within(screen.getByRole('navigation', { name: 'शेयर करना' }));
    expect(sharing.getByRole('link', { name: /^पर्सनल लिंक/ })).toHaveTextContent(
      'अपने कार्ड के लिए छोटा लिंक चुनें',
    );
    expect(sharing.getByRole('link', { name: /^इनसाइट्स/ })).toBeInTheDocument();
    expect(sharing.getByRole('link', { name: /^ईमेल सिग्नेचर/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'मेरा कार्ड सर्च इंजन में दिखाएँ' })).toBeInTheDocument();
    noEnglish('Edit Your Portfolio', 'Personal Info', 'View', 'Insights', 'Backgrounds');
  });

  it('says a section form’s refusal in Hindi, and why Save is grey', async () => {
    const { user } = renderEditor('/edit-profile/work', [loaded()], {
      language: await loadCatalogue('hi'),
    });
    const company = await screen.findByLabelText('कंपनी का नाम');
    expect(company).toHaveValue('Rao Studio');
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeDisabled();
    expect(screen.getByText('अभी सहेजने को कुछ नहीं: कोई बदलाव नहीं हुआ।')).toBeInTheDocument();
    expect(screen.getByLabelText('मुख्य वेबसाइट (वैकल्पिक)')).toHaveValue('https://rao.example');

    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('कंपनी का नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'काम और ब्रांडिंग' })).toBeInTheDocument();
    noEnglish('Company name is required', 'Save', 'Work email');
  });

  it('shows Insights in Hindi, each day of the table with its month in Hindi', async () => {
    const host = insightsHost((days) => insightsOk(days === 7 ? weekResult : monthResult));
    const { user } = renderEditor('/edit-profile/insights', [], {
      host,
      language: await loadCatalogue('hi'),
    });
    const totals = await screen.findByRole('list', { name: 'कुल' });
    expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent('4,321व्यू');
    await user.click(screen.getByRole('button', { name: 'पिछले 7 दिन' }));
    const table = await screen.findByRole('table', { name: 'पिछले 7 दिन, हर दिन की एक पंक्ति' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('7 मार्च 2025');
    expect(screen.getByRole('figure', { name: 'हर दिन के व्यू और विज़िटर' })).toContainElement(table);
    const links = within(screen.getByRole('list', { name: 'सबसे ज़्यादा टैप हुए लिंक' }));
    expect(links.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ईमेल7',
      'WhatsApp5',
      'Instagram3',
      'अन्य1',
    ]);
    noEnglish('Insights', 'Views', 'Top links', '7 Mar 2025');
  });

  it('writes the e-mail signature’s own words in Hindi, the card’s as written', async () => {
    const words = localizeTexts(signatureTexts, await loadCatalogue('hi'));
    const html = signatureOf(portfolio, 'classic', 'https://tapfolio.example', words).html;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.images].map((image) => image.alt)).toEqual([
      'Asha Rao',
      'Asha Rao के कार्ड का QR कोड',
    ]);
    expect(doc.body.textContent).toContain('Founder, Rao Studio');
  });

  it('names the service a grey Save waits for, in Hindi', async () => {
    const { user } = renderEditor('/edit-profile/services', [loaded()], {
      language: await loadCatalogue('hi'),
    });
    const service = (n: number) => within(screen.getByRole('group', { name: `सेवा ${n}` }));
    const save = () => screen.getByRole('button', { name: 'सहेजें' });
    await user.clear((await screen.findAllByLabelText('विवरण'))[0]!);
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('सेवा 1: विवरण ज़रूरी है');
    await user.click(screen.getByRole('button', { name: 'सेवा जोड़ें' }));
    expect(service(3).getByLabelText('शीर्षक')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'सेवा 3 हटाएँ' })).toHaveTextContent('हटाएँ');
  });

  it('lists the contacts in Hindi', async () => {
    renderEditor('/edit-profile/contacts', [], {
      host: contactsHost(),
      language: await loadCatalogue('hi'),
    });
    const list = await screen.findByRole('list', { name: 'संपर्क' });
    const ravi = within(list).getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('12 मार्च 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क' })).toBeInTheDocument();
  });
});

describe('the editor in Bengali', () => {
  it('lists the sections in Bengali', async () => {
    renderEditor('/edit-profile', [loaded()], { language: await loadCatalogue('bn') });
    expect(await screen.findByRole('heading', { name: 'আপনার পোর্টফোলিও বদলান' })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'পোর্টফোলিওর অংশগুলি' }));
    await sections.findByText('6টির মধ্যে 6টি অংশ সম্পূর্ণ');
    expect(screen.getByRole('switch', { name: 'ডার্ক মোড' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'শেয়ার করা' })).getByRole('link', {
        name: /^ব্যাকগ্রাউন্ড/,
      }),
    ).toHaveTextContent('ভিডিও কলের পেছনে আর লক স্ক্রিনে আপনার কার্ড');
  });

  it('says a section form’s refusal in Bengali', async () => {
    const { user } = renderEditor('/edit-profile/work', [loaded()], {
      language: await loadCatalogue('bn'),
    });
    const company = await screen.findByLabelText('কোম্পানির নাম');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'সেভ করুন' }));
    expect(await screen.findByText('কোম্পানির নাম দরকার')).toBeInTheDocument();
    noEnglish('Company name is required');
  });

  it('shows Insights’ days with their month in Bengali', async () => {
    const host = insightsHost((days) => insightsOk(days === 7 ? weekResult : monthResult));
    const { user } = renderEditor('/edit-profile/insights', [], {
      host,
      language: await loadCatalogue('bn'),
    });
    await screen.findByRole('list', { name: 'মোট' });
    await user.click(screen.getByRole('button', { name: 'গত 7 দিন' }));
    const table = await screen.findByRole('table', { name: 'গত 7 দিন, প্রতিদিনের একটি সারি' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('7 মার্চ 2025');
  });

  it('lists the contacts in Bengali, the day each was shared with its month in Bengali', async () => {
    const { user } = renderEditor('/edit-profile/contacts', [], {
      host: contactsHost(),
      language: await loadCatalogue('bn'),
    });
    const list = await screen.findByRole('list', { name: 'কন্টাক্ট' });
    const ravi = within(list).getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('12 মার্চ, 2025')).toHaveAttribute(
      'datetime',
      '2025-03-12T12:00:00.000Z',
    );
    expect(screen.getByRole('button', { name: 'Google কন্ট্যাক্টস-এর জন্য CSV' })).toBeInTheDocument();

    await user.click(within(ravi).getByRole('button', { name: 'মুছুন' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toHaveFocus();
    noEnglish('12 Mar 2025', 'Cancel', 'CSV for Google Contacts');
  });
});
