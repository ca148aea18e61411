/** The English texts of remote-teams (issue 30), as defineTexts groups. */
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
import type { NfcCardStatus } from '../orders/nfc-cards.js';
import type { TemplateField, TemplateMode } from './template.js';
import type { OrganisationRole } from './types.js';

/**
 * What the teams screens say where `organisationErrors` and `organisationToasts` say nothing (the
 * API's refusals and answers): headings, labels, hints, empty and busy states.
 */
export const teamsTexts = defineTexts('teamsTexts', {
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
  yourRole: message<[role: OrganisationRole]>(
    '{role, select, member {You are a member} owner {You are the owner} other {You are an admin}}',
    'role',
  ),
  memberCount: message<[n: number]>('{n, plural, one {# member} other {# members}}', 'n'),
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
  noMembersFound: message<[q: string]>("No member's name or e-mail has “{q}” in it.", 'q'),
  membersFound: message<[total: number, q: string]>(
    '{total, plural, one {# member} other {# members}} found for “{q}”',
    'total',
    'q',
  ),
  membersPages: 'Pages of members',
  you: '(you)',
  joined: message<[date: string]>('Joined {date}', 'date'),
  manage: 'Manage',
  manageOf: message<[name: string]>('Manage {name}', 'name'),
  makeAdmin: 'Make admin',
  makeMember: 'Make member',
  makeAdminHint: 'Admins invite people and manage members.',
  makeMemberHint: 'Members use the organisation; they do not run it.',
  handOver: 'Hand ownership over',
  handOverTo: message<[name: string]>('Make {name} the owner', 'name'),
  handOverConfirm: message<[name: string]>(
    '{name} becomes the owner, and you become an admin. Only {name} can hand it back.',
    'name',
  ),
  remove: 'Remove from organisation',
  removeConfirmTitle: message<[name: string]>('Remove {name}?', 'name'),
  removeConfirm: message<[name: string]>(
    '{name} leaves the organisation at once. To bring them back, invite them again.',
    'name',
  ),
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
  invitedBy: message<[name: string]>('Invited by {name}', 'name'),
  invitedByFormer: 'Invited by a former member',
  expires: message<[date: string]>('Expires {date}', 'date'),
  expired: message<[date: string]>('Expired {date}', 'date'),
  withdraw: 'Withdraw',
  withdrawOf: message<[name: string]>('Withdraw the invitation to {name}', 'name'),
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
  alreadyMembers: message<[emails: string]>(
    'Already in your organisation, so not invited: {emails}',
    'emails',
  ),
  // The CSV import
  importHeading: 'Import people from a CSV',
  importIntro:
    'A header row with the columns name and email (designation and phone if you have them), then a row per person. Nothing is sent until you press Invite.',
  chooseFile: 'CSV file',
  readFailed: "The file couldn't be read. Please choose it again.",
  preview: 'Preview',
  counts: message<[people: number, problems: number]>(
    '{people, plural, one {# person} other {# people}} to invite, {problems, plural, one {# row} other {# rows}} with errors',
    'people',
    'problems',
  ),
  row: 'Row',
  person: 'Person',
  status: 'Status',
  ready: 'Ready',
  invitePeople: message<[n: number]>(
    '{n, plural, one {Invite # person} other {Invite # people}}',
    'n',
  ),
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
  policyLinkHint: message<[on: boolean]>(
    '{on, select, true {On: contacts come to the inbox too} other {Off: contacts go to the member alone}}',
    'on',
  ),
  insightsLink: 'Insights',
  insightsLinkHint: 'Views, NFC taps and saved contacts of every card',
  inboxLink: 'Inbox',
  inboxLinkHint: 'Contacts sent from members’ cards',
  // Leaving
  leave: 'Leave organisation',
  leaveTitle: message<[name: string]>('Leave {name}?', 'name'),
  leaveConfirm:
    'You lose its members’ list and its details on your card. To come back, ask for a new invitation.',
  leaveYes: 'Leave',
  leaveFailed: 'You are still in the organisation. Please try again.',
  ownerStays: message<[name: string]>(
    'You own {name}. To leave it, hand ownership to another member first (Manage, beside their name).',
    'name',
  ),
  // Joining
  joinTitle: 'Join an organisation',
  opening: 'Opening your invitation',
  invitedYou: message<[by: string, organisation: string]>(
    '{by} invited you to join {organisation}',
    'by',
    'organisation',
  ),
  invitedYouNoBy: message<[organisation: string]>(
    'You are invited to join {organisation}',
    'organisation',
  ),
  sentTo: message<[email: string]>('Sent to {email}', 'email'),
  validUntil: message<[date: string]>('The invitation works until {date}.', 'date'),
  join: message<[organisation: string]>('Join {organisation}', 'organisation'),
  joining: 'Joining...',
  joinFailed: 'You did not join. Please try again.',
  signInToJoin: 'Sign in to join',
  createAccount: 'Create an account',
  signInHint: message<[email: string]>(
    'Sign in, or create an account, with {email} to join.',
    'email',
  ),
  otherAccount: message<[signedInAs: string, sentTo: string]>(
    'You are signed in as {signedInAs}: only the account of {sentTo} can join with this link.',
    'signedInAs',
    'sentTo',
  ),
  noInvitation: 'This invitation link is incomplete: open it again from the e-mail.',
  goHome: 'Go to Home',
  logoOf: message<[name: string]>('{name} logo', 'name'),
});

