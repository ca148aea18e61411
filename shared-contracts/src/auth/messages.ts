import { MASKED_ERROR_MESSAGE } from '../common/envelope.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** Sign-in and account texts, verbatim from product-spec sections 2, 5 and 8. */

export const authTexts = defineTexts('authTexts', {
  loginHeading: 'Welcome Back!',
  loginSubheading: 'Access your digital card & portfolio',
  onboardingHeading: 'Build Your Smart Portfolio Card',
  onboardingSubheading: 'Get your free editable portfolio page - live instantly',
  // Issue 26: onboarding is never a trap, and says what the card's work info will hold.
  onboardingLogout: 'Log out',
  onboardingLeaveTitle: 'Leave onboarding?',
  onboardingLeaveText:
    'Your account is saved. Log out now and log in any time to finish your card.',
  onboardingStay: 'Continue onboarding',
  whatsappSameNumber: 'WhatsApp is the same number',
  // Issue 26: a visitor at /login sees what Tapfolio is beside the sign-in form.
  introHeading: 'Your digital business card, free',
  introText:
    'One page with your contact details, work and services. Share it by link, QR code or an NFC card.',
  createFreeCard: 'Create your free card',
  sampleCardCaption: 'A sample Tapfolio card',
  onboardingDesignation: 'Designation (optional)',
  onboardingCompany: 'Company name (optional)',
  forgotPasswordHint: "We'll send a verification link to your email to reset your password",
  loggingIn: 'Logging In...',
  sending: 'Sending...',
});

export const validationMessages = defineTexts('validationMessages', {
  loginEmailRequired: 'Please enter email address.',
  loginEmailInvalid: 'Please enter valid email address.',
  loginPasswordRequired: 'Please enter password',
  loginPasswordTooShort: 'Password must be at least 8 characters.',

  signupNameRequired: 'Full name is required.',
  signupNameTooShort: 'Full name must be at least 3 characters.',
  signupNameTooLong: 'Full name must be at most 60 characters.',
  signupEmailRequired: 'Email is required.',
  signupEmailInvalid: 'Invalid email address.',

  mobileRequired: 'Mobile number is required',
  whatsappRequired: 'WhatsApp number is required',
  phoneInvalid: 'Enter a valid 10-digit mobile number with optional country code',

  buildingNameRequired: 'Building name is required',
  areaRequired: 'Area is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Enter a valid 6-digit pincode',

  forgotEmailRequired: 'Email is required',
  forgotEmailInvalid: 'Invalid email address',

  resetBothRequired: 'Both fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  resetTokenMissing: 'Invalid or missing token',
  emailLinkMissing: 'Invalid or missing token',

  currentEmailRequired: 'Current email is required',
  newEmailRequired: 'New email is required',
  newEmailInvalid: 'Please enter a valid email',
  emailsDoNotMatch: 'Emails do not match',
  newEmailUnchanged: 'New email must be different from the current email',

  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordRequirementsNotMet: 'Password does not meet requirements',
  confirmPasswordRequired: 'Please confirm your password',
  passwordTooLong: 'Password must be at most 128 characters.',

  nameInvalid: 'Please enter a valid name',

  shippingNameRequired: 'Name is required',
  shippingMobileRequired: 'Mobile number is required',
  checkoutAddressMissing: 'Add shipping address to place the order',

  textTooLong: 'Must be at most 120 characters',
  notText: 'Must be text',
  notAnObject: 'Must be an object of fields',
  notABoolean: 'Must be true or false',
  addressTypeInvalid: 'Address type must be Home, Work or Other',
  emailTooLong: 'Email must be at most 254 characters',
  atLeastOneField: 'Send at least one field to change',
});

/** Live checklist shown under the sign-up password. */
export const signupPasswordLabels = defineTexts('signupPasswordLabels', {
  minLength: 'Must be at least 8 characters',
  mixedCase: 'One uppercase and one lowercase letter',
  digit: 'At least one number',
});

/** Live checklist shown under the new password on Change Password. */
export const changePasswordLabels = defineTexts('changePasswordLabels', {
  minLength: 'At least 8 characters',
  mixedCase: 'Uppercase and lowercase letters',
  digit: 'At least one number',
});

export const authToasts = defineTexts('authToasts', {
  loginSuccess: 'Login successful!',
  loginInvalid: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  signupSuccess: 'Account created successfully!',
  signupFailed: 'Signup failed!',
  somethingWentWrong: 'Something went wrong. Try again later.',
  portfolioLaunched: 'Portfolio launched successfully!',
  portfolioLaunchFailed: 'Failed to launch portfolio. Please try again.',
  forgotPasswordSent: "We've sent an email if the address is valid.",
  forgotPasswordFailed: MASKED_ERROR_MESSAGE,
  resetSuccess: 'Password reset successful!',
  resetFailed: 'Reset failed',
  resetTokenMissing: 'Invalid or missing token',
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Failed to update password',
  nameUpdated: 'Name updated successfully.',
  nameUpdateFailed: 'Failed to update name',
  nameUpdateError: 'An error occurred while updating.',
  emailUpdated: 'Email updated successfully.',
  emailUpdateFailed: 'Email update failed',
  emailUpdateError: 'Failed to update email',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateError: 'An error occurred',
  addressUpdated: 'Address updated successfully',
  addressUpdateFailed: 'Failed to update address',
  loggedOut: 'You are logged out!!!',
});

/** Success messages the spec does not name. */
export const accountNotices = defineTexts('accountNotices', {
  profileUpdated: 'Profile updated successfully.',
});

/** E-mail verification and the change of address by link: texts the spec does not have. */
export const emailVerificationTexts = defineTexts('emailVerificationTexts', {
  banner: 'Verify your e-mail to keep your account safe',
  bannerHint: message<[email: string]>('Open the link we sent to {email}.', 'email'),
  resend: 'Resend',
  resending: 'Sending...',
  resent: message<[email: string]>('We sent a new link to {email}.', 'email'),
  alreadyVerified: 'Your e-mail is already verified.',
  verifying: 'Checking your link...',
  verified: 'Your e-mail is verified.',
  changeLinkSent: message<[email: string]>(
    'We sent a link to {email}. Your e-mail changes when you open it.',
    'email',
  ),
  linkInvalid: 'This link is invalid, has expired or was already used.',
  pageTitle: 'Verify e-mail',
  goHome: 'Go to Home',
  goLogin: 'Go to Login',
  signInAgain: 'Sign in with your new e-mail to go on.',
});

/** Messages the API answers with where the spec names none. */
export const accountErrors = defineTexts('accountErrors', {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
  currentEmailWrong: 'Current email does not match your account',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  emailLinkInvalid: 'This link is invalid, has expired or was already used.',
  tooManyVerificationMails: 'We sent several links in the last hour. Please wait, then try again.',
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
});
