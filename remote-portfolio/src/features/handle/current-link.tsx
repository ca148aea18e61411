import { portfolioToasts } from 'shared-contracts';
import { Button, useNotify } from 'web-kit';
import styles from './personal-link.module.css';

/** The link the card opens at today, as people will see it, with a copy button. */
export function CurrentLink({ url }: { url: string }) {
  const notify = useNotify();

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(portfolioToasts.linkCopied);
    } catch {
      // Insecure origins and some in-app browsers refuse the clipboard: the link is shown instead.
      window.alert(`${portfolioToasts.manualCopyRequired}\n${url}`);
    }
  };

  return (
    <section className={styles.current} aria-labelledby="current-link-title">
      <h2 className={styles.currentTitle} id="current-link-title">
        Your card&apos;s link
      </h2>
      <p className={styles.currentRow}>
        <a className={styles.currentUrl} href={url} target="_blank" rel="noreferrer">
          {url.replace(/^https?:\/\//, '')}
        </a>
        <Button variant="secondary" block={false} className={styles.copy} onClick={copy}>
          Copy
        </Button>
      </p>
    </section>
  );
}
