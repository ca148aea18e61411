import { lazy, type ComponentType } from 'react';

/**
 * A remote's screen downloaded when first shown instead of with the remote, so the remote's first
 * screen arrives sooner. The shell renders every page inside Suspense and an error boundary; a
 * failed download is not kept (React keeps a rejected lazy() for good), so its Retry loads again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const create = () =>
    lazy(() =>
      load().then(
        (Page) => ({ default: Page }),
        (error: unknown) => {
          current = create();
          throw error;
        },
      ),
    );
  let current = create();
  function LazyPage(props: P) {
    const Page = current;
    return <Page {...props} />;
  }
  return LazyPage;
}
