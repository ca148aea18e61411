import styles from './email-signature.module.css';
import { signatureSteps, signatureTexts } from './signature-texts';

/** Where the copied signature goes, for each mail app people here use most. */
export function SignatureSteps() {
  return (
    <section className={styles.steps} aria-labelledby="signature-steps-title">
      <h2 className={styles.stepsTitle} id="signature-steps-title">
        {signatureTexts.stepsHeading}
      </h2>
      {signatureSteps.map(({ app, steps, note }) => (
        <div key={app} className={styles.app}>
          <h3 className={styles.appName}>{app}</h3>
          <ol className={styles.stepList}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {note && <p className={styles.note}>{note}</p>}
        </div>
      ))}
    </section>
  );
}
