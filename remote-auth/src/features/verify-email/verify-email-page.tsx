import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { emailVerificationTexts } from 'shared-contracts';
import {
  errorMessage,
  Screen,
  selectToken,
  tokenRenewed,
  useFetchProfile,
  useTexts,
  useTranslate,
} from 'web-kit';
import { useLinkToken } from '../shared/use-link-token';
import { useVerifyEmailMutation } from './verify-email-api';
import styles from './verify-email.module.css';

/** The message as it came (the server's, or one of the texts in English), shown translated. */
type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified'; message: string; signedIn: boolean; changed: boolean }
  | { kind: 'failed'; message: string };

const english = emailVerificationTexts;

/**
 * Where a verification or e-mail change link lands (`/verify-email#t=...`), on whatever device
 * opened the mail: the link is opened once, on arrival. A change of address ends every session,
 * so only this account's own session here goes on (with the fresh token the answer carries).
 */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const session = useSelector(selectToken);
  const dispatch = useDispatch();
  const fetchProfile = useFetchProfile();
  const [verifyEmail] = useVerifyEmailMutation();
  const texts = useTexts(emailVerificationTexts);
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'checking' } : { kind: 'failed', message: english.linkInvalid },
  );
  // A link works once: StrictMode's second effect must not open it again.
  const opened = useRef(false);

  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    verifyEmail({ token })
      .unwrap()
      .then(({ result, message }) => {
        if (result.token) dispatch(tokenRenewed({ token: result.token }));
        const signedIn = Boolean(session) && (!result.changed || Boolean(result.token));
        if (signedIn) void fetchProfile();
        setOutcome({
          kind: 'verified',
          message: message ?? english.verified,
          signedIn,
          changed: result.changed,
        });
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: errorMessage(error, english.linkInvalid) }),
      );
  }, [token, session, dispatch, fetchProfile, verifyEmail]);

  return (
    <Screen title={texts.pageTitle}>
      {outcome.kind === 'checking' && (
        <p className={styles.status} role="status">
          {texts.verifying}
        </p>
      )}
      {outcome.kind === 'verified' && (
        <>
          <p className={styles.status} role="status">
            {translate(outcome.message)}
          </p>
          {outcome.changed && !outcome.signedIn && (
            <p className={styles.hint}>{texts.signInAgain}</p>
          )}
          <Link className="tf-link-button" to={outcome.signedIn ? '/home' : '/login'}>
            {outcome.signedIn ? texts.goHome : texts.goLogin}
          </Link>
        </>
      )}
      {outcome.kind === 'failed' && (
        <>
          <p className={`${styles.status} ${styles.failed}`} role="alert">
            {translate(outcome.message)}
          </p>
          <Link className="tf-link-button" to={session ? '/home' : '/login'}>
            {session ? texts.goHome : texts.goLogin}
          </Link>
        </>
      )}
    </Screen>
  );
}