/** A member's role, as the members' list and the manage sheet name it. */
export const teamsRoleLabels = defineTexts('teamsRoleLabels', {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
} satisfies Record<OrganisationRole, string>);

/** What the organisation's inbox says. */
export const inboxTexts = defineTexts('inboxTexts', {
  heading: 'Inbox',
  intro: 'Contacts visitors sent from your members’ cards, newest first.',
  loading: 'Loading the inbox',
  failed: "The inbox didn't load.",
  contacts: 'Contacts',
  exportCsv: 'Export CSV',
  exporting: 'Preparing...',
  exportFailed: 'The CSV was not downloaded. Please try again.',
  cardOf: message<[member: string]>('Card of {member}', 'member'),
  empty: 'No contacts yet.',
  emptyOn:
    'The contact policy is on: when a visitor shares their details on a member’s card, they land here too.',
  emptyOff:
    'The contact policy is off: contacts go to the members alone. Turn it on to receive them here.',
  policy: 'Contact policy',
});

/** What the members' cards screen says; the API's refusals and toasts are organisationErrors'. */
export const cardsTexts = defineTexts('cardsTexts', {
  heading: 'Members’ cards',
  intro:
    'Every NFC card that opens a member’s card, newest first. Cards the organisation paid for can be switched off, or moved to another member.',
  loading: 'Loading the cards',
  failed: "The cards didn't load.",
  empty: 'No member has an NFC card yet.',
  orderCards: 'Order cards',
  list: 'Cards',
  pages: 'Pages of cards',
  noDesign: 'Card',
  noHolder: 'No one: its holder left the organisation',
  paidByOrganisation: 'Paid by the organisation',
  order: message<[code: string]>('Order {code}', 'code'),
  switchOff: 'Switch off',
  switchOn: 'Switch on',
  switchOffOf: message<[code: string]>('Switch off card {code}', 'code'),
  switchOnOf: message<[code: string]>('Switch on card {code}', 'code'),
  switchOffTitle: 'Switch this card off?',
  switchOffText: message<[name: string]>(
    'Its link stops opening {name}’s card until you switch it on again.',
    'name',
  ),
  switchOffTextNoHolder: 'Its link stops opening any card until you switch it on again.',
  switching: 'Switching...',
  moving: 'Moving...',
  switchFailed: 'The card was not changed. Please try again.',
  // Its name says the rest (moveOf): the words on show begin it, as speech recognition needs.
  move: 'Move',
  moveOf: message<[code: string]>('Move card {code} to another member', 'code'),
  moveTitle: 'Move the card to',
  moveConfirmTitle: message<[name: string]>('Move the card to {name}?', 'name'),
  moveConfirm: message<[code: string, from: string, to: string]>(
    'Card {code} opens {to}’s card from now on, instead of {from}’s.',
    'code',
    'from',
    'to',
  ),
  moveConfirmNoHolder: message<[code: string, to: string]>(
    'Card {code} opens {to}’s card from now on.',
    'code',
    'to',
  ),
  moveYes: message<[name: string]>('Move to {name}', 'name'),
  moveFailed: 'The card was not moved. Please try again.',
  searchMembers: 'Search by name or e-mail',
  search: 'Search',
  membersLoading: 'Loading the members',
  membersFailed: "The members didn't load.",
  noMembersFound: 'No other member matches.',
  moreMembers: message<[shown: number, total: number]>(
    'Showing {shown} of {total}: search to find the others.',
    'shown',
    'total',
  ),
  pickMembers: 'Members',
  back: 'Back',
  cancel: 'Cancel',
});

/** An NFC card's state, as its badge names it. */
export const cardStatusLabels = defineTexts('cardStatusLabels', {
  active: 'Active',
  inactive: 'Switched off',
  lost: 'Marked lost',
} satisfies Record<NfcCardStatus, string>);

/** What the contact policy's screen says. */
export const policyTexts = defineTexts('policyTexts', {
  heading: 'Contact policy',
  switchLabel: 'Send contacts from members’ cards to the organisation’s inbox',
  switchHint:
    'Owners and admins read them in the Inbox and download them as a CSV. Each member still gets their own.',
  saveFailed: 'The contact policy was not saved. Please try again.',
  consentHeading: 'What visitors agree to',
  consentIntro: message<[on: boolean]>(
    '{on, select, true {The “Share your details” form on every member’s card asks visitors to agree to this:} other {Once it is on, the “Share your details” form on every member’s card asks visitors to agree to this, instead of naming the member alone:}}',
    'on',
  ),
  consentNote: 'Each card shows its own member’s name.',
  /** Whose name the example shows when the person's own is not known. */
  aMember: 'the member',
  openInbox: 'Open the inbox',
});

