// What other domains may use of teams: the personal-data export reads the person's organisation,
// closing an account takes them out of it.
export { leaveOnClose } from './memberships.js';
export { organisationOf } from './repository.js';
