import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * The English texts of remote-auth's screens (issue 30), as defineTexts groups: the spec's words
 * (sections 2, 5 and 8) where it has them. The groups shared with the API stay in messages.ts.
 */

/** The language picker on Login and Account: each language is listed in its own script. */
export const languagePickerTexts = defineTexts('languagePickerTexts', {
  label: 'Language',
  saveFailed: 'Failed to save your language. Please try again.',
});

export const loginScreenTexts = defineTexts('loginScreenTexts', {
  /** The document title, the app's and the gateway's server render alike. */
  title: 'Login',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Login',
  newHere: 'New Here?',
  createAccount: 'Create Account',
  /** The sample card beside the form: its person's name and company stay as they are. */
  sampleDesignation: 'Product Designer',
  sampleActions: 'Card actions',
  sampleCall: 'Call',
  sampleWhatsapp: 'WhatsApp',
  sampleSaveContact: 'Save contact',
});

export const registerScreenTexts = defineTexts('registerScreenTexts', {
  title: 'Create Account',
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  passwordRequirements: 'Password requirements',
  submit: 'Create Account',
  /** {terms} and {policy} are the links, named by `terms` and `policy`. */
  legal: message<[terms: string, policy: string]>(
    'By creating an account you agree to our {terms} and {policy}.',
    'terms',
    'policy',
  ),
  terms: 'Terms',
  policy: 'Privacy Policy',
  haveAccount: 'Already have an account?',
  login: 'Login',
});

export const onboardingScreenTexts = defineTexts('onboardingScreenTexts', {
  personalInfo: 'Personal Info',
  contactInfo: 'Contact Info',
  step: message<[step: number]>('Step {step} of 2', 'step'),
  next: 'Next',
  fullName: 'Full name',
  email: 'Email',
  mobile: 'Mobile number',
  whatsapp: 'WhatsApp number',
});

export const forgotPasswordScreenTexts = defineTexts('forgotPasswordScreenTexts', {
  title: 'Forgot Password',
  email: 'Email',
  next: 'Next',
});

export const resetPasswordScreenTexts = defineTexts('resetPasswordScreenTexts', {
  title: 'Reset Password',
  forgotPassword: 'Forgot Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  redirecting: message<[seconds: number]>('Taking you to login in {seconds} seconds...', 'seconds'),
  submit: 'Reset',
});

export const accountScreenTexts = defineTexts('accountScreenTexts', {
  title: 'Account',
  fullName: 'Full Name',
  edit: 'Edit',
  editFullName: 'Edit Full Name',
  email: 'Email',
  change: 'Change',
  changeEmail: 'Change Email',
  password: 'Password',
  changePassword: 'Change Password',
  shippingAddress: 'Shipping Address',
  loading: 'Loading...',
  addShippingAddress: 'Add a shipping address',
  privacyPolicy: 'Privacy Policy',
  organisation: 'Your organisation',
  logout: 'Logout',
  /** The name sheet. */
  nameLabel: 'Full name',
  save: 'Save',
});

export const changeEmailScreenTexts = defineTexts('changeEmailScreenTexts', {
  title: 'Change Email',
  currentEmail: 'Current Email',
  newEmail: 'New Email',
  confirmEmail: 'Confirm Email',
  currentPassword: 'Current Password',
  save: 'Save',
});

export const changePasswordScreenTexts = defineTexts('changePasswordScreenTexts', {
  title: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  requirements: 'New Password requirements',
  confirmPassword: 'Confirm Password',
  save: 'Save Changes',
});

export const shippingAddressScreenTexts = defineTexts('shippingAddressScreenTexts', {
  title: 'Edit Shipping Address',
  save: 'Save',
});

export const nfcCardsScreenTexts = defineTexts('nfcCardsScreenTexts', {
  loadFailed: 'Failed to load your cards. Please try again.',
  retry: 'Retry',
  cancel: 'Cancel',
});
