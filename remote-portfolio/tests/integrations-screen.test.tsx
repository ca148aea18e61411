import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import {
  loadCatalogue,
  type ApiToken,
  type ContactWebhook,
  type WebhookDelivery,
} from 'shared-contracts';
import type { HostRequest, HostResult } from 'web-kit';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { callsOf, contactsHost, ok, type Routes } from './fixtures/contacts';
import { renderEditor } from './fixtures/editor';

const SECRET = 'whsec_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6';
const webhook: ContactWebhook = {
  _id: 'w1',
  url: 'https://hooks.example.com/tapfolio',
  secret: SECRET,
  createdAt: '2025-03-10T12:00:00.000Z',
};
const delivery = (changes: Partial<WebhookDelivery>): WebhookDelivery => ({
  _id: 'd1',
  event: 'contact.created',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: '2025-03-12T09:30:00.000Z',
  createdAt: '2025-03-12T09:30:00.000Z',
  deliveredAt: '2025-03-12T09:30:01.000Z',
  ...changes,
});
const token: ApiToken = {
  _id: 't1',
  name: 'Zapier',
  prefix: 'a1b2c3d4',
  scopes: ['contacts:read', 'contacts:write'],
  createdAt: '2025-03-01T12:00:00.000Z',
  lastUsedAt: null,
};

