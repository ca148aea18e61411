import { useTexts } from 'web-kit';
import { Link } from 'react-router';
import type { Organisation } from 'shared-contracts';
import { teamsTexts } from '../../../shared/messages';
import { OrganisationMark } from '../../../shared/organisation-mark';
import { canRun } from '../../../shared/organisation-api';
import { EDIT_PATH } from '../../../shared/paths';
import shared from '../../../shared/teams.module.css';
import styles from './organisation-card.module.css';

/** The organisation as its members see it, with Edit details for its owner and admins. */
export function OrganisationCard({ organisation }: { organisation: Organisation }) {
  const t = useTexts(teamsTexts);
  const office = organisation.officeAddress;
  const place = office && [office.district, office.state].filter(Boolean).join(', ');
  return (
    <section className={shared.card} aria-labelledby="organisation-name">
      <div className={styles.head}>
        <OrganisationMark
          name={organisation.name}
          logo={organisation.logo}
          brandColour={organisation.brandColour}
        />
        <div className={styles.headText}>
          <h2 id="organisation-name" className={styles.name}>
            {organisation.name}
          </h2>
          <p className={styles.meta}>
            {t.yourRole(organisation.role)} · {t.memberCount(organisation.memberCount)}
          </p>
        </div>
      </div>
      {(organisation.website || organisation.gstin || office) && (
        <dl className={styles.details}>
          {organisation.website && (
            <div className={styles.detail}>
              <dt>{t.websiteLabel}</dt>
              <dd>
                <a href={organisation.website} target="_blank" rel="noopener noreferrer">
                  {organisation.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
          {organisation.gstin && (
            <div className={styles.detail}>
              <dt>{t.gstinLabel}</dt>
              <dd>{organisation.gstin}</dd>
            </div>
          )}
          {office && (
            <div className={styles.detail}>
              <dt>{t.officeLabel}</dt>
              <dd>
                <address className={styles.address}>
                  <span>{[office.buildingName, office.area].filter(Boolean).join(', ')}</span>
                  {office.landmark && <span>{office.landmark}</span>}
                  <span>{[place, office.pincode].filter(Boolean).join(' - ')}</span>
                </address>
              </dd>
            </div>
          )}
        </dl>
      )}
      {canRun(organisation) && (
        <Link to={EDIT_PATH} className={`${shared.pill} ${styles.edit}`}>
          {t.edit}
        </Link>
      )}
    </section>
  );
}
