import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { UserProfile } from 'shared-contracts';
import type { HostResult } from '../src/host/request';
import { useFetchProfile } from '../src/host/use-fetch-profile';
import { fakeHost, renderScreen } from '../src/testing';

const profile: UserProfile = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: '+919876543210',
  addressInfo: null,
  portfolio: 'p1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
};

/** Asks for the profile on mount, as the shell's check does, and shows what it was answered. */
function Check() {
  const fetchProfile = useFetchProfile();
  const [outcomes, setOutcomes] = useState<string[]>([]);
  useEffect(() => {
    void fetchProfile().then((result: HostResult<UserProfile> | null) => {
      const outcome = !result ? 'joined' : 'error' in result ? 'failed' : result.data.name;
      setOutcomes((seen) => [...seen, outcome]);
    });
  }, [fetchProfile]);
  return <output aria-label="Outcomes">{outcomes.join(', ')}</output>;
}

describe('the sign-in check (useFetchProfile)', () => {
  it('asks once though mounted twice, and puts the profile in the session', async () => {
    const host = fakeHost();
    const release = host.hold();
    const { store } = renderScreen(<Check />, { host, strict: true, session: { token: 't' } });
    expect(store.getState().session.profileStatus).toBe('loading');

    release({ success: true, result: profile });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcomes' })).toHaveTextContent(
        'joined, Asha Rao',
      ),
    );
    expect(host.calls).toEqual([{ url: '/user/profile' }]);
    expect(store.getState().session).toMatchObject({ profile, profileStatus: 'loaded' });
  });

  it("hands a refusal to its caller and marks the check failed, keeping the session's token", async () => {
    const host = fakeHost();
    host.fail(500, 'boom');
    const { store } = renderScreen(<Check />, { host, session: { token: 't' } });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Outcomes' })).toHaveTextContent('failed'),
    );
    expect(store.getState().session).toMatchObject({
      token: 't',
      profile: null,
      profileStatus: 'failed',
    });
  });
});
