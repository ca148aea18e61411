import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { remoteEvents } from '../src/remotes/remote-events';
import { remoteReports, reportsToken, wantReports } from '../src/remotes/remote-reports';

afterEach(() => {
  rs.restoreAllMocks();
});

describe('reports of remote loads', () => {
  it('are sent only once the gateway asks for them (a canary runs), with its token', async () => {
    const loaded = rs.spyOn(remoteEvents, 'loaded').mockImplementation(() => {});
    wantReports(null);
    wantReports('');
    remoteReports.loaded('remote-shop', '1.0.0-aaaa1111');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();

    wantReports('mfx2k1.c2lnbmVkLWJ5LXRoZS1nYXRld2F5');
    expect(reportsToken()).toBe('mfx2k1.c2lnbmVkLWJ5LXRoZS1nYXRld2F5');
    remoteReports.loaded('remote-shop', '1.0.0-bbbb2222');
    await rs.waitFor(() => expect(loaded).toHaveBeenCalledWith('remote-shop', '1.0.0-bbbb2222'));
    expect(loaded).toHaveBeenCalledTimes(1);
    // A registry read again without one (a Retry) keeps the page's token.
    wantReports(null);
    expect(reportsToken()).toBe('mfx2k1.c2lnbmVkLWJ5LXRoZS1nYXRld2F5');
  });
});
