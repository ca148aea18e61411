import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { failed, insightsHost, monthResult, ok, weekResult } from './fixtures/insights';
import type { InsightsResult } from 'shared-contracts';
import { insightsCsv } from '../src/features/insights/insights-csv';
import { renderEditor } from './fixtures/editor';
import type { HostResult } from 'web-kit';

const insightsCalls = (calls: { url: string; params?: unknown }[]) =>
  calls.filter((call) => call.url === '/portfolio/insights').map((call) => call.params);

function renderInsights(
  answer: (days: unknown) => HostResult<unknown> | Promise<HostResult<unknown>> = (days) =>
    ok(days === 7 ? weekResult : monthResult),
) {
  const host = insightsHost(answer);
  return renderEditor('/edit-profile/insights', [], { host });
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Totals' }))
    .getAllByRole('listitem')
    .map((tile) => tile.textContent);

afterEach(() => {
  rs.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  // A download lets go of its URL a second after the click, maybe after its test has ended.
  Object.assign(URL, { revokeObjectURL: () => {} });
});

describe('Insights', () => {
  it('shows the last 30 days first: the totals, and how they are counted', async () => {
    const { host } = renderInsights();
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Totals' });
    expect(tiles()).toEqual([
      '4,321Views',
      '321Visitors',
      '21NFC taps',
      '43Contacts saved',
      '65Link taps',
      '87Shares',
    ]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(insightsCalls(host.calls)).toEqual([{ days: 30 }]);
    expect(
      screen.getByText(
        'Counted without cookies or stored IP addresses. Your own visits and bots are not counted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No link taps yet')).toBeInTheDocument();
  });

  it('says how a first view comes when nothing is counted, with Share my card', async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const none: InsightsResult = {
        ...monthResult,
        totals: { views: 0, visitors: 0, nfc: 0, saves: 0, links: 0, shares: 0 },
        series: monthResult.series.map((d) => ({
          ...d,
          views: 0,
          visitors: 0,
          nfc: 0,
          saves: 0,
          links: 0,
          shares: 0,
        })),
      };
      const { user } = renderInsights(() => ok(none));
      expect(
        await screen.findByRole('heading', { name: 'No views in the last 30 days' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Share your card, or let someone tap your NFC card: their visits show here.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Share my card' }));
      expect(share.mock.calls[0]![0].url).toBe(`${window.location.origin}/portfolio/u1`);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('asks for days=7 when the period switches, and shows those numbers', async () => {
    const { host, user } = renderInsights();
    await screen.findByRole('list', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(tiles()[0]).toBe('1,234Views'));
    expect(insightsCalls(host.calls)).toEqual([{ days: 30 }, { days: 7 }]);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists the top links most tapped first, by the names the card uses', async () => {
    const { user } = renderInsights();
    await screen.findByRole('list', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const list = await screen.findByRole('list', { name: 'Top links' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-mail7', 'WhatsApp5', 'Instagram3', 'Other1']);
  });

  it('gives the daily series as a table for screen readers', async () => {
    const { user } = renderInsights();
    await screen.findByRole('list', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const table = await screen.findByRole('table', { name: 'Last 7 days, a row a day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      [within(rows[7]!).getByRole('rowheader'), ...within(rows[7]!).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    ).toEqual(['7 Mar 2025', '40', '16', '4', '8', '12', '0']);
    expect(screen.getByRole('figure', { name: 'Views and visitors per day' })).toContainElement(
      table,
    );
  });

  it('downloads a CSV of the period made in the browser: a header, then a row a day', async () => {
    const { user } = renderInsights();
    await screen.findByRole('list', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(tiles()[0]).toBe('1,234Views'));

    let blob: Blob | undefined;
    // jsdom has no object URLs and cannot follow a download: both are the browser's part.
    Object.assign(URL, {
      createObjectURL: (made: Blob) => ((blob = made), 'blob:insights'),
      revokeObjectURL: () => {},
    });
    const clicked: HTMLAnchorElement[] = [];
    rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('tapfolio-insights-7-days.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:insights');
    expect(blob!.type).toBe('text/csv;charset=utf-8');
    const lines = (await blob!.text()).split('\r\n');
    expect(lines).toEqual([
      'Date,Views,Visitors,NFC taps,Contacts saved,Link taps,Shares',
      '2025-03-01,0,0,0,0,0,0',
      '2025-03-02,0,0,0,0,0,0',
      '2025-03-03,0,0,0,0,0,0',
      '2025-03-04,10,4,1,2,3,1',
      '2025-03-05,20,8,2,4,6,0',
      '2025-03-06,30,12,3,6,9,1',
      '2025-03-07,40,16,4,8,12,0',
      '',
    ]);
    expect(insightsCsv(weekResult)).toBe(lines.join('\r\n'));
  });

  it('says the load failed, and Try again asks again', async () => {
    let answer = failed;
    const { host, user } = renderInsights(() => answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load insights. Please try again.',
    );
    answer = ok(monthResult);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()[0]).toBe('4,321Views'));
    expect(insightsCalls(host.calls)).toEqual([{ days: 30 }, { days: 30 }]);
  });

  it('shows a loading state until the numbers come', async () => {
    let release: (value: HostResult<unknown>) => void = () => {};
    renderInsights(() => new Promise<HostResult<unknown>>((resolve) => (release = resolve)));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    release(ok(monthResult));
    await screen.findByRole('list', { name: 'Totals' });
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  });
});
