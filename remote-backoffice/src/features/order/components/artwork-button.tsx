import { Button, errorMessage } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { Refusal } from '../../../shared/refusal';
import { useDownloadArtworkMutation } from '../api/artwork';
import styles from './order.module.css';

/** The order's artwork, the PDF the printer works from, as a file. */
export function ArtworkButton({ id, code }: { id: string; code: string }) {
  const [download, { isLoading, isError, error }] = useDownloadArtworkMutation();
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        block={false}
        busy={isLoading}
        busyLabel={consoleTexts.preparingArtwork}
        onClick={() => void download({ id, fileName: `tapfolio-artwork-${code}.pdf` })}
      >
        {consoleTexts.artwork}
      </Button>
      {isError && <Refusal message={errorMessage(error, consoleTexts.downloadFailed)} />}
    </div>
  );
}
