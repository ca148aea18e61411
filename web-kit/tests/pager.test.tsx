import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { loadCatalogue } from 'shared-contracts';
import { Pager } from '../src/ui/pager';
import { renderScreen } from '../src/testing';

const pager = (label: string) => (
  <Pager label={label} page={2} pages={5} hrefOf={(page) => `/members?page=${page}`} />
);

describe('Pager', () => {
  it('links the previous and the next page, and says where the list is', () => {
    renderScreen(pager('Pages of members'));
    const nav = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/members?page=1',
    );
    expect(within(nav).getByText('Page 2 of 5')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/members?page=3',
    );
  });

  it('shows nothing for a single page', () => {
    renderScreen(<Pager label="Pages" page={1} pages={1} hrefOf={() => '/'} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("speaks the person's language (Tamil)", async () => {
    renderScreen(pager('உறுப்பினர்களின் பக்கங்கள்'), { language: await loadCatalogue('ta') });
    const nav = screen.getByRole('navigation', { name: 'உறுப்பினர்களின் பக்கங்கள்' });
    expect(within(nav).getByRole('link', { name: 'முந்தைய பக்கம்' })).toHaveAttribute(
      'href',
      '/members?page=1',
    );
    expect(within(nav).getByText('பக்கம் 2 / 5')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'அடுத்த பக்கம்' })).toHaveAttribute(
      'href',
      '/members?page=3',
    );
    expect(within(nav).queryByText(/Page|Previous|Next/)).not.toBeInTheDocument();
  });
});
