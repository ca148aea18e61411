import type { Lead } from 'shared-contracts';
import type { HostRequest, HostResult } from 'web-kit';
import { fakeHost } from 'web-kit/testing';
import { loaded } from '../../sections/testing/fixtures';

/** Three contacts, listed out of order: the screen puts the newest first. Noon UTC: one date anywhere. */
export const leads: Lead[] = [
  {
    _id: 'lead-old',
    name: 'Meera Iyer',
    phoneNumber: null,
    email: 'meera@example.com',
    company: null,
    note: null,
    createdAt: '2025-03-01T12:00:00.000Z',
  },
  {
    _id: 'lead-new',
    name: 'Ravi Kumar',
    phoneNumber: '+919876543210',
    email: 'ravi@kumar.example',
    company: 'Kumar & Sons, Pvt',
    note: 'Met at the expo; wants "bulk" cards\nfor 40 people',
    createdAt: '2025-03-12T12:00:00.000Z',
  },
  {
    _id: 'lead-mid',
    name: 'Sam',
    phoneNumber: '+919123456789',
    email: null,
    company: '=HYPERLINK("http://evil.example")',
    note: null,
    createdAt: '2025-03-05T12:00:00.000Z',
  },
];

type Answer = HostResult<unknown> | Promise<HostResult<unknown>>;

/**
 * A host that answers by path: the editor's GET /portfolio and the screen's GET /portfolio/leads
 * start in the same render, and their order is React's business.
 */
export function leadsHost(
  list: () => Answer,
  remove: (id: string) => Answer = () => ok({ deleted: true }),
) {
  const host = fakeHost();
  host.request = async <T>(request: HostRequest) => {
    host.calls.push(request);
    if (request.url === '/portfolio/leads') return (await list()) as HostResult<T>;
    const id = /^\/portfolio\/leads\/(.+)$/.exec(request.url)?.[1];
    if (id && request.method === 'DELETE') return (await remove(id)) as HostResult<T>;
    if (request.url === '/portfolio') return { data: loaded() as T };
    throw new Error(`No answer for ${request.method ?? 'GET'} ${request.url}`);
  };
  return host;
}

export const ok = (result: unknown): HostResult<unknown> => ({ data: { success: true, result } });

export const failed = (status = 500): HostResult<unknown> => ({
  error: { status, data: { success: false, message: 'Something broke', code: 'TEST' } },
});
