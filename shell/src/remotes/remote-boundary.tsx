import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useInjectApi } from '../app/providers';
import { loadRemoteModule } from './load-remote';
import { RemoteContractError, RemoteUnavailableError } from './remote-errors';
import { reloadPage } from './reload-page';
import { remoteReports } from './remote-reports';

export interface RemoteBoundaryProps {
  remote: string;
  /** The exposed component's name in the remote's `pages`. */
  name: string;
  /** What shows while the remote loads. */
  loading: ReactNode;
  /** What shows in its place once it fails to load or throws; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * A component that a remote exposes, loaded on first render, behind the error boundary every remote
 * mount has: a whole remote screen (`RemotePage`) and a remote piece of a shell screen
 * (`RemoteSlot`). One remote that fails to load or throws shows its fallback; the rest works on.
 * A move to another remote component that reuses this element starts afresh (the key).
 */
export function RemoteBoundary({ remote, name, loading, fallback }: RemoteBoundaryProps) {
  return (
    <FailureBoundary key={`${remote}/${name}`} remote={remote} fallback={fallback}>
      <Exposed remote={remote} name={name} loading={loading} />
    </FailureBoundary>
  );
}

interface FailureBoundaryProps {
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * The fallback takes the children's place, so a retry mounts them afresh with a new lazy
 * component: React keeps a rejected lazy() forever, and load-remote keeps no failed load, so the
 * remote is asked for again.
 */
class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private loadFailed = false;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.loadFailed =
      error instanceof RemoteUnavailableError && !(error instanceof RemoteContractError);
    console.error(`The ${this.props.remote} screens failed to load`, error);
    // Reported when the remote had loaded and then threw (the loader reports failed loads).
    remoteReports.renderFailed(this.props.remote);
  }

  private readonly retry = () => {
    // The gateway preloads a route's remote files with the page, and the browser keeps a failed
    // preload for the page's life: asking again in place would get the same failure. A new page
    // preloads them afresh.
    if (this.loadFailed && wasPreloaded(this.props.remote)) return reloadPage();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * The lazy component is made above its Suspense: a component that suspends before it first
 * commits loses its state, and a new lazy() on each retry of the render would load the remote
 * again and again instead of letting a failure reach the boundary.
 */
function Exposed({ remote, name, loading }: { remote: string; name: string; loading: ReactNode }) {
  const injectApi = useInjectApi();
  const [Loaded] = useState(() =>
    lazy(async () => {
      const module = await loadRemoteModule(remote, injectApi);
      const Found = module.pages[name];
      if (!Found) throw new Error(`${remote} exposes nothing called ${name}`);
      return { default: Found };
    }),
  );
  return (
    <Suspense fallback={loading}>
      <Loaded />
    </Suspense>
  );
}

/** Whether this page came with preloads of the remote's files (deploy's remote-hints). */
function wasPreloaded(remote: string): boolean {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some(
    (link) => new URL(link.href, window.location.href).pathname.startsWith(`/remotes/${remote}/`),
  );
}
