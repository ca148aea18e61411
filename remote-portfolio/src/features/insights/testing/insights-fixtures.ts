import type { InsightDay, InsightsResult } from 'shared-contracts';
import type { HostRequest, HostResult } from 'web-kit';
import { fakeHost } from 'web-kit/testing';
import { loaded } from '../../sections/testing/fixtures';

const day = (date: string, n: number): InsightDay => ({
  date,
  views: 10 * n,
  visitors: 4 * n,
  nfc: n,
  saves: 2 * n,
  links: 3 * n,
  shares: n % 2,
});

/** GET /portfolio/insights?days=7's answer: three quiet days then four busy ones. */
export const weekResult: InsightsResult = {
  days: 7,
  totals: { views: 1234, visitors: 56, nfc: 7, saves: 8, links: 9, shares: 10 },
  series: [
    day('2025-03-01', 0),
    day('2025-03-02', 0),
    day('2025-03-03', 0),
    day('2025-03-04', 1),
    day('2025-03-05', 2),
    day('2025-03-06', 3),
    day('2025-03-07', 4),
  ],
  topLinks: [
    { link: 'whatsapp', taps: 5 },
    { link: 'instagram', taps: 3 },
    { link: 'email', taps: 7 },
    { link: 'other', taps: 1 },
  ],
};

export const monthResult: InsightsResult = {
  ...weekResult,
  days: 30,
  totals: { views: 4321, visitors: 321, nfc: 21, saves: 43, links: 65, shares: 87 },
  topLinks: [],
};

/**
 * A host that answers by path, since the editor's GET /portfolio and the screen's
 * GET /portfolio/insights start in the same render and their order is React's business.
 */
export function insightsHost(
  insights: (days: unknown) => HostResult<unknown> | Promise<HostResult<unknown>>,
) {
  const host = fakeHost();
  host.request = async <T>(request: HostRequest) => {
    host.calls.push(request);
    if (request.url === '/portfolio/insights') {
      return (await insights(request.params?.days)) as HostResult<T>;
    }
    if (request.url === '/portfolio') return { data: loaded() as T };
    throw new Error(`No answer for ${request.url}`);
  };
  return host;
}

export const ok = (result: InsightsResult): HostResult<unknown> => ({
  data: { success: true, result },
});

export const failed: HostResult<unknown> = {
  error: { status: 500, data: { success: false, message: 'Something broke', code: 'TEST' } },
};
