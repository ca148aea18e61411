import { Link } from 'react-router';
import type { Organisation, TemplateField, TemplateMode } from 'shared-contracts';
import { fileUrl, useTexts } from 'web-kit';
import { EDIT_PATH } from '../../../shared/paths';
import styles from './card-template.module.css';
import { templateTexts } from './template-texts';

/** The organisation's value of one field, or null when it has none. */
function valueOf(field: TemplateField, organisation: Organisation, logoAlt: string) {
  switch (field) {
    case 'companyName':
      return organisation.name;
    case 'companyLogo': {
      const src = fileUrl(organisation.logo?.key, 400);
      return src && <img className={styles.logo} src={src} alt={logoAlt} width={48} height={48} />;
    }
    case 'website':
      return organisation.website && organisation.website.replace(/^https?:\/\//, '');
    case 'officeAddress': {
      const office = organisation.officeAddress;
      if (!office) return null;
      const place = [office.district, office.state].filter(Boolean).join(', ');
      return (
        <address className={styles.address}>
          <span>{[office.buildingName, office.area].filter(Boolean).join(', ')}</span>
          {office.landmark && <span>{office.landmark}</span>}
          <span>{[place, office.pincode].filter(Boolean).join(' - ')}</span>
        </address>
      );
    }
    case 'brandColour':
      return (
        organisation.brandColour && (
          <span className={styles.colour}>
            <span
              className={styles.swatch}
              style={{ background: organisation.brandColour }}
              aria-hidden="true"
            />
            {organisation.brandColour.toUpperCase()}
          </span>
        )
      );
  }
}

/**
 * What the field puts on the cards: the organisation's name, logo, website, office or colour, so
 * the admin sees what members will get; an empty one says so, and where to fill it in.
 */
export function TemplateValue({
  id,
  field,
  mode,
  organisation,
}: {
  id: string;
  field: TemplateField;
  mode: TemplateMode;
  organisation: Organisation;
}) {
  const t = useTexts(templateTexts);
  const value = valueOf(field, organisation, t.logoOf(organisation.name));
  if (value) {
    return (
      <div id={id} className={styles.value}>
        {value}
      </div>
    );
  }
  return (
    <div id={id} className={`${styles.value} ${styles.empty}`}>
      <span>{t.empty[field]}</span>
      {mode !== 'off' && (
        <span className={styles.emptyNote}>
          {t.emptyOnCards} <Link to={EDIT_PATH}>{t.editDetails}</Link>.
        </span>
      )}
    </div>
  );
}
