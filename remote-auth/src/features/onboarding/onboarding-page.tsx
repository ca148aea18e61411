import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { authTexts, authToasts } from 'shared-contracts';
import {
  errorStatus,
  selectProfile,
  sessionExpired,
  Spinner,
  Screen,
  useFetchProfile,
  useNotify,
  useTexts,
  type SessionState,
} from 'web-kit';
import { OnboardingSteps } from './onboarding-steps';
import styles from './onboarding.module.css';

/** Loads the profile when the host has not, then hands it to the two steps. */
export function OnboardingPage() {
  const profile = useSelector(selectProfile);
  const fetchProfile = useFetchProfile();
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failed, setFailed] = useState(false);
  const headings = useTexts(authTexts);
  const toasts = useTexts(authToasts);

  useEffect(() => {
    // Read the store, not a render's snapshot: a second mount (Strict Mode) must not fetch twice.
    const { session } = store.getState();
    if (session.profile || session.profileStatus === 'loading') return;
    void fetchProfile().then((result) => {
      if (!result || !('error' in result)) return;
      const status = errorStatus(result.error);
      // The token is no good: the host clears it and sends the person to /login.
      if (status === 401 || status === 403) dispatch(sessionExpired());
      else {
        notify.error(authToasts.somethingWentWrong);
        setFailed(true);
      }
    });
  }, [dispatch, fetchProfile, store, notify]);

  if (profile) return <OnboardingSteps profile={profile} />;

  return (
    <Screen title={headings.onboardingHeading} onBack={() => navigate(-1)}>
      {failed ? (
        <p className={styles.failed} role="alert">
          {toasts.somethingWentWrong}
        </p>
      ) : (
        <Spinner />
      )}
    </Screen>
  );
}
