import {
  cardTemplateSchema,
  contactPolicySchema,
  membersQuerySchema,
  teamInsightsQuerySchema,
  invitationTokenSchema,
  invitePeopleSchema,
  memberRoleSchema,
  organisationSchema,
  ownershipSchema,
} from 'shared-contracts';
import { envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  FILE_REF,
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';

const ROLE = oneOfValues(['owner', 'admin', 'member']);

/** `Organisation`. */
const ORGANISATION = objectOf({
  _id: STRING,
  name: STRING,
  logo: nullable(FILE_REF),
  website: STRING,
  brandColour: { type: 'string', description: '#rrggbb, or empty' },
  gstin: { type: 'string', description: 'Its invoices are made out to it; may be empty' },
  officeAddress: nullable(
    objectOf({
      buildingName: STRING,
      area: STRING,
      landmark: STRING,
      pincode: STRING,
      district: STRING,
      state: STRING,
    }),
  ),
  role: ROLE,
  memberCount: INTEGER,
  shareContacts: {
    type: 'boolean',
    description: "Contacts sent to members' cards come to the organisation's inbox too",
  },
  template: {
    type: 'object',
    description:
      'Per field (companyName, companyLogo, website, officeAddress, brandColour): off, set ' +
      "(filled in on members' cards, theirs to change) or locked",
    additionalProperties: oneOfValues(['off', 'set', 'locked']),
  },
  createdAt: INSTANT,
});
/** `OrganisationMember`. */
const MEMBER = objectOf({
  userId: STRING,
  name: STRING,
  email: STRING,
  designation: STRING,
  role: ROLE,
  joinedAt: INSTANT,
});
const DONE = envelope('Done: the message says what changed', { type: 'null' });
const PAGE = { page: INTEGER, pageSize: INTEGER, total: INTEGER };
/** `OrganisationInvitation`. */
const INVITATION = objectOf({
  _id: STRING,
  name: STRING,
  email: STRING,
  designation: STRING,
  phone: STRING,
  invitedBy: STRING,
  createdAt: INSTANT,
  expiresAt: INSTANT,
});
const RUNNERS_ONLY = {
  403: 'A member, not an owner or admin',
  404: 'In no organisation',
};

export const TEAMS_DOCS = {
  mine: documented({
    operationId: 'getOrganisation',
    summary: "The person's organisation and their role in it",
    tags: ['teams'],
    auth: 'user',
    responses: { 200: envelope('The organisation', ORGANISATION), 404: 'In no organisation' },
  }),
  create: documented({
    operationId: 'createOrganisation',
    summary: 'Create an organisation, with the person as its owner',
    description:
      'Needs a verified e-mail address; a person is in one organisation at a time. The ' +
      "office's district and state come from its pincode.",
    tags: ['teams'],
    auth: 'user',
    body: organisationSchema,
    responses: {
      201: envelope('Created', ORGANISATION),
      400: 'Not valid, or the logo is not an upload of the person',
      403: 'The e-mail address is not verified',
      409: 'In an organisation already',
    },
  }),
  update: documented({
    operationId: 'updateOrganisation',
    summary: "Change the organisation's details",
    tags: ['teams'],
    auth: 'user',
    body: organisationSchema,
    responses: {
      200: envelope('Saved', ORGANISATION),
      403: 'A member, not an owner or admin',
      404: 'In no organisation',
    },
  }),
  members: documented({
    operationId: 'listOrganisationMembers',
    summary: 'Who is in the organisation',
    description:
      'A page of 50: owners first, then admins, then members, each by name; `q` finds part ' +
      'of a name or an e-mail.',
    tags: ['teams'],
    auth: 'user',
    querystring: membersQuerySchema,
    responses: {
      200: envelope('A page of members', objectOf({ members: arrayOf(MEMBER), ...PAGE })),
      400: 'Not a page or too long a search',
      403: 'A member, not an owner or admin',
      404: 'In no organisation',
    },
  }),
  template: documented({
    operationId: 'saveOrganisationCardTemplate',
    summary: "Choose which of the organisation's details go on its members' cards",
    description:
      "Written on every member's card at once, and again whenever the details change or " +
      'someone joins. A locked field is shown read-only in the editor and refused by ' +
      'PATCH /portfolio when changed.',
    tags: ['teams'],
    auth: 'user',
    body: cardTemplateSchema,
    responses: { 200: envelope('Saved', ORGANISATION), 400: 'Not valid', ...RUNNERS_ONLY },
  }),
  contactPolicy: documented({
    operationId: 'saveOrganisationContactPolicy',
    summary: "Whether contacts sent to members' cards come to the organisation's inbox",
    description:
      'Every member\'s card says so in its consent line from then on: "I agree that {person} ' +
      'and {organisation} may contact me". Contacts sent before are not moved.',
    tags: ['teams'],
    auth: 'user',
    body: contactPolicySchema,
    responses: { 200: envelope('Saved', ORGANISATION), 400: 'Not valid', ...RUNNERS_ONLY },
  }),
  insights: documented({
    operationId: 'getOrganisationInsights',
    summary: "Views, NFC taps and saved contacts of every member's card",
    description:
      'Over the last 7, 30 or 90 days (`days`, 30 when left out), in total and for a page of ' +
      '50 members (the most viewed first). Counters only, as personal insights: no visitor is named.',
    tags: ['teams'],
    auth: 'user',
    querystring: teamInsightsQuerySchema,
    responses: {
      200: envelope(
        'The numbers',
        objectOf({
          days: INTEGER,
          ...PAGE,
          totals: objectOf({ views: INTEGER, taps: INTEGER, saves: INTEGER }),
          members: arrayOf(
            objectOf({
              userId: STRING,
              name: STRING,
              views: INTEGER,
              taps: INTEGER,
              saves: INTEGER,
            }),
          ),
        }),
      ),
      400: '`days` is not 7, 30 or 90, or not a page',
      ...RUNNERS_ONLY,
    },
  }),
  leads: documented({
    operationId: 'listOrganisationLeads',
    summary: "The organisation's shared inbox",
    description:
      "Contacts visitors sent to members' cards while the policy shared them, newest first " +
      '(at most 1,000: the CSV has every one). Kept when the member leaves.',
    tags: ['teams'],
    auth: 'user',
    responses: {
      200: envelope(
        'The contacts',
        arrayOf(
          objectOf({
            _id: STRING,
            memberName: STRING,
            name: STRING,
            phoneNumber: nullable(STRING),
            email: nullable(STRING),
            company: nullable(STRING),
            note: nullable(STRING),
            createdAt: INSTANT,
          }),
        ),
      ),
      ...RUNNERS_ONLY,
    },
  }),
  leadsCsv: documented({
    operationId: 'exportOrganisationLeads',
    summary: 'The shared inbox as a CSV file',
    description:
      'Received, Card of, Name, Phone, E-mail, Company, Note; newest first. A typed text ' +
      'that a spreadsheet would run as a formula starts with an apostrophe.',
    tags: ['teams'],
    auth: 'user',
    responses: {
      200: media('An attachment, contacts.csv', ['text/csv'], STRING),
      ...RUNNERS_ONLY,
    },
  }),
  setRole: documented({
    operationId: 'setOrganisationMemberRole',
    summary: 'Make a member an admin, or an admin a member',
    description:
      "Admins are the owner's to make and unmake; an admin may change members only. The " +
      "owner's role changes only by handing ownership over.",
    tags: ['teams'],
    auth: 'user',
    params: { userId: 'The member' },
    body: memberRoleSchema,
    responses: {
      200: DONE,
      400: 'Not valid, or the person asking',
      403: 'A member; an admin acting on an admin; or the owner',
      404: 'No such member in the organisation',
    },
  }),
  remove: documented({
    operationId: 'removeOrganisationMember',
    summary: 'Take a member out of the organisation',
    description: 'Their account and card stay theirs. The owner cannot be removed.',
    tags: ['teams'],
    auth: 'user',
    params: { userId: 'The member' },
    responses: {
      200: DONE,
      400: 'The person asking (they leave instead)',
      403: 'A member; an admin removing an admin; or the owner',
      404: 'No such member in the organisation',
    },
  }),
  handOver: documented({
    operationId: 'handOverOrganisation',
    summary: 'Make another member the owner',
    description: 'The owner becomes an admin.',
    tags: ['teams'],
    auth: 'user',
    body: ownershipSchema,
    responses: {
      200: DONE,
      400: 'Not valid, or the owner themselves',
      403: 'Not the owner',
      404: 'No such member in the organisation',
    },
  }),
  leave: documented({
    operationId: 'leaveOrganisation',
    summary: 'Leave the organisation',
    description: 'Not the owner, who hands ownership over first.',
    tags: ['teams'],
    auth: 'user',
    responses: {
      200: envelope('Left', { type: 'null' }),
      403: 'The owner',
      404: 'In no organisation',
    },
  }),
  invitations: documented({
    operationId: 'listOrganisationInvitations',
    summary: 'Invitations sent and not yet accepted or withdrawn',
    description: 'Expired ones too (their `expiresAt` is past), newest first.',
    tags: ['teams'],
    auth: 'user',
    responses: { 200: envelope('The invitations', arrayOf(INVITATION)), ...RUNNERS_ONLY },
  }),
  invite: documented({
    operationId: 'inviteToOrganisation',
    summary: 'Invite people by e-mail: one from the form, or the rows of a CSV',
    description:
      'Each is mailed a link to /join, working for 14 days; someone invited before gets a new ' +
      'link and the old one stops working. People already in the organisation are left out ' +
      'and named. At most 1,000 at once and 2,000 a day.',
    tags: ['teams'],
    auth: 'user',
    body: invitePeopleSchema,
    responses: {
      201: envelope('Sent', objectOf({ sent: INTEGER, alreadyMembers: arrayOf(STRING) })),
      400: 'Not valid: the first bad field is named with its row (`people[3].email`)',
      ...RUNNERS_ONLY,
      413: 'Over 1 MiB',
      429: "Over the day's invitations",
    },
  }),
  withdraw: documented({
    operationId: 'withdrawOrganisationInvitation',
    summary: 'Withdraw an invitation: its link stops working',
    tags: ['teams'],
    auth: 'user',
    params: { id: 'The invitation' },
    responses: {
      200: envelope('The invitations left', arrayOf(INVITATION)),
      403: RUNNERS_ONLY[403],
      404: 'No such invitation of the organisation, or in no organisation',
    },
  }),
  openInvitation: documented({
    operationId: 'openInvitation',
    summary: "What an invitation's link invites to, without using it",
    description: "For the join screen, before anyone signs in. The token is the link's `#t=`.",
    tags: ['teams'],
    body: invitationTokenSchema,
    responses: {
      200: envelope(
        'The invitation',
        objectOf({
          organisation: objectOf({
            name: STRING,
            logo: nullable(FILE_REF),
            brandColour: STRING,
          }),
          invitedBy: STRING,
          email: STRING,
          name: STRING,
          expiresAt: INSTANT,
        }),
      ),
      404: 'Expired, withdrawn, used or never sent',
    },
  }),
  acceptInvitation: documented({
    operationId: 'acceptInvitation',
    summary: 'Join the organisation an invitation is for',
    description:
      "The account's e-mail must be the address invited; opening the link proves it, so an " +
      'unverified address becomes verified. The person joins as a member.',
    tags: ['teams'],
    auth: 'user',
    body: invitationTokenSchema,
    responses: {
      200: envelope('Joined', ORGANISATION),
      403: 'Sent to another address',
      404: 'Expired, withdrawn, used or never sent',
      409: 'In another organisation already',
    },
  }),
};
