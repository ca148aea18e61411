const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are UUIDs: anything else is refused before any database is asked. Apart from the schemas,
 * so a screen that checks an id does not download yup with them.
 */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** An order's id, as the order screens check one from the address. */
export const isOrderId = (value: unknown) => isId(value);
