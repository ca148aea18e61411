import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  selectProfile,
  selectProfileStatus,
  selectToken,
  useFetchProfile,
  useLanguage,
} from 'web-kit';
import type { TheApp } from 'web-kit/runtime';

/**
 * Longest the app waits for the profile's language to arrive before it starts all the same, in
 * the language on screen (a catalogue that cannot be fetched only leaves the app in this one).
 */
const LANGUAGE_WAIT_MS = 5_000;

/**
 * Once the visitor goes on from the first screens, the app starts as soon as what it
 * starts from is on the phone: the session (stored as it is made), and for someone just signed
 * in the language their profile keeps, which the login screen follows (follow-profile-language.ts)
 * once the profile is here. The app reads both from the phone as it starts, so it starts in that
 * language rather than switching after its first paint.
 */
export function HandOver({ leaving, app }: { leaving: boolean; app: TheApp }) {
  const token = useSelector(selectToken);
  const status = useSelector(selectProfileStatus);
  const profile = useSelector(selectProfile);
  const language = useLanguage();
  const fetchProfile = useFetchProfile();

  useEffect(() => {
    if (leaving && token && status === 'idle') void fetchProfile();
  }, [leaving, token, status, fetchProfile]);

  const settled =
    !token ||
    status === 'failed' ||
    (status === 'loaded' && (!profile?.language || profile.language === language));

  useEffect(() => {
    if (!leaving) return;
    app.preload();
    if (settled) return app.start();
    const timer = setTimeout(() => app.start(), LANGUAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [leaving, settled, app]);

  return null;
}