/** The screen with its lists served from `webhooks` and `tokens`, which the routes may change. */
async function openIntegrations(
  state: { webhooks?: ContactWebhook[]; tokens?: ApiToken[] } = {},
  routes: Routes = {},
  language?: 'hi',
) {
  installFakeClock();
  const lists = { webhooks: state.webhooks ?? [webhook], tokens: state.tokens ?? [token] };
  const host = contactsHost({
    'GET /portfolio/webhooks': () => ok(lists.webhooks),
    'GET /user/api-tokens': () => ok(lists.tokens),
    ...routes,
  });
  const view = renderEditor('/edit-profile/integrations', [], {
    host,
    ...(language && { language: await loadCatalogue(language) }),
  });
  await nextFrame();
  return { ...view, host, lists, user: clockedUser() };
}
/** The API's refusal: a message, and per-field messages the form shows on its fields. */
const refused = (status: number, message: string, fields?: Record<string, string>) => ({
  error: {
    status,
    data: { success: false as const, message, code: 'REFUSED', ...(fields && { fields }) },
  },
});
const body = (calls: HostRequest[], method: string, url: string) =>
  callsOf(calls, method, url).map((call) => call.body);

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('Integrations: webhooks', () => {
  it('lists a webhook with its secret hidden until Show', async () => {
    const { user } = await openIntegrations();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    const hook = await screen.findByRole('listitem', {
      name: 'https://hooks.example.com/tapfolio',
    });
    expect(hook).not.toHaveTextContent(SECRET);
    await user.click(within(hook).getByRole('button', { name: 'Show' }));
    expect(hook).toHaveTextContent(SECRET);
    await user.click(within(hook).getByRole('button', { name: 'Hide' }));
    expect(hook).not.toHaveTextContent(SECRET);
  });

  it('adds a URL, and shows the API’s refusal of a private address on the field', async () => {
    let answer: () => HostResult<unknown> = () =>
      refused(400, 'Invalid body', {
        url: 'This address is not on the public internet. Use a public https:// address.',
      });
    const { host, user, toasts, lists } = await openIntegrations(
      { webhooks: [] },
      {
        'POST /portfolio/webhooks': () => answer(),
      },
    );
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const url = screen.getByLabelText('Webhook URL');

    await user.type(url, 'http://hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await nextFrame();
    expect(
      await screen.findByText('Enter a full address starting with https://'),
    ).toBeInTheDocument();
    expect(callsOf(host.calls, 'POST', '/portfolio/webhooks')).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await nextFrame();
    expect(
      await screen.findByText(
        'This address is not on the public internet. Use a public https:// address.',
      ),
    ).toBeInTheDocument();

    answer = () => {
      lists.webhooks = [webhook];
      return ok(webhook);
    };
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/tapfolio');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await nextFrame();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Webhook added.' }]));
    await nextFrame();
    expect(
      await screen.findByRole('listitem', { name: 'https://hooks.example.com/tapfolio' }),
    ).toBeInTheDocument();
    expect(body(host.calls, 'POST', '/portfolio/webhooks').at(-1)).toEqual({
      url: 'https://hooks.example.com/tapfolio',
    });
  });

  it('says when the API refuses a sixth webhook', async () => {
    const { user } = await openIntegrations(
      { webhooks: [] },
      {
        'POST /portfolio/webhooks': () => refused(409, 'You can add at most 5 webhooks'),
      },
    );
    await user.type(await screen.findByLabelText('Webhook URL'), 'https://a.example.com/h');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await nextFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent('You can add at most 5 webhooks');
  });

  it('sends a test, says how it went, and shows the delivery log', async () => {
    const log = [
      delivery({ _id: 'd2', event: 'webhook.test' }),
      delivery({
        _id: 'd1',
        status: 'failed',
        attempts: 13,
        lastStatusCode: 500,
        lastError: 'HTTP 500 from the receiver',
        deliveredAt: null,
      }),
    ];
    const { host, user, toasts } = await openIntegrations(
      {},
      {
        'POST /portfolio/webhooks/w1/test': () =>
          ok(delivery({ _id: 'd2', event: 'webhook.test' })),
        'GET /portfolio/webhooks/w1/deliveries': () => ok(log),
      },
    );
    const hook = await screen.findByRole('listitem', {
      name: 'https://hooks.example.com/tapfolio',
    });
    await user.click(within(hook).getByRole('button', { name: 'Send test' }));
    await nextFrame();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Test delivered.' }]));
    expect(callsOf(host.calls, 'POST', '/portfolio/webhooks/w1/test')).toHaveLength(1);

    const open = within(hook).getByRole('button', { name: 'Delivery log' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    await nextFrame();
    const rows = within(
      await within(hook).findByRole('list', { name: 'Delivery log' }),
    ).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Test');
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(rows[0]).toHaveTextContent('1 attempt · Answered 200 · 12 Mar 2025');
    expect(rows[1]).toHaveTextContent('New contact');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('13 attempts · Answered 500');
    expect(rows[1]).toHaveTextContent('HTTP 500 from the receiver');
  });

  it('says a test that did not arrive', async () => {
    const { user, toasts } = await openIntegrations(
      {},
      {
        'POST /portfolio/webhooks/w1/test': () =>
          ok(
            delivery({
              status: 'pending',
              lastStatusCode: null,
              lastError: 'timed out after 10 s',
            }),
          ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    await nextFrame();
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'The test did not arrive. See the delivery log.' },
      ]),
    );
  });

  it('deletes a webhook once confirmed', async () => {
    const { host, user, lists, toasts } = await openIntegrations(
      {},
      {
        'DELETE /portfolio/webhooks/w1': () => {
          lists.webhooks = [];
          return ok({ deleted: true });
        },
      },
    );
    const hook = await screen.findByRole('listitem', {
      name: 'https://hooks.example.com/tapfolio',
    });
    await user.click(within(hook).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await nextFrame();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Webhook deleted.' }]));
    await nextFrame();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(callsOf(host.calls, 'DELETE', '/portfolio/webhooks/w1')).toHaveLength(1);
  });
});

