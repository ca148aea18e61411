import { cardTexts, type Portfolio } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { INSIGHT_ATTRIBUTE, linkInsight } from '../card-behaviours/insights';
import { telUrl, whatsAppUrl } from '../shared/card/contact-links';
import { PhoneIcon } from '../shared/card/icons';
import { WhatsAppIcon } from '../shared/card/social-icons';
import styles from './portfolio-card.module.css';

/**
 * Call and WhatsApp right under the name: what most visitors came to do, a thumb's reach from the
 * top of the card instead of below the fold. Plain links (tel:, wa.me), counted in the owner's
 * insights like the contact cards they repeat; a number the owner hides is absent from the card.
 */
export function ReachButtons({ personalInfo: p }: Pick<Portfolio, 'personalInfo'>) {
  const texts = useTexts(cardTexts);
  const phone = /\d/.test(p.phoneNumber);
  const whatsApp = /\d/.test(p.whatsappNumber);
  if (!phone && !whatsApp) return null;
  return (
    <div className={styles.reach}>
      {phone && (
        <a
          className={`${styles.reachButton} ${styles.reachCall}`}
          href={telUrl(p.phoneNumber)}
          {...{ [INSIGHT_ATTRIBUTE]: linkInsight('phone') }}
        >
          <PhoneIcon width={18} height={18} aria-hidden="true" />
          {texts.call}
        </a>
      )}
      {whatsApp && (
        <a
          className={`${styles.reachButton} ${styles.reachWhatsApp}`}
          href={whatsAppUrl(p.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          {...{ [INSIGHT_ATTRIBUTE]: linkInsight('whatsapp') }}
        >
          <WhatsAppIcon width={18} height={18} aria-hidden="true" />
          {texts.whatsapp}
        </a>
      )}
    </div>
  );
}
