// What other domains may use of teams: the personal-data export reads the person's organisation,
// closing an account takes them out of it.
export { leaveOnClose } from './memberships.js';
export { organisationOf } from './repository.js';
// The demo data's organisation: its members join with their invitations' links.
export { createInvitations } from './invitations.js';
