import { PROVIDER_CONTACT, whatsappChatUrl } from 'shared-contracts';
import { usePageTitle } from 'web-kit';
import { SiteFooter } from '../layout/site-footer';
import { NfcIcon, WhatsAppIcon } from './icons';
import styles from './launch.module.css';

export const LAUNCH_CHAT_TEXT = "Hi Tapfolio, I'd like to know more about what's launching soon.";

export function LaunchPage() {
  usePageTitle('Launching Soon');
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="launch-title">
          <div className={styles.badge} aria-hidden="true">
            <NfcIcon width={40} height={40} />
          </div>
          <p className={styles.eyebrow}>Something new is on its way</p>
          <h1 id="launch-title" className={styles.title}>
            Launching Soon
          </h1>
          <p className={styles.text}>
            We're putting the finishing touches on it. Questions, bulk orders for your team or just
            curious? Our team is a message away.
          </p>
          <a
            className="tf-link-button tf-link-button--whatsapp"
            href={whatsappChatUrl(PROVIDER_CONTACT.whatsapp, LAUNCH_CHAT_TEXT)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon width={22} height={22} />
            Get in touch
          </a>
          <p className={styles.note}>Opens a WhatsApp chat with the Tapfolio team.</p>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
