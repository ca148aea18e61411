import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Spinner } from 'web-kit';
import { useInjectApi } from '../app/providers';
import { loadRemoteModule } from './load-remote';

interface SlotProps {
  remote: string;
  /** The exposed component's name in the remote's `pages`. */
  component: string;
  /** What shows in its place while the remote is missing or broken. */
  fallback: ReactNode;
  /** What shows while the remote loads; a spinner unless the place needs something quieter. */
  loading?: ReactNode;
}

class SlotBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote component on this screen failed to load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A remote's component placed inside a shell screen (Home's portfolio preview). Unlike a whole
 * remote screen it has no Retry: the screen stays useful with the fallback in its place.
 */
export function RemoteSlot({ remote, component, fallback, loading = <Spinner /> }: SlotProps) {
  const injectApi = useInjectApi();
  const [Slot] = useState(() =>
    lazy(async () => {
      const module = await loadRemoteModule(remote, injectApi);
      const Exposed = module.pages[component];
      if (!Exposed) throw new Error(`${remote} has no component called ${component}`);
      return { default: Exposed };
    }),
  );
  return (
    <SlotBoundary fallback={fallback}>
      <Suspense fallback={loading}>
        <Slot />
      </Suspense>
    </SlotBoundary>
  );
}
