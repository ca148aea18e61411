import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { selectLanguageState, useChangeLanguage, type SessionState } from 'web-kit';

/**
 * Once signed in, the app speaks the language the person keeps in their profile. The shell
 * fetches the profile after sign-in (its session check), whichever screen comes next: this
 * waits for that answer rather than asking again, then switches when the profile names another
 * language than the one on screen.
 */
export function useFollowProfileLanguage(): () => void {
  const store = useStore<{ session: SessionState }>();
  const changeLanguage = useChangeLanguage();
  return useCallback(() => {
    const unsubscribe = store.subscribe(() => {
      const { session } = store.getState();
      if (!session.token || session.profileStatus === 'failed') return unsubscribe();
      if (session.profileStatus !== 'loaded' || !session.profile) return;
      unsubscribe();
      const kept = session.profile.language;
      if (kept && kept !== selectLanguageState(store.getState()).language) {
        changeLanguage(kept).catch((error: unknown) =>
          console.error(`The ${kept} texts could not be loaded`, error),
        );
      }
    });
  }, [store, changeLanguage]);
}
