import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { detailDate, organisationToasts, type InvitationPreview } from 'shared-contracts';
import {
  Button,
  errorMessage,
  errorStatus,
  Screen,
  selectProfile,
  selectProfileStatus,
  selectToken,
  Spinner,
  useFetchProfile,
  useNotify,
  type SignInRequest,
  useTexts,
} from 'web-kit';
import { teamsTexts } from '../../../shared/messages';
import { OrganisationMark } from '../../../shared/organisation-mark';
import { HOME_PATH, JOIN_PATH, LOGIN_PATH, REGISTER_PATH, TEAMS_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useAcceptInvitationMutation, useOpenInvitationQuery } from '../api/join';
import { useInvitationToken } from '../utils/invitation-token';
import styles from './join.module.css';

/**
 * `/join#t=...`, where an invitation's e-mail lands, signed in or not: who invites the person to
 * which organisation, the address it was sent to and until when it works. Signed in, Join; signed
 * out, sign in or register and come back here (the token waits in the tab).
 */
export function JoinPage() {
  const t = useTexts(teamsTexts);
  const { token, forget } = useInvitationToken();
  const invitation = useOpenInvitationQuery(token ?? '', { skip: !token });
  // A link that is no longer any good is forgotten; a failure to reach the server is not.
  const gone = errorStatus(invitation.error) === 404 || errorStatus(invitation.error) === 400;
  useEffect(() => {
    if (gone) forget();
  }, [gone, forget]);

  return (
    <Screen title={t.joinTitle}>
      {!token && <Unusable message={t.noInvitation} />}
      {token && invitation.data && (
        <Invitation token={token} preview={invitation.data} forget={forget} />
      )}
      {token && !invitation.data && invitation.isError && (
        <Unusable message={errorMessage(invitation.error, t.noInvitation)} />
      )}
      {token && !invitation.data && !invitation.isError && <Spinner label={t.opening} />}
    </Screen>
  );
}

function Unusable({ message }: { message: string }) {
  const t = useTexts(teamsTexts);
  return (
    <div className={styles.unusable}>
      <p className={styles.unusableText} role="alert">
        {message}
      </p>
      <Link to={HOME_PATH} className="tf-link-button">
        {t.goHome}
      </Link>
    </div>
  );
}

function Invitation({
  token,
  preview,
  forget,
}: {
  token: string;
  preview: InvitationPreview;
  forget: () => void;
}) {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  const signedIn = Boolean(useSelector(selectToken));
  const profile = useSelector(selectProfile);
  const profileStatus = useSelector(selectProfileStatus);
  const fetchProfile = useFetchProfile();
  // A public page: the shell's guards, which check the session, have not asked who this is.
  useEffect(() => {
    if (signedIn && profileStatus === 'idle') void fetchProfile();
  }, [signedIn, profileStatus, fetchProfile]);
  // The API refuses another account too; said here first, before the person presses Join.
  const otherAccount =
    profile && profile.email.toLowerCase() !== preview.email.toLowerCase() ? profile.email : null;
  const navigate = useNavigate();
  const notify = useNotify();
  const [accept, accepting] = useAcceptInvitationMutation();
  const { organisation } = preview;
  const refusal = refusalOf(accepting.error, t.joinFailed);
  const back: SignInRequest = {
    from: JOIN_PATH,
    reason: t.signInHint(preview.email),
    email: preview.email,
  };

  const join = async () => {
    try {
      const answer = await accept(token).unwrap();
      forget();
      notify.success(answer.message ?? toasts.joined(organisation.name));
      navigate(TEAMS_PATH);
    } catch {
      // Shown under the button.
    }
  };

  return (
    <section className={`${shared.card} ${styles.invitation}`} aria-labelledby="invitation-heading">
      <div
        className={styles.band}
        style={organisation.brandColour ? { background: organisation.brandColour } : undefined}
      />
      <OrganisationMark
        name={organisation.name}
        logo={organisation.logo}
        brandColour={organisation.brandColour}
        size={72}
      />
      <h2 id="invitation-heading" className={styles.heading}>
        {preview.invitedBy
          ? t.invitedYou(preview.invitedBy, organisation.name)
          : t.invitedYouNoBy(organisation.name)}
      </h2>
      <p className={styles.line}>{t.sentTo(preview.email)}</p>
      <p className={styles.line}>{t.validUntil(detailDate(preview.expiresAt))}</p>
      {signedIn ? (
        <div className={styles.actions}>
          {otherAccount && (
            <p className={styles.line}>{t.otherAccount(otherAccount, preview.email)}</p>
          )}
          <Button busy={accepting.isLoading} busyLabel={t.joining} onClick={() => void join()}>
            {t.join(organisation.name)}
          </Button>
          {refusal && <Refusal message={refusal} />}
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.line}>{t.signInHint(preview.email)}</p>
          <Link to={LOGIN_PATH} state={back} className="tf-link-button">
            {t.signInToJoin}
          </Link>
          <Link
            to={REGISTER_PATH}
            state={back}
            className="tf-link-button tf-link-button--secondary"
          >
            {t.createAccount}
          </Link>
        </div>
      )}
    </section>
  );
}
