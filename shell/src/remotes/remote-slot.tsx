import type { ReactNode } from 'react';
import { PieceSkeleton } from '../layout/loading-frame';
import { RemoteBoundary } from './remote-boundary';

interface SlotProps {
  remote: string;
  /** The exposed component's name in the remote's `pages`. */
  component: string;
  /** What shows in its place while the remote is missing or broken. */
  fallback: ReactNode;
  /** What shows while the remote loads: a grey card of the piece's usual height unless given. */
  loading?: ReactNode;
  /** The piece's usual height, for the grey card that holds its place. */
  height?: number;
}

/**
 * A remote's component placed inside a shell screen (Home's cards, its header's cart link).
 * Unlike a whole remote screen it offers no Retry: the screen stays useful with the fallback in
 * its place, and the slot asks for the remote again the next time it mounts.
 */
export function RemoteSlot({ remote, component, fallback, loading, height = 120 }: SlotProps) {
  return (
    <RemoteBoundary
      remote={remote}
      name={component}
      loading={loading ?? <PieceSkeleton height={height} />}
      fallback={() => fallback}
    />
  );
}