/** What the team's insights screen says beside the personal insights' words it shares. */
export const teamInsightsTexts = defineTexts('teamInsightsTexts', {
  heading: 'Insights',
  period: 'Period',
  totals: 'All cards',
  members: 'Members, most viewed first',
  member: 'Member',
  saves: 'Saves',
  taps: 'NFC taps',
  views: 'Views',
  noViews: message<[days: number]>('No member’s card was viewed in the last {days} days.', 'days'),
  loading: 'Loading the insights',
  failed: "The insights didn't load.",
  pages: 'Pages of members',
  privacy:
    'Counted on each card without cookies or stored IP addresses; no visitor is named, and members’ own visits and bots are left out.',
});

/** What the card template's screen says. */
export const templateTexts = defineTexts('templateTexts', {
  heading: 'Card template',
  intro: message<[organisation: string]>(
    'Choose which of {organisation}’s details go on every member’s card.',
    'organisation',
  ),
  fields: {
    companyName: 'Company name',
    companyLogo: 'Logo',
    website: 'Website',
    officeAddress: 'Office address',
    brandColour: 'Brand colour',
  } satisfies Record<TemplateField, string>,
  modes: { off: 'Off', set: 'Set', locked: 'Locked' } satisfies Record<TemplateMode, string>,
  meaning: message<[mode: TemplateMode, organisation: string]>(
    '{mode, select, off {Each member’s own} set {Filled in on every card; members may change it} other {Always the organisation’s; members see “Set by {organisation}”}}',
    'mode',
    'organisation',
  ),
  /** A member has no colour of their own: the card shows the organisation's, or none. */
  colourMeaning: message<[mode: TemplateMode, organisation: string]>(
    '{mode, select, off {Cards keep Tapfolio’s colours} other {Every card in {organisation}’s colour}}',
    'mode',
    'organisation',
  ),
  empty: {
    companyName: 'No name',
    companyLogo: 'No logo uploaded yet',
    website: 'No website yet',
    officeAddress: 'No office address yet',
    brandColour: 'No brand colour yet',
  } satisfies Record<TemplateField, string>,
  emptyOnCards: 'The cards get none until you add it in',
  editDetails: 'Edit details',
  logoOf: message<[organisation: string]>('{organisation} logo', 'organisation'),
  save: 'Save template',
  saving: 'Saving...',
  saveFailed: 'The template was not saved. Please try again.',
});

/** What the Order cards screen says; the API's refusals and toasts are organisationErrors'. */
export const cardOrdersTexts = defineTexts('cardOrdersTexts', {
  heading: 'Order cards',
  intro:
    'One NFC card for each member you choose, each printed with their own name and designation, and one payment for all of them.',
  loading: 'Loading',
  // The design
  design: 'Design',
  designsLoading: 'Loading the designs',
  designsFailed: "The designs didn't load.",
  noDesigns: 'No design is on sale right now.',
  perCard: message<[price: string]>('{price} a card', 'price'),
  // The members
  members: 'Members',
  membersLoading: 'Loading the members',
  membersFailed: "The members didn't load.",
  searchMembers: 'Search by name or e-mail',
  search: 'Search',
  clearSearch: 'Clear search',
  noMembersFound: message<[q: string]>("No member's name or e-mail has “{q}” in it.", 'q'),
  membersPages: 'Pages of members',
  selectAll: 'Select all on this page',
  chosen: message<[n: number]>('{n, plural, one {# member chosen} other {# members chosen}}', 'n'),
  // The cards
  cards: 'On the cards',
  cardsHint: 'Check each name and designation: they are printed as typed.',
  noCards: 'Choose members above: each gets a card.',
  nameOnCard: 'Name on the card',
  designation: 'Designation',
  printPhoto: 'Print their photo',
  printPhotoHint: 'The photo on their Tapfolio card',
  leaveOut: 'Leave out',
  leaveOutOf: message<[name: string]>('Leave out {name}', 'name'),
  // Delivery
  delivery: 'Delivery address',
  deliveryHint: 'Every card is sent here in one parcel.',
  // The summary
  summary: 'Summary',
  summaryEmpty: 'Choose a design and members to see the total.',
  cardCount: 'Cards',
  cardsTimesPrice: message<[cards: number, price: string]>('{cards} × {price}', 'cards', 'price'),
  total: 'Total',
  taxInvoice: message<[organisation: string, gstin: string]>(
    'Tax invoice in {organisation}’s name (GSTIN {gstin})',
    'organisation',
    'gstin',
  ),
  pay: message<[total: string]>('Pay {total}', 'total'),
  payNoTotal: 'Pay',
  paying: 'Starting the payment...',
  orderFailed: 'The order was not placed. Please try again.',
  noPaymentLink:
    'The order was made, but its payment did not start. Pay it from the orders below in a minute.',
  // The orders so far
  orders: 'Your card orders',
  ordersLoading: 'Loading the orders',
  ordersFailed: "The orders didn't load.",
  noOrders: 'No card orders yet.',
  ordersPages: 'Pages of orders',
  orderCards: message<[n: number]>('{n, plural, one {# card} other {# cards}}', 'n'),
  payOrder: 'Pay',
  payOrderOf: message<[code: string]>('Pay order {code}', 'code'),
});
