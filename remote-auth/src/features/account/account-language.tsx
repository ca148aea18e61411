import { useDispatch, useStore } from 'react-redux';
import { languagePickerTexts, type Language, type UserProfile } from 'shared-contracts';
import { profileLoaded, selectProfile, useNotify, type SessionState } from 'web-kit';
import { LanguagePicker } from '../shared/language-picker';
import { useSaveLanguageMutation } from './language-api';
import styles from './account-page.module.css';

/** An answer that is the person's profile (it names them), not only an acknowledgement. */
const isProfile = (value: unknown): value is UserProfile =>
  typeof value === 'object' && value !== null && 'email' in value && 'name' in value;

/**
 * Account's language: the app switches at once, and the profile keeps the choice, so the e-mails,
 * the API's messages and the next sign-in on another phone speak it too.
 */
export function AccountLanguage() {
  const [saveLanguage] = useSaveLanguageMutation();
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  const notify = useNotify();

  const save = async (language: Language) => {
    try {
      const { result } = await saveLanguage({ language }).unwrap();
      const profile = selectProfile(store.getState());
      if (isProfile(result)) dispatch(profileLoaded(result));
      else if (profile) dispatch(profileLoaded({ ...profile, language }));
    } catch {
      notify.error(languagePickerTexts.saveFailed);
    }
  };

  return (
    <div className={styles.card}>
      <LanguagePicker className={styles.language} onChanged={(language) => void save(language)} />
    </div>
  );
}
