import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signatureTexts } from 'shared-contracts';
import { Button, Screen, useNotify, useTexts } from 'web-kit';
import { ChoiceCards } from '../shared/choice-cards';
import { useOwnCardQuery } from '../shared/portfolio-queries';
import { copySignature } from './copy-signature';
import styles from './email-signature.module.css';
import { SignatureSteps } from './signature-steps';
import { SIGNATURE_LAYOUTS, signatureOf, type SignatureLayout } from './signature-html';

/**
 * /edit-profile/signature: the card as an e-mail signature (issue 29). Made from what visitors
 * see of the card (`useOwnCardQuery` hides what the owner hid), since every recipient reads it.
 */
export function EmailSignatureScreen() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, isError, refetch } = useOwnCardQuery();
  const [layout, setLayout] = useState<SignatureLayout>('classic');
  const texts = useTexts(signatureTexts);

  // The signature's own words (its QR's description) in the person's language, as the screen.
  const signature = data && signatureOf(data.portfolio, layout, window.location.origin, texts);

  const copy = async () => {
    if (!signature) return;
    const result = await copySignature(navigator, signature);
    if (result.ok) notify.success(result.toast);
    else notify.error(result.error);
  };

  return (
    <Screen title={texts.heading} onBack={() => navigate('..')}>
      <div className={styles.page}>
        <div className={styles.main}>
          <ChoiceCards
            legend={texts.layoutLegend}
            name="signature-layout"
            choices={SIGNATURE_LAYOUTS.map((value) => ({ value, ...texts.layouts[value] }))}
            value={layout}
            onChange={setLayout}
          />

          {signature ? (
            // A sandboxed frame: the signature is laid out as a mail app shows it, on white and
            // without the app's styles, and nothing in it can run (no allow-scripts). It keeps
            // the app's origin only so that its images load: the file service and the QR route
            // answer same-site requests alone (Cross-Origin-Resource-Policy), and a frame of no
            // origin is no site.
            <iframe
              className={styles.preview}
              title={texts.previewTitle}
              sandbox="allow-same-origin"
              srcDoc={`<!doctype html><html><body style="margin:16px;background:#ffffff">${signature.html}</body></html>`}
            />
          ) : isError ? (
            <div className={styles.failed}>
              <p role="alert">{texts.loadFailed}</p>
              <Button variant="secondary" block={false} onClick={() => void refetch()}>
                {texts.tryAgain}
              </Button>
            </div>
          ) : (
            <div className={styles.skeleton} aria-busy="true" aria-label={texts.loading}>
              <span className={styles.skeletonPhoto} />
              <span className={styles.skeletonLines}>
                <span />
                <span />
                <span />
              </span>
            </div>
          )}

          <Button onClick={() => void copy()} disabled={!signature}>
            {texts.copy}
          </Button>
        </div>
        <SignatureSteps />
      </div>
    </Screen>
  );
}
