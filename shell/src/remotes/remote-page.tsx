import { remoteFallbackTexts } from 'shared-contracts';
import { Button, usePageTitle, useScreenPainted, useTexts } from 'web-kit';
import { frameOfPage, LoadingFrame } from '../layout/loading-frame';
import { RemoteBoundary } from './remote-boundary';

export interface RemotePageProps {
  remote: string;
  page: string;
}

/**
 * A screen that lives in a remote: its frame while it loads; if it does not load, its routes say so
 * and offer a Retry.
 */
export function RemotePage({ remote, page }: RemotePageProps) {
  return (
    <RemoteBoundary
      remote={remote}
      name={page}
      loading={<LoadingFrame kind={frameOfPage(page)} />}
      fallback={(retry) => <ScreenFallback onRetry={retry} />}
    />
  );
}

function ScreenFallback({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts(remoteFallbackTexts);
  usePageTitle(texts.title);
  // The app's answer for this address, in place of a screen the gateway may have rendered from
  // another release: the person sees at once that it did not load, and can retry.
  useScreenPainted(true);
  return (
    <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title">{texts.title}</h1>
      <p>{texts.text}</p>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </section>
  );
}