describe('Integrations: API tokens', () => {
  it('lists a token by its prefix, scopes, when made and last used', async () => {
    await openIntegrations({
      tokens: [
        token,
        {
          ...token,
          _id: 't2',
          name: 'Sheets',
          scopes: ['contacts:read'],
          lastUsedAt: '2025-03-15T12:00:00.000Z',
        },
      ],
    });
    const list = within(await screen.findByRole('list', { name: 'API tokens' }));
    const zapier = list.getByRole('listitem', { name: 'Zapier' });
    expect(zapier).toHaveTextContent('tfp_a1b2c3d4…');
    expect(zapier).toHaveTextContent('Read contacts · Write contacts');
    expect(zapier).toHaveTextContent('Created 1 Mar 2025 · Never used');
    expect(list.getByRole('listitem', { name: 'Sheets' })).toHaveTextContent(
      'Created 1 Mar 2025 · Last used 15 Mar 2025',
    );
  });

  it('makes a token and shows it once, with Copy and a warning; Done hides it for good', async () => {
    const made = {
      ...token,
      _id: 't9',
      name: 'My CRM',
      scopes: ['contacts:read'],
      token: 'tfp_a1b2c3_SECRETVALUE',
    };
    const { host, user, lists, toasts } = await openIntegrations(
      { tokens: [] },
      {
        'POST /user/api-tokens': () => {
          lists.tokens = [{ ...token, _id: 't9', name: 'My CRM', scopes: ['contacts:read'] }];
          return ok(made);
        },
      },
    );
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    const name = screen.getByLabelText('Token name');
    await user.click(screen.getByRole('checkbox', { name: 'Read contacts' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await nextFrame();
    expect(await screen.findByText('Give the token a name')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one permission')).toBeInTheDocument();
    expect(callsOf(host.calls, 'POST', '/user/api-tokens')).toEqual([]);

    await user.type(name, 'My CRM');
    await user.click(screen.getByRole('checkbox', { name: 'Read contacts' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await nextFrame();
    const fresh = await screen.findByRole('region', { name: 'Your new token' });
    expect(within(fresh).getByLabelText('Your new token')).toHaveValue('tfp_a1b2c3_SECRETVALUE');
    expect(within(fresh).getByLabelText('Your new token')).toHaveFocus();
    expect(fresh).toHaveTextContent('Copy it now: you will not see it again.');
    expect(body(host.calls, 'POST', '/user/api-tokens')).toEqual([
      { name: 'My CRM', scopes: ['contacts:read'] },
    ]);

    await user.click(within(fresh).getByRole('button', { name: 'Copy' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('tfp_a1b2c3_SECRETVALUE'),
    );
    expect(toasts).toEqual([{ kind: 'success', message: 'Token copied.' }]);

    await user.click(within(fresh).getByRole('button', { name: 'Done' }));
    await nextFrame();
    expect(screen.queryByRole('region', { name: 'Your new token' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'My CRM' })).not.toHaveTextContent(
      'SECRETVALUE',
    );
    expect(document.body).not.toHaveTextContent('SECRETVALUE');
  });

  it('revokes a token after asking', async () => {
    const { host, user, lists, toasts } = await openIntegrations(
      {},
      {
        'DELETE /user/api-tokens/t1': () => {
          lists.tokens = [];
          return ok({ revoked: true });
        },
      },
    );
    const zapier = await screen.findByRole('listitem', { name: 'Zapier' });
    await user.click(within(zapier).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveAccessibleDescription('Zapier: Tools using it will stop working at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await nextFrame();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Token revoked.' }]));
    await nextFrame();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(callsOf(host.calls, 'DELETE', '/user/api-tokens/t1')).toHaveLength(1);
  });
});

describe('Integrations in Hindi', () => {
  it('names the webhooks and tokens, and shows a token once, in Hindi', async () => {
    const { user } = await openIntegrations({}, {}, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'इंटीग्रेशन' })).toBeInTheDocument();
    const hook = await screen.findByRole('listitem', {
      name: 'https://hooks.example.com/tapfolio',
    });
    expect(within(hook).getByRole('button', { name: 'टेस्ट भेजें' })).toBeInTheDocument();
    await user.click(within(hook).getByRole('button', { name: 'दिखाएँ' }));
    expect(hook).toHaveTextContent(SECRET);
    expect(screen.getByRole('listitem', { name: 'Zapier' })).toHaveTextContent(
      'संपर्क पढ़ना · संपर्क लिखना',
    );
    expect(screen.getByRole('button', { name: 'टोकन बनाएँ' })).toBeInTheDocument();
  });
});
