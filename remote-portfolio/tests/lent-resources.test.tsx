import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { useHostResource } from 'web-kit';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { resources } from '../src/expose/pages';
import { useUpdatePortfolioMutation } from '../src/features/shared/portfolio-queries';

const withName = (name: string) => ({
  success: true,
  result: { portfolio: { _id: 'p1', personalInfo: { name } }, services: [] },
});

/** The shop's review as it reads the own portfolio: through the host, from this remote's slice. */
function ShopReader() {
  const own = useHostResource('OwnPortfolio');
  return <p>Card for {own.data?.portfolio.personalInfo.name ?? 'nobody'}</p>;
}

/** The editor's save of a section. */
function SaveButton() {
  const [update] = useUpdatePortfolioMutation();
  return (
    <button type="button" onClick={() => void update({ about: { heading: 'Hi' } } as never)}>
      Save
    </button>
  );
}

describe('the own portfolio, lent to other remotes', () => {
  it("is read from this remote's slice, so a saved section reaches the reader with no refetch of its own", async () => {
    const host = fakeHost();
    host.resource = async (name) => resources![name] as never;
    host.answer(withName('Asha Rao'));
    const { user } = renderScreen(
      <>
        <ShopReader />
        <SaveButton />
      </>,
      { host, apis: [portfolioApi], session: { token: 't0k', userId: 'u1' } },
    );
    expect(await screen.findByText('Card for Asha Rao')).toBeInTheDocument();

    host.answer(withName('Asha R. Menon'));
    host.answer(withName('Asha R. Menon'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Card for Asha R. Menon')).toBeInTheDocument();
    await waitFor(() =>
      expect(host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`)).toEqual([
        'GET /portfolio',
        'PATCH /portfolio',
        'GET /portfolio',
      ]),
    );
  });
});
