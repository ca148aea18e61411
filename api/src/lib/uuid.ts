/** Ids are UUIDs; anything else is known not to exist before asking the database. */
export { isId as isUuid } from 'shared-contracts';
