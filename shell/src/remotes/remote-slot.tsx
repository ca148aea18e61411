import type { ReactNode } from 'react';
import { Spinner } from 'web-kit';
import { RemoteBoundary } from './remote-boundary';

interface SlotProps {
  remote: string;
  /** The exposed component's name in the remote's `pages`. */
  component: string;
  /** What shows in its place while the remote is missing or broken. */
  fallback: ReactNode;
  /** What shows while the remote loads; a spinner unless the place needs something quieter. */
  loading?: ReactNode;
}

/**
 * A remote's component placed inside a shell screen (Home's cards, its header's cart link).
 * Unlike a whole remote screen it offers no Retry: the screen stays useful with the fallback in
 * its place, and the slot asks for the remote again the next time it mounts.
 */
export function RemoteSlot({ remote, component, fallback, loading = <Spinner /> }: SlotProps) {
  return (
    <RemoteBoundary remote={remote} name={component} loading={loading} fallback={() => fallback} />
  );
}
