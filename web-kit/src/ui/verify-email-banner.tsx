import { useState } from 'react';
import { useSelector } from 'react-redux';
import { authToasts, emailVerificationTexts, paths, type ApiSuccess } from 'shared-contracts';
import { errorMessage } from '../host/request';
import { useNotify } from '../host/notify';
import { selectProfile } from '../host/session';
import { useHost } from '../host/use-host';
import { useTexts } from '../i18n/use-texts';
import { Button } from './button';
import styles from './verify-email-banner.module.css';

/**
 * Until the signed-in person opens the link mailed at sign-up: the account works, but its address
 * is not proven (the way back in after a lost password). Shown on Home and Account; Resend mails a
 * new link, which replaces the last one.
 */
export function VerifyEmailBanner() {
  const profile = useSelector(selectProfile);
  const host = useHost();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const texts = useTexts(emailVerificationTexts);
  if (!profile || profile.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    const answer = await host.request<ApiSuccess<null>>({
      url: paths.resendVerification,
      method: 'POST',
    });
    setSending(false);
    if ('error' in answer) notify.error(errorMessage(answer.error, authToasts.somethingWentWrong));
    else notify.success(answer.data.message ?? texts.resent(profile.email));
  };

  return (
    <section className={styles.banner} aria-label={texts.banner}>
      <p className={styles.text}>
        <strong>{texts.banner}</strong>
        {texts.bannerHint(profile.email)}
      </p>
      <Button
        variant="secondary"
        block={false}
        className={styles.resend}
        busy={sending}
        busyLabel={texts.resending}
        onClick={resend}
      >
        {texts.resend}
      </Button>
    </section>
  );
}
