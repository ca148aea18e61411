import { lazy, useState, type ComponentType } from 'react';

/** A screen whose code is downloaded when first shown, or sooner by `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Downloads the screen now; a screen shown afterwards renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * A remote's screen downloaded when first shown instead of with the remote, so the remote's first
 * screen arrives sooner. It renders inside a Suspense and an error boundary (the shell's around
 * every page, a remote's own around its inner routes); a failed download is not kept (React keeps
 * a rejected lazy() for good), so Retry loads again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const download = () =>
    (loading ??= load().then(
      (Page) => (loaded = Page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyPage(props: P) {
    // One lazy() a mount, kept while it suspends (Preact keeps a suspended component): a failure
    // reaches the boundary, whose Retry mounts it again with a new download. Once the code is
    // here a new mount renders the page itself, without suspending.
    const [Page] = useState<ComponentType<P>>(
      () => loaded ?? lazy(() => download().then((Page) => ({ default: Page }))),
    );
    return <Page {...props} />;
  }
  LazyPage.preload = () => download().then(() => undefined);
  return LazyPage;
}
