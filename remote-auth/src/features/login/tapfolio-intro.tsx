import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { authTexts, loginScreenTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './tapfolio-intro.module.css';

/**
 * Who the sample card is: the card a visitor would get, drawn without a single image. A name and
 * a company stay as they are in every language; the rest is the screen's texts.
 */
const SAMPLE = {
  initials: 'PS',
  name: 'Priya Sharma',
  company: 'Lotus Labs',
} as const;

/**
 * What Tapfolio is, beside the sign-in form: a sample card and "Create your free card" as the
 * first action. Plain markup and CSS (no images, no script of its own), so /login stays fast.
 */
export function TapfolioIntro() {
  const headingId = useId();
  const texts = useTexts(authTexts);
  const sample = useTexts(loginScreenTexts);
  const actions = [sample.sampleCall, sample.sampleWhatsapp, sample.sampleSaveContact];
  // A visitor sent here to sign in (Add to Cart) keeps that request on the way to registering.
  const { state } = useLocation();
  return (
    <section className={styles.intro} aria-labelledby={headingId}>
      <figure className={styles.sample}>
        <div className={styles.banner} />
        <div className={styles.person}>
          <span className={styles.avatar} aria-hidden="true">
            {SAMPLE.initials}
          </span>
          <p className={styles.name}>{SAMPLE.name}</p>
          <p className={styles.role}>
            {sample.sampleDesignation}, {SAMPLE.company}
          </p>
        </div>
        <ul className={styles.actions} aria-label={sample.sampleActions}>
          {actions.map((action) => (
            <li key={action}>{action}</li>
          ))}
        </ul>
        <figcaption className="tf-visually-hidden">{texts.sampleCardCaption}</figcaption>
      </figure>
      <div className={styles.pitch}>
        <h2 id={headingId} className={styles.heading}>
          {texts.introHeading}
        </h2>
        <p className={styles.text}>{texts.introText}</p>
        <Link className={styles.cta} to="/register" state={state}>
          {texts.createFreeCard}
        </Link>
      </div>
    </section>
  );
}
