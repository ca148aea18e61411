import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { loadCatalogue, type Language, type Order } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import {
  ORDER_ID,
  listBody,
  orderBody,
  orderIn,
  orderLine,
  renderDetail,
  renderList,
  toneOf,
} from './order-fixtures';

/** The orders screens in Hindi and Tamil: the catalogue's words, the spec's dates and money. */

async function showList(language: Language, orders: Order[]) {
  const host = fakeHost();
  host.answer(listBody(orders));
  renderList(host, await loadCatalogue(language));
}

async function showOrder(language: Language, answer: Order, track: string) {
  const host = fakeHost();
  host.answer(orderBody(answer));
  const view = renderDetail({ host, language: await loadCatalogue(language) });
  await screen.findByRole('region', { name: track });
  return view;
}

/** Each step of the timeline: its title, date and message. */
const stepsIn = (track: HTMLElement) =>
  within(track)
    .getAllByRole('listitem')
    .map((step) => [
      within(step).getByRole('heading', { level: 3 }).textContent,
      step.querySelector('time')?.textContent ?? null,
      step.querySelector('p')?.textContent,
    ]);

describe('Your Orders in Hindi', () => {
  it('names the screen, each status and the item count in Hindi; dates and totals as the spec writes them', async () => {
    await showList('hi', [
      orderIn('pending', {
        _id: 'a1',
        code: 'TF-PEND01',
        createdAt: '2026-11-30T04:00:00.000Z',
        products: [orderLine({ quantity: 2, salePrice: 499.5 })],
      }),
      orderIn('placed', { _id: 'a2', code: 'TF-PLAC02', createdAt: '2026-11-23T20:00:00.000Z' }),
      orderIn('cancelled', { _id: 'a3', code: 'TF-CANC03', createdAt: '2026-09-15T10:00:00.000Z' }),
    ]);
    expect(screen.getByRole('heading', { name: 'आपके ऑर्डर' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ऑर्डर' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      'TF-PEND01ऑर्डर पेंडिंग2026-11-30 · 2 आइटम₹999',
      'TF-PLAC02ऑर्डर दिया गया2026-11-24 · 1 आइटम₹499',
      'TF-CANC03ऑर्डर रद्द हुआ2026-09-15 · 1 आइटम₹499',
    ]);
    // The badge keeps its colour: the status is read from the API's value, not from its label.
    expect(toneOf(within(cards[1]!).getByText('ऑर्डर दिया गया'))).toBe('progress');
    expect(toneOf(within(cards[2]!).getByText('ऑर्डर रद्द हुआ'))).toBe('danger');
    expect(document.title).toBe('आपके ऑर्डर | Tapfolio');
  });

  it('says there are no orders, with its way to the cards, in Hindi', async () => {
    await showList('hi', []);
    expect(await screen.findByRole('heading', { name: 'कोई ऑर्डर नहीं मिला' })).toBeVisible();
    expect(screen.getByText('आपने अभी तक कोई ऑर्डर नहीं दिया है।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'कार्ड देखें' })).toHaveAttribute('href', '/products');
  });

  it('says the orders did not load, and Retry, in Hindi', async () => {
    const host = fakeHost();
    host.fail(0, '');
    renderList(host, await loadCatalogue('hi'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ऑर्डर लोड नहीं हो सके');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });
});

describe('Your Orders in Tamil', () => {
  it('shows the status and the item count in Tamil', async () => {
    await showList('ta', [
      orderIn('completed', {
        _id: 'a1',
        code: 'TF-DONE01',
        createdAt: '2026-10-02T10:00:00.000Z',
        products: [
          orderLine({ quantity: 2, salePrice: 1200 }),
          orderLine({ _id: 'l2', quantity: 1, salePrice: 799 }),
        ],
      }),
      orderIn('placed', { _id: 'a2', code: 'TF-PLAC02', createdAt: '2026-11-23T20:00:00.000Z' }),
    ]);
    expect(screen.getByRole('heading', { name: 'உங்கள் ஆர்டர்கள்' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ஆர்டர்கள்' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((card) => card.textContent),
    ).toEqual([
      'TF-DONE01ஆர்டர் முடிந்தது2026-10-02 · 3 பொருள்₹3,199',
      'TF-PLAC02ஆர்டர் செய்யப்பட்டது2026-11-24 · 1 பொருள்₹499',
    ]);
  });
});

describe('Order Details in Hindi', () => {
  it('shows the summary, items and address in Hindi, and Back', async () => {
    await showOrder(
      'hi',
      orderIn('placed', {
        products: [
          orderLine({ quantity: 2, salePrice: 499 }),
          orderLine({ _id: 'l2', quantity: 1, salePrice: 799 }),
        ],
      }),
      'ऑर्डर ट्रैक करें',
    );
    expect(screen.getByRole('heading', { name: 'ऑर्डर की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeVisible();

    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(within(summary).getByText('स्थिति').nextElementSibling).toHaveTextContent(
      'ऑर्डर दिया गया',
    );
    expect(within(summary).getByText('ऑर्डर की तारीख').nextElementSibling).toHaveTextContent(
      '24/11/2026',
    );

    const items = screen.getByRole('region', { name: 'आइटम' });
    expect(within(items).getByText('3 आइटम')).toBeVisible();
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent(
      'मात्रा: 2 · ₹499 प्रति कार्ड',
    );

    const address = screen.getByRole('region', { name: 'डिलीवरी का पता' });
    expect(within(address).getByText('लैंडमार्क: Near the water tank')).toBeVisible();
  });

  it('shows the tracking timeline in Hindi: titles, dd/mm/yyyy dates, the step in progress and the courier', async () => {
    await showOrder(
      'hi',
      orderIn('shipped', {
        shipping: {
          courier: 'Delhivery',
          tracking: 'DL123',
          trackingUrl: 'https://www.delhivery.com/track/package/DL123',
        },
      }),
      'ऑर्डर ट्रैक करें',
    );
    const track = screen.getByRole('region', { name: 'ऑर्डर ट्रैक करें' });
    expect(track).toHaveTextContent('ऑर्डर ID: TF-7K3Q9D');
    expect(stepsIn(track)).toEqual([
      ['ऑर्डर दिया गया', '24/11/2026', '24/11/2026 को ऑर्डर दिया गया'],
      ['ऑर्डर कन्फ़र्म हुआ', '25/11/2026', '25/11/2026 को ऑर्डर कन्फ़र्म हुआ'],
      ['भेजा गया', '26/11/2026', '26/11/2026 को ऑर्डर भेजा गया'],
    ]);
    expect(within(track).getByText('जारी है')).toBeVisible();
    expect(within(track).getByText('कूरियर: Delhivery')).toBeVisible();
    expect(within(track).getByRole('link', { name: 'अपना पार्सल ट्रैक करें' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123',
    );
  });

  it('offers Pay Now for a pending order in Hindi', async () => {
    await showOrder(
      'hi',
      orderIn('pending', { razorpayPaymentLink: 'https://rzp.io/i/AbC123' }),
      'ऑर्डर ट्रैक करें',
    );
    expect(screen.getByRole('link', { name: 'अभी पेमेंट करें' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/AbC123',
    );
    expect(
      stepsIn(screen.getByRole('region', { name: 'ऑर्डर ट्रैक करें' })).map(([, , text]) => text),
    ).toEqual(['आपका ऑर्डर प्रोसेस हो रहा है। कन्फ़र्मेशन का इंतज़ार है।']);
  });

  it("names a paid order's invoice and credit note, and their downloads, in Hindi", async () => {
    await showOrder(
      'hi',
      orderIn('cancelled', {
        invoice: {
          number: 'TF/26-27/000123',
          date: '2026-11-24T05:00:00.000Z',
          creditNote: { number: 'TFCN/26-27/00001', date: '2026-11-25T05:00:00.000Z' },
        },
      }),
      'ऑर्डर ट्रैक करें',
    );
    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(within(summary).getByText('इनवॉइस नं.').nextElementSibling).toHaveTextContent(
      'TF/26-27/000123',
    );
    expect(within(summary).getByText('क्रेडिट नोट नं.').nextElementSibling).toHaveTextContent(
      'TFCN/26-27/00001',
    );
    expect(within(summary).getByRole('button', { name: 'इनवॉइस डाउनलोड करें' })).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'क्रेडिट नोट डाउनलोड करें' })).toBeVisible();
  });

  it('says "Order not found" in Hindi', async () => {
    const host = fakeHost();
    host.fail(404, 'Order not found');
    renderDetail({ host, language: await loadCatalogue('hi') });
    expect(await screen.findByRole('heading', { name: 'ऑर्डर नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सभी ऑर्डर देखें' })).toBeVisible();
  });
});

describe('Back from the payment page, in Hindi', () => {
  it('thanks the buyer and says what happens next in Hindi; the toast is asked for in English, for the shell to translate', async () => {
    const host = fakeHost();
    host.answer(orderBody(orderIn('placed')));
    // No delivery days to tell: the shipping step says no number rather than guess one.
    host.fail(500, '');
    const query = new URLSearchParams({
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_payment_link_id: 'plink_ExjpAUN3gVHrPJ',
      razorpay_payment_link_reference_id: 'TF-7K3Q9D-1',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: '07ae18789e35093e51d0a491eb9922646f3f82773547e5b0f67ee3f2d3bf7d5b',
    });
    const { toasts } = renderDetail({
      host,
      route: `/orders/${ORDER_ID}?${query}`,
      language: await loadCatalogue('hi'),
    });
    const thanks = await screen.findByRole('region', { name: 'ऑर्डर के लिए धन्यवाद!' });
    expect(thanks).toHaveTextContent('आपका पेमेंट मिल गया है। आगे यह होगा।');
    expect(
      within(thanks)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'प्रिंटिंगहम आपके चुने हुए विवरण के साथ आपके कार्ड प्रिंट करते हैं।',
      'शिपिंगहम उन्हें आपके डिलीवरी पते पर भेजते हैं।',
      'ट्रैकिंग"ऑर्डर ट्रैक करें" में हर कदम दिखता है, और यह भी कि कार्ड कब रास्ते में हैं।',
    ]);
    expect(toasts).toEqual([
      { kind: 'success', message: 'Payment received. Your order is placed!' },
    ]);
  });
});

describe('Order Details in Tamil', () => {
  it('shows the completed timeline in Tamil, with its dates and the courier line', async () => {
    await showOrder(
      'ta',
      orderIn('completed', {
        shipping: { courier: 'India Post', tracking: 'EE123456789IN', trackingUrl: null },
      }),
      'ஆர்டரை டிராக் செய்',
    );
    expect(screen.getByRole('heading', { name: 'ஆர்டர் விவரங்கள்' })).toBeInTheDocument();
    const track = screen.getByRole('region', { name: 'ஆர்டரை டிராக் செய்' });
    expect(stepsIn(track)).toEqual([
      ['ஆர்டர் செய்யப்பட்டது', '24/11/2026', '24/11/2026 அன்று ஆர்டர் செய்யப்பட்டது'],
      ['ஆர்டர் உறுதியானது', '25/11/2026', '25/11/2026 அன்று ஆர்டர் உறுதியானது'],
      ['அனுப்பப்பட்டது', '26/11/2026', '26/11/2026 அன்று ஆர்டர் அனுப்பப்பட்டது'],
      ['ஆர்டர் முடிந்தது', '28/11/2026', '28/11/2026 அன்று ஆர்டர் முடிந்தது'],
    ]);
    expect(within(track).getByText('கூரியர்: India Post')).toBeVisible();
    expect(within(track).getByText('டிராக்கிங் எண்: EE123456789IN')).toBeVisible();
    expect(within(track).getAllByText('முடிந்தது')).toHaveLength(4);
  });

  it('shows a cancelled order and its reason in Tamil', async () => {
    await showOrder(
      'ta',
      orderIn('cancelled', { cancelReason: 'The buyer asked us to' }),
      'ஆர்டரை டிராக் செய்',
    );
    const summary = screen.getByRole('region', { name: 'ஆர்டர் சுருக்கம்' });
    expect(toneOf(within(summary).getByText('ஆர்டர் ரத்தானது'))).toBe('danger');
    const track = screen.getByRole('region', { name: 'ஆர்டரை டிராக் செய்' });
    expect(stepsIn(track)).toEqual([
      ['ஆர்டர் செய்யப்பட்டது', '24/11/2026', '24/11/2026 அன்று ஆர்டர் வெற்றிகரமாகச் செய்யப்பட்டது'],
      ['ஆர்டர் ரத்தானது', '25/11/2026', '25/11/2026 அன்று ஆர்டர் ரத்தானது'],
    ]);
    // The shop's own words stay as it wrote them.
    expect(within(track).getByText('காரணம்: The buyer asked us to')).toBeVisible();
  });

  it("shows an organisation's cards with their count in Tamil", async () => {
    await showOrder(
      'ta',
      orderIn('placed', {
        bulk: {
          organisation: 'Acme Designs',
          cards: [
            {
              customerName: 'Ravi Kumar',
              designation: 'Designer',
              customerLogo: { image: null, source: 'none' },
              customerPhoto: { image: null, source: 'none' },
            },
          ],
        },
      }),
      'ஆர்டரை டிராக் செய்',
    );
    const section = screen.getByRole('region', {
      name: 'Acme Designs நிறுவனத்துக்கான கார்டுகள்',
    });
    expect(section).toHaveTextContent('1 கார்டு');
  });
});
