import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { changeSummary } from '../src/features/audit/utils/change-summary';
import { ok, renderConsole } from './fixtures';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'a1',
  at: '2026-11-25T06:15:00.000Z',
  actorId: 'u9',
  actorEmail: 'ravi@tapfolio.app',
  action: 'order.confirmed',
  subject: 'order TF-7K3Q9D',
  before: { status: 'placed' },
  after: { status: 'confirmed' },
  ...overrides,
});

const page = (entries: AuditEntry[], overrides: Partial<AuditPage> = {}): AuditPage => ({
  entries,
  page: 1,
  pageSize: 50,
  total: entries.length,
  ...overrides,
});

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('The audit log', () => {
  it('lists who did what to what, when, and what changed, page by page', async () => {
    const host = fakeHost();
    host.answer(
      ok(
        page(
          [
            entry(),
            entry({
              _id: 'a2',
              action: 'role.granted',
              actorEmail: 'owner@tapfolio.app',
              subject: 'account maya@example.com',
              before: { role: 'user' },
              after: { role: 'staff' },
            }),
            entry({
              _id: 'a3',
              action: 'card.written',
              subject: 'card 7K3QH9DX of order TF-7K3Q9D',
              before: null,
              after: { code: '7K3QH9DX' },
            }),
          ],
          { total: 120 },
        ),
      ),
    );
    const { user } = renderConsole('/backoffice/audit', { host });
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(host.calls).toEqual([{ url: '/admin/audit', params: { page: 1 } }]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Confirmed an order25/11/2026 11:45by ravi@tapfolio.apporder TF-7K3Q9Dstatus: placed → confirmed',
      'Gave a role25/11/2026 11:45by owner@tapfolio.appaccount maya@example.comrole: user → staff',
      'Wrote a chip25/11/2026 11:45by ravi@tapfolio.appcard 7K3QH9DX of order TF-7K3Q9Dcode: 7K3QH9DX',
    ]);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

    host.answer(ok(page([entry({ _id: 'b1' })], { page: 2, total: 120 })));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({ url: '/admin/audit', params: { page: 2 } });
  });

  it('says when nothing is recorded, and when the log did not load', async () => {
    const host = fakeHost();
    host.answer(ok(page([])));
    renderConsole('/backoffice/audit', { host });
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();

    const failing = fakeHost();
    failing.fail(500, '');
    renderConsole('/backoffice/audit', { host: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent("The audit log didn't load.");
  });
});

describe('changeSummary', () => {
  it('says each field that changed, and leaves out those that did not', () => {
    expect(
      changeSummary(
        { status: 'confirmed', courier: null, code: 'TF-1' },
        { status: 'shipped', courier: 'Blue Dart', code: 'TF-1' },
      ),
    ).toBe('status: confirmed → shipped; courier: — → Blue Dart');
  });

  it('lists what there is only after, and handles plain values and nothing', () => {
    expect(changeSummary(null, { reference: 'UTR1', amount: 998 })).toBe(
      'reference: UTR1; amount: 998',
    );
    expect(changeSummary('user', 'admin')).toBe('user → admin');
    expect(changeSummary(null, undefined)).toBe('');
  });

  it('keeps a long value short', () => {
    const summary = changeSummary(null, { note: 'x'.repeat(500), tags: ['a', 'b'] });
    expect(summary).toBe(`note: ${'x'.repeat(59)}…; tags: ["a","b"]`);
  });
});
