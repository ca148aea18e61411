/** What the contact policy's screen says (its chunk's own: only this screen says it). */
export const policyTexts = {
  heading: 'Contact policy',
  switchLabel: 'Send contacts from members’ cards to the organisation’s inbox',
  switchHint:
    'Owners and admins read them in the Inbox and download them as a CSV. Each member still gets their own.',
  saveFailed: 'The contact policy was not saved. Please try again.',
  consentHeading: 'What visitors agree to',
  consentIntro: (on: boolean) =>
    on
      ? 'The “Share your details” form on every member’s card asks visitors to agree to this:'
      : 'Once it is on, the “Share your details” form on every member’s card asks visitors to agree to this, instead of naming the member alone:',
  consentNote: 'Each card shows its own member’s name.',
  /** Whose name the example shows when the person's own is not known. */
  aMember: 'the member',
  openInbox: 'Open the inbox',
} as const;
