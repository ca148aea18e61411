import { Component, type ReactNode } from 'react';
import { Button } from 'web-kit';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** One remote that fails to load (or throws) shows this on its own routes; the rest works on. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.remote} screens failed to load`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title">This screen didn't load</h1>
        <p>Check your connection and try again. The rest of Tapfolio still works.</p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </section>
    );
  }
}
