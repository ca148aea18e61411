import { personalLinkTexts, portfolioToasts } from 'shared-contracts';
import { Button, useNotify, useTexts } from 'web-kit';
import styles from './personal-link.module.css';

/** The link the card opens at today, as people will see it, with a copy button. */
export function CurrentLink({ url }: { url: string }) {
  const notify = useNotify();
  const texts = useTexts(personalLinkTexts);
  const { manualCopyRequired } = useTexts(portfolioToasts);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(portfolioToasts.linkCopied);
    } catch {
      // Insecure origins and some in-app browsers refuse the clipboard: the link is shown instead.
      window.alert(`${manualCopyRequired}\n${url}`);
    }
  };

  return (
    <section className={styles.current} aria-labelledby="current-link-title">
      <h2 className={styles.currentTitle} id="current-link-title">
        {texts.currentTitle}
      </h2>
      <p className={styles.currentRow}>
        <a className={styles.currentUrl} href={url} target="_blank" rel="noreferrer">
          {url.replace(/^https?:\/\//, '')}
        </a>
        <Button variant="secondary" block={false} className={styles.copy} onClick={copy}>
          {texts.copy}
        </Button>
      </p>
    </section>
  );
}
