import { signatureTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './email-signature.module.css';

type Apps = typeof signatureTexts.steps;

/** The steps of an app, in order (step1, step2, ...), and its note if it has one. */
function stepsOf(app: Apps[keyof Apps]) {
  const steps = Object.entries(app)
    .filter(([key]) => key.startsWith('step'))
    .map(([, step]) => step);
  return { name: app.app, steps, note: 'note' in app ? app.note : undefined };
}

/** Where the copied signature goes, for each mail app people here use most. */
export function SignatureSteps() {
  const texts = useTexts(signatureTexts);
  const apps = (Object.keys(texts.steps) as (keyof Apps)[]).map((key) => ({
    key,
    ...stepsOf(texts.steps[key]),
  }));
  return (
    <section className={styles.steps} aria-labelledby="signature-steps-title">
      <h2 className={styles.stepsTitle} id="signature-steps-title">
        {texts.stepsHeading}
      </h2>
      {apps.map(({ key, name, steps, note }) => (
        <div key={key} className={styles.app}>
          <h3 className={styles.appName}>{name}</h3>
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
