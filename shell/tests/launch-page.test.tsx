import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { PROVIDER_CONTACT, whatsappChatUrl } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { LaunchPage } from '../src/pages/launch';

describe('Launch page', () => {
  it('says "Launching Soon" and opens a WhatsApp chat with the provider', () => {
    renderScreen(<LaunchPage />, { route: '/launch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Launching Soon' })).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Get in touch' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith(`https://wa.me/${PROVIDER_CONTACT.whatsapp}?text=`)).toBe(true);
    expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('ends with the provider contact footer', () => {
    renderScreen(<LaunchPage />, { route: '/launch' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(PROVIDER_CONTACT.address)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: PROVIDER_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+919845071234',
    );
    expect(within(footer).getByRole('link', { name: PROVIDER_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${PROVIDER_CONTACT.email}`,
    );
    for (const [network, url] of [
      ['Instagram', PROVIDER_CONTACT.social.instagram],
      ['LinkedIn', PROVIDER_CONTACT.social.linkedin],
      ['X', PROVIDER_CONTACT.social.x],
      ['Facebook', PROVIDER_CONTACT.social.facebook],
    ]) {
      expect(within(footer).getByRole('link', { name: `Tapfolio on ${network}` })).toHaveAttribute(
        'href',
        url,
      );
    }
  });
});

describe('whatsappChatUrl', () => {
  it('adds the Indian country code to a mobile number and encodes the message', () => {
    expect(whatsappChatUrl('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappChatUrl('+91 98765-43210', 'Hi & hello?')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20hello%3F',
    );
    expect(whatsappChatUrl('919845071234')).toBe('https://wa.me/919845071234');
  });
});
