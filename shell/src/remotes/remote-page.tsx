import { lazy, Suspense, useState } from 'react';
import { Spinner } from 'web-kit';
import { useInjectApi } from '../app/providers';
import { loadRemoteModule } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

export interface RemotePageProps {
  remote: string;
  page: string;
}

/**
 * A screen that lives in a remote. React keeps a rejected lazy() forever, so each Retry mounts a
 * fresh boundary and a fresh lazy component (the key); so does a move to another remote screen
 * that reuses this element.
 */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${remote}/${page}/${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <RemoteScreen remote={remote} page={page} />
    </RemoteBoundary>
  );
}

function RemoteScreen({ remote, page }: RemotePageProps) {
  const injectApi = useInjectApi();
  const [Screen] = useState(() =>
    lazy(async () => {
      const module = await loadRemoteModule(remote, injectApi);
      const Page = module.pages[page];
      if (!Page) throw new Error(`${remote} has no page called ${page}`);
      return { default: Page };
    }),
  );
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  );
}
