import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from '../src/remotes/remote-boundary';

function Broken(): never {
  throw new Error('remote container failed');
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    // React and the boundary both report the caught error; keep the test output readable.
    rs.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('renders its child while nothing fails', () => {
    render(
      <RemoteBoundary remote="remote-shop" onRetry={() => {}}>
        <h1>Product list</h1>
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback when its child throws, and Retry calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = rs.fn();
    render(
      <RemoteBoundary remote="remote-shop" onRetry={onRetry}>
        <Broken />
      </RemoteBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("This screen didn't load");
    expect(console.error).toHaveBeenCalledWith(
      'The remote-shop screens failed to load',
      expect.any(Error),
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
