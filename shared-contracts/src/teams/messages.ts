import { TEXT_MAX_LENGTH } from '../common/constants.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** Members and their cards' numbers come a page at a time: a phone shows 50 at once. */
export const ORGANISATION_PAGE_SIZE = 50;

/** The most people one CSV file may invite: a company's staff in one go, a preview a phone shows. */
export const MEMBER_CSV_MAX_ROWS = 1000;
/** The largest CSV file read: a thousand rows of four fields, with room to spare. */
export const MEMBER_CSV_MAX_BYTES = 512 * 1024;

/** The cards one bulk order may hold: one print batch, which takes whole orders. */
export const BULK_ORDER_MAX_CARDS = 500;

/** What the organisation form and an invitation are refused with, on the screen and by the API. */
export const organisationErrors = defineTexts('organisationErrors', {
  notInOne: 'You are not in an organisation',
  alreadyInOne: 'You are in an organisation already: a person can be in one at a time',
  emailNotVerified: 'Verify your e-mail address before you create an organisation',
  adminsOnly: "Only the organisation's owners and admins can do this",
  nameRequired: 'Organisation name is required',
  nameTooLong: `Organisation name must be at most ${TEXT_MAX_LENGTH} characters`,
  brandColourInvalid: 'Brand colour is a colour like #4F46E5',
  inviteNameRequired: 'Name is required',
  inviteEmailRequired: 'Email is required',
  inviteEmailInvalid: 'Enter a valid email',
  peopleRequired: 'Add at least one person to invite',
  tooManyPeople: `At most ${MEMBER_CSV_MAX_ROWS} people can be invited at once`,
  duplicatePerson: message<[email: string]>('{email} is on the list twice', 'email'),
  invitationNotFound: 'This invitation has expired or was withdrawn: ask for a new one',
  invitationForAnother: message<[email: string]>(
    'This invitation was sent to {email}: sign in with that address to accept it',
    'email',
  ),
  memberNotFound: 'That person is not in your organisation',
  roleInvalid: 'A role is admin or member',
  ownerRoleFixed: "The owner's role changes only when they hand ownership over",
  ownerOnly: 'Only the owner can do this',
  ownerCannotLeave: 'Hand ownership to someone else before you leave',
  ownerCannotBeRemoved: 'The owner cannot be removed',
  notYourself: 'Choose someone other than yourself',
  contactPolicyInvalid: 'Say whether contacts go to the organisation: true or false',
  templateModeInvalid: 'Each field is off, set or locked',
  brandColourMode: 'The brand colour is on every card or on none: off or locked',
  lockedField: message<[organisation: string]>(
    "{organisation} sets this on its members' cards: ask its admins to change it",
    'organisation',
  ),
  tooManyInvitations: message<[perDay: number]>(
    'An organisation can send {perDay} invitations a day: send the rest tomorrow',
    'perDay',
  ),
  cardNotFound: 'That card is not one your organisation paid for',
  cardStatusInvalid: 'A card is active or inactive',
  cardHolderGone: 'Move this card to a member before you switch it on',
  cardsRequired: 'Choose at least one member to order a card for',
  tooManyCards: `At most ${BULK_ORDER_MAX_CARDS} cards can be ordered at once`,
  memberTwice: message<[name: string]>('{name} is on the order twice: one card a member', 'name'),
});

/** How long an invitation's link works: a fortnight, long enough for a holiday. */
export const INVITATION_TTL_DAYS = 14;

export const organisationToasts = defineTexts('organisationToasts', {
  created: 'Organisation created',
  saved: 'Organisation saved',
  invited: message<[count: number]>(
    '{count, plural, one {Invitation sent} other {# invitations sent}}',
    'count',
  ),
  revoked: 'Invitation withdrawn',
  joined: message<[organisation: string]>('You joined {organisation}', 'organisation'),
  roleSaved: 'Role saved',
  contactPolicySaved: message<[shared: boolean]>(
    "{shared, select, true {Contacts sent to members' cards now come to the organisation's inbox too} other {Contacts sent to members' cards now go to the member alone}}",
    'shared',
  ),
  templateSaved: "Card template saved: every member's card shows it now",
  ownershipHanded: message<[name: string]>('{name} is now the owner', 'name'),
  removed: message<[name: string]>('{name} was removed from the organisation', 'name'),
  left: message<[organisation: string]>('You left {organisation}', 'organisation'),
  cardSwitched: message<[active: boolean]>(
    '{active, select, true {Card switched on} other {Card switched off}}',
    'active',
  ),
  cardMoved: message<[name: string]>("The card now opens {name}'s card", 'name'),
});

/** What a CSV of people to invite is refused with, the file as a whole or one of its rows. */
export const memberCsvErrors = defineTexts('memberCsvErrors', {
  empty:
    'The file has no rows: put a header row (name, email, designation, phone) and a row per person',
  tooLarge: `The file is too large: at most ${MEMBER_CSV_MAX_ROWS} people, ${MEMBER_CSV_MAX_BYTES / 1024} KB`,
  tooManyRows: `At most ${MEMBER_CSV_MAX_ROWS} people can be invited from one file`,
  unreadable: message<[reason: string]>('The file is not a CSV this can read: {reason}', 'reason'),
  missingColumns: message<[columns: string]>(
    'The header row needs the columns {columns}',
    'columns',
  ),
  duplicate: message<[email: string, row: number]>(
    '{email} is on row {row} already',
    'email',
    'row',
  ),
});

/** What a member's editor says beside a field their organisation locked. */
export const teamsLockTexts = defineTexts('teamsLockTexts', {
  setBy: message<[organisation: string]>('Set by {organisation}', 'organisation'),
});
export const setBy = teamsLockTexts.setBy;
