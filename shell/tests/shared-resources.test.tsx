import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBookEntry, PortfolioResult } from 'shared-contracts';
import { defineRemote, RESOURCE_NAMES, resourceChanged, resourceReader } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';
import { RemoteUnavailableError } from '../src/remotes/remote-errors';

// The Module Federation runtime stands in for the network; the registry and load-remote are real.
const runtime = rs.hoisted(() => ({ loadRemote: rs.fn(), registerRemotes: rs.fn() }));
rs.mock('@module-federation/enhanced/runtime', () => runtime);

const registry = Object.fromEntries(
  ['remote-auth', 'remote-portfolio'].map((name) => [
    name,
    { version: '1.0.0', url: `/remotes/${name}/mf-manifest.json` },
  ]),
);

/** The server's portfolio, as each ask finds it. */
let portfolioName: string;
let portfolioAsks: number;

/** The owner's slice (remote-portfolio's, in brief): the one that fetches the own portfolio. */
const ownerApi = createApi({
  reducerPath: 'ownerApi',
  baseQuery: fakeBaseQuery(),
  tagTypes: RESOURCE_NAMES,
  endpoints: (build) => ({
    getOwnPortfolio: build.query<PortfolioResult, void>({
      queryFn: () => {
        portfolioAsks += 1;
        return {
          data: { portfolio: { personalInfo: { name: portfolioName } }, services: [] } as never,
        };
      },
      providesTags: ['OwnPortfolio'],
    }),
    getAddressBook: build.query<AddressBookEntry[], void>({
      queryFn: () => ({ data: [] }),
      providesTags: ['AddressBook'],
    }),
  }),
});

/** Another remote's slice (remote-auth's onboarding, in brief), which makes the portfolio. */
const otherApi = createApi({
  reducerPath: 'otherApi',
  baseQuery: fakeBaseQuery(),
  tagTypes: [...RESOURCE_NAMES, 'NfcCards'],
  endpoints: (build) => ({
    createPortfolio: build.mutation<null, string>({
      queryFn: (name) => {
        portfolioName = name;
        return { data: null };
      },
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(resourceChanged('OwnPortfolio'));
      },
    }),
  }),
});

/** A slice that holds neither resource: told of the change too, and nothing happens. */
const bystanderApi = createApi({
  reducerPath: 'bystanderApi',
  baseQuery: fakeBaseQuery(),
  tagTypes: RESOURCE_NAMES,
  endpoints: () => ({}),
});

function OwnCard() {
  const { data } = ownerApi.useGetOwnPortfolioQuery();
  return <p>Card of {data?.portfolio.personalInfo.name ?? '...'}</p>;
}

function Onboarding() {
  const [createPortfolio] = otherApi.useCreatePortfolioMutation();
  return (
    <button type="button" onClick={() => void createPortfolio('Asha Rao')}>
      Launch
    </button>
  );
}

beforeEach(() => {
  portfolioName = 'nobody yet';
  portfolioAsks = 0;
  runtime.loadRemote.mockReset();
  rs.stubGlobal('fetch', async () => Response.json(registry));
});
afterEach(() => {
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
});

describe('a resource changed by another remote', () => {
  it("makes the owner's injected slice ask again, without a refetch of its own", async () => {
    const app = createAppStore();
    for (const api of [ownerApi, otherApi, bystanderApi]) app.injectApi(api);
    render(
      <Providers app={app}>
        <OwnCard />
        <Onboarding />
      </Providers>,
    );
    expect(await screen.findByText('Card of nobody yet')).toBeInTheDocument();
    expect(portfolioAsks).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('Card of Asha Rao')).toBeInTheDocument();
    expect(portfolioAsks).toBe(2);
  });
});

describe("another remote's resource, lent by its owner", () => {
  it('loads the owner as for its screens (its slice injected) and hands over its reader', async () => {
    const reader = resourceReader(ownerApi.endpoints.getAddressBook);
    runtime.loadRemote.mockResolvedValueOnce(
      defineRemote({ api: ownerApi, pages: {}, resources: { AddressBook: reader } }),
    );
    const app = createAppStore();
    const lent = await app.host.resource('AddressBook');
    expect(lent).toBe(reader);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_auth/pages');

    // Read through the shell's store: the owner's slice is in it.
    const held = lent.subscribe(app.store.dispatch);
    await waitFor(() => expect(lent.select(app.store.getState())).toMatchObject({ data: [] }));
    held.unsubscribe();
  });

  it('is refused while its owner lends no reader for it', async () => {
    runtime.loadRemote.mockResolvedValueOnce(defineRemote({ api: otherApi, pages: {} }));
    const app = createAppStore();
    await expect(app.host.resource('OwnPortfolio')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
