import type { OrganisationRole } from 'shared-contracts';

/**
 * What the teams screens say where shared-contracts says nothing (its `organisationErrors` and
 * `organisationToasts` hold the API's refusals and answers): headings, labels, hints, empty and
 * busy states.
 */
export const teamsTexts = {
  title: 'Your organisation',
  loading: 'Loading your organisation',
  failed: "Your organisation didn't load.",
  retry: 'Retry',
  // Creating one
  createIntro:
    'An organisation puts your team on Tapfolio together: one name, logo and brand colour for everyone’s card, and invitations to bring them in. You can be in one organisation at a time.',
  createHeading: 'Create an organisation',
  create: 'Create organisation',
  creating: 'Creating...',
  createFailed: 'The organisation was not created. Please try again.',
  invitedInstead: 'Invited to one? Open the link in the invitation e-mail to join it.',
  // The details form
  name: 'Organisation name',
  logo: 'Logo',
  brandColour: 'Brand colour (optional)',
  brandColourHint: 'A colour like #4F46E5, for its members’ cards',
  pickColour: 'Pick the brand colour',
  website: 'Website (optional)',
  gstin: 'GSTIN (optional)',
  gstinHint: 'Its invoices are made out with it',
  officeAddress: 'Office address (optional)',
  editHeading: 'Edit organisation',
  edit: 'Edit details',
  save: 'Save',
  saving: 'Saving...',
  saveFailed: 'The organisation was not saved. Please try again.',
  // The organisation's card
  yourRole: (role: OrganisationRole) =>
    role === 'member'
      ? 'You are a member'
      : `You are ${role === 'owner' ? 'the owner' : 'an admin'}`,
  memberCount: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  websiteLabel: 'Website',
  gstinLabel: 'GSTIN',
  officeLabel: 'Office',
  // Members
  members: 'Members',
  membersLoading: 'Loading the members',
  membersFailed: "The members didn't load.",
  searchMembers: 'Search by name or e-mail',
  search: 'Search',
  clearSearch: 'Clear search',
  noMembersFound: (q: string) => `No member's name or e-mail has “${q}” in it.`,
  membersFound: (total: number, q: string) =>
    `${total === 1 ? '1 member' : `${total} members`} found for “${q}”`,
  membersPages: 'Pages of members',
  you: '(you)',
  joined: (date: string) => `Joined ${date}`,
  manage: 'Manage',
  manageOf: (name: string) => `Manage ${name}`,
  makeAdmin: 'Make admin',
  makeMember: 'Make member',
  makeAdminHint: 'Admins invite people and manage members.',
  makeMemberHint: 'Members use the organisation; they do not run it.',
  handOver: 'Hand ownership over',
  handOverTo: (name: string) => `Make ${name} the owner`,
  handOverConfirm: (name: string) =>
    `${name} becomes the owner, and you become an admin. Only ${name} can hand it back.`,
  remove: 'Remove from organisation',
  removeConfirmTitle: (name: string) => `Remove ${name}?`,
  removeConfirm: (name: string) =>
    `${name} leaves the organisation at once. To bring them back, invite them again.`,
  removeYes: 'Remove',
  keep: 'Cancel',
  working: 'Saving...',
  changeFailed: 'Nothing was changed. Please try again.',
  // Invitations
  invitations: 'Invitations',
  invitationsLoading: 'Loading the invitations',
  invitationsFailed: "The invitations didn't load.",
  noInvitations: 'No invitations waiting.',
  invite: 'Invite',
  importCsv: 'Import CSV',
  invitedBy: (name: string) => `Invited by ${name || 'a former member'}`,
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  withdraw: 'Withdraw',
  withdrawOf: (name: string) => `Withdraw the invitation to ${name}`,
  withdrawing: 'Withdrawing...',
  // Inviting one person
  inviteHeading: 'Invite a person',
  inviteIntro:
    'They get an e-mail with a link that joins your organisation, with an account they have or a new one. The link works for 14 days.',
  personName: 'Full name',
  personEmail: 'E-mail',
  designation: 'Designation (optional)',
  phone: 'Phone (optional)',
  send: 'Send invitation',
  sending: 'Sending...',
  inviteFailed: 'The invitation was not sent. Please try again.',
  alreadyMembers: (emails: string[]) =>
    `Already in your organisation, so not invited: ${emails.join(', ')}`,
  // The CSV import
  importHeading: 'Import people from a CSV',
  importIntro:
    'A header row with the columns name and email (designation and phone if you have them), then a row per person. Nothing is sent until you press Invite.',
  chooseFile: 'CSV file',
  readFailed: "The file couldn't be read. Please choose it again.",
  preview: 'Preview',
  counts: (people: number, problems: number) =>
    `${people === 1 ? '1 person' : `${people} people`} to invite, ${problems === 1 ? '1 row' : `${problems} rows`} with errors`,
  row: 'Row',
  person: 'Person',
  status: 'Status',
  ready: 'Ready',
  invitePeople: (n: number) => (n === 1 ? 'Invite 1 person' : `Invite ${n} people`),
  errorRowsLeftOut: 'Rows with errors are left out: correct them in the file and import it again.',
  // The console's other screens, for its owner and admins
  cardsAndContacts: 'Cards and contacts',
  cardsLink: 'Members’ cards',
  cardsLinkHint: 'Switch off or move the NFC cards you paid for',
  orderCardsLink: 'Order cards',
  orderCardsLinkHint: 'An NFC card for each member, in one payment',
  templateLink: 'Card template',
  templateLinkHint: 'What the organisation puts on every member’s card',
  policyLink: 'Contact policy',
  policyLinkHint: (on: boolean) =>
    on ? 'On: contacts come to the inbox too' : 'Off: contacts go to the member alone',
  insightsLink: 'Insights',
  insightsLinkHint: 'Views, NFC taps and saved contacts of every card',
  inboxLink: 'Inbox',
  inboxLinkHint: 'Contacts sent from members’ cards',
  // Leaving
  leave: 'Leave organisation',
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveConfirm:
    'You lose its members’ list and its details on your card. To come back, ask for a new invitation.',
  leaveYes: 'Leave',
  leaveFailed: 'You are still in the organisation. Please try again.',
  ownerStays: (name: string) =>
    `You own ${name}. To leave it, hand ownership to another member first (Manage, beside their name).`,
  // Joining
  joinTitle: 'Join an organisation',
  opening: 'Opening your invitation',
  invitedYou: (by: string, organisation: string) =>
    by ? `${by} invited you to join ${organisation}` : `You are invited to join ${organisation}`,
  sentTo: (email: string) => `Sent to ${email}`,
  validUntil: (date: string) => `The invitation works until ${date}.`,
  join: (organisation: string) => `Join ${organisation}`,
  joining: 'Joining...',
  joinFailed: 'You did not join. Please try again.',
  signInToJoin: 'Sign in to join',
  createAccount: 'Create an account',
  signInHint: (email: string) => `Sign in, or create an account, with ${email} to join.`,
  otherAccount: (signedInAs: string, sentTo: string) =>
    `You are signed in as ${signedInAs}: only the account of ${sentTo} can join with this link.`,
  noInvitation: 'This invitation link is incomplete: open it again from the e-mail.',
  goHome: 'Go to Home',
  logoOf: (name: string) => `${name} logo`,
} as const;

export const ROLE_LABELS: Readonly<Record<OrganisationRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
