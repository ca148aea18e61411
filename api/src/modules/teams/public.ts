// What other domains may use of teams: the personal-data export reads the person's organisation,
// closing an account takes them out of it.
export { leaveOnClose } from './memberships.js';
export { organisationOf } from './repository.js';
// The demo data's organisation: its members join with their invitations' links.
export { createInvitations } from './invitations.js';
// A contact sent to a member's card goes to the organisation's inbox when its policy says so.
export { shareWithOrganisation } from './shared-inbox.js';
