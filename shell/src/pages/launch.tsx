import { launchTexts, PROVIDER_CONTACT, whatsappChatUrl } from 'shared-contracts';
import { usePageTitle, useTexts } from 'web-kit';
import { SiteFooter } from '../layout/site-footer';
import { NfcIcon, WhatsAppIcon } from './icons';
import styles from './launch.module.css';

/** The chat's first message in English; the person sends it in their language. */
export const LAUNCH_CHAT_TEXT = launchTexts.chatText;

export function LaunchPage() {
  const texts = useTexts(launchTexts);
  usePageTitle(texts.title);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="launch-title">
          <div className={styles.badge} aria-hidden="true">
            <NfcIcon width={40} height={40} />
          </div>
          <p className={styles.eyebrow}>{texts.eyebrow}</p>
          <h1 id="launch-title" className={styles.title}>
            {texts.title}
          </h1>
          <p className={styles.text}>{texts.text}</p>
          <a
            className="tf-link-button tf-link-button--whatsapp"
            href={whatsappChatUrl(PROVIDER_CONTACT.whatsapp, texts.chatText)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon width={22} height={22} />
            {texts.getInTouch}
          </a>
          <p className={styles.note}>{texts.note}</p>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
