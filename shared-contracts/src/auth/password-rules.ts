import { PASSWORD_MIN_LENGTH } from '../common/constants.js';
import { changePasswordLabels, signupPasswordLabels } from './messages.js';

export type PasswordRuleKey = 'minLength' | 'mixedCase' | 'digit';

/** Upper and lower case in any script, so "Ärger" counts as well as "Anger". */
const passwordRules: Record<PasswordRuleKey, (value: string) => boolean> = {
  minLength: (value) => [...value].length >= PASSWORD_MIN_LENGTH,
  mixedCase: (value) => /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value),
  digit: (value) => /\p{Nd}/u.test(value),
};

export interface ChecklistItem {
  key: PasswordRuleKey;
  label: string;
  met: boolean;
}

function checklist(labels: Record<PasswordRuleKey, string>, value: string): ChecklistItem[] {
  return (Object.keys(passwordRules) as PasswordRuleKey[]).map((key) => ({
    key,
    label: labels[key],
    met: passwordRules[key](value),
  }));
}

/** The live checklist under the sign-up password; `labels` in the person's language. */
export const signupPasswordChecklist = (
  value: string,
  labels: Record<PasswordRuleKey, string> = signupPasswordLabels,
) => checklist(labels, value);

/** The live checklist under Change Password's new password; `labels` in the person's language. */
export const changePasswordChecklist = (
  value: string,
  labels: Record<PasswordRuleKey, string> = changePasswordLabels,
) => checklist(labels, value);

export function meetsPasswordRules(value: string): boolean {
  return Object.values(passwordRules).every((rule) => rule(value));
}

export function passwordRule(key: PasswordRuleKey): (value: string) => boolean {
  return passwordRules[key];
}
