import { DEFAULT_LANGUAGE, legalTexts, PROVIDER_CONTACT, telUrl } from 'shared-contracts';
import { ChevronRightIcon, Screen, useLanguage, useTexts, useTranslate } from 'web-kit';
import styles from './legal-page.module.css';

/** A paragraph, a bulleted list, or the provider's contact details (with working links). */
export type LegalBlock = string | { list: readonly string[] } | { contact: true };

export interface LegalSection {
  title: string;
  blocks: readonly LegalBlock[];
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { company, address, phone, email } = PROVIDER_CONTACT;
  return (
    <address className={styles.contact}>
      <strong>{company}</strong>
      <span>{address}</span>
      <span>
        Email: <a href={`mailto:${email}`}>{email}</a>
      </span>
      <span>
        Phone: <a href={telUrl(phone)}>{phone}</a>
      </span>
    </address>
  );
}

/**
 * Privacy Policy and Terms: a title, a short lead and collapsible sections. <details> opens and
 * closes with the keyboard and needs no state; a closed section's text stays findable in-page.
 * The title and the sections' headings are in the person's language; the legal text is given in
 * English only (marked `lang="en"`, for screen readers and fonts), which a line in their language
 * says.
 */
export function LegalPage({
  title,
  lead,
  sections,
  onBack,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
  onBack: () => void;
}) {
  const texts = useTexts(legalTexts);
  const translate = useTranslate();
  const english = useLanguage() === DEFAULT_LANGUAGE;
  return (
    <Screen title={title} onBack={onBack}>
      {!english && <p className={styles.englishOnly}>{texts.englishOnly}</p>}
      <p className={styles.lead} lang="en">
        {lead}
      </p>
      <div className={styles.sections}>
        {sections.map((section) => (
          <details key={section.title} className={styles.section}>
            <summary className={styles.summary}>
              <span>{translate(section.title)}</span>
              <ChevronRightIcon className={styles.chevron} width={20} height={20} />
            </summary>
            <div className={styles.body} lang="en">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </Screen>
  );
}
