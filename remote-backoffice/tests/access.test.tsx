import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { renderConsole } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('Who may use the console', () => {
  it('refuses a plain user without asking the API for anything', () => {
    const host = fakeHost();
    renderConsole('/backoffice', { host, role: 'user' });
    expect(
      screen.getByRole('heading', { name: "You don't have access to the back office" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("You don't have access to the back office | Tapfolio");
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(host.calls).toEqual([]);
  });

  it('shows the refusal when the API answers 403 (a role taken back meanwhile)', async () => {
    const host = fakeHost();
    host.fail(403, "You don't have access to the back office");
    renderConsole('/backoffice', { host });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access to the back office",
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('leaves for Home, and sends an unknown console address to the queue', async () => {
    const host = fakeHost();
    host.answer({
      success: true,
      result: { counts: {}, orders: [], page: 1, pageSize: 20, total: 0 },
    });
    const { user } = renderConsole('/backoffice/nowhere', { host });
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Leave the back office' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});
