import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { loadCatalogue } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { networkStatus } from 'web-kit/runtime';
import { OfflineLine } from '../src/layout/offline-line';

describe('the offline line', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  const goOnline = (online: boolean) =>
    act(() => {
      rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });

  it('says so plainly while the phone has no network, and is gone when it comes back', () => {
    renderScreen(<OfflineLine />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");

    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when a request got no answer at all, until one is answered again', () => {
    renderScreen(<OfflineLine />);
    act(() => networkStatus.noAnswer());
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    act(() => networkStatus.answered());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says it in the person's language", async () => {
    renderScreen(<OfflineLine />, { language: await loadCatalogue('hi') });
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं');
  });
});
