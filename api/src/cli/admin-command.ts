import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { CARD_ACTIONS, runCardCommand } from './card-commands.js';
import type { CommandResult } from './command-result.js';
import { runOrderCommand } from './order-commands.js';
import { lent } from './lent-database.js';
import { withApi } from './with-api.js';

const ORDER_ACTIONS = new Set(['orders', 'advance', 'paid', 'reconcile']);

export const ADMIN_USAGE =
  'Usage: npm run admin -- grant <email> | npm run admin -- revoke <email> | ' +
  'npm run admin -- orders [status] | npm run admin -- advance <code> <status> | ' +
  'npm run admin -- paid <code> <reference> | npm run admin -- reconcile | ' +
  'npm run admin -- cards <order code or id> | npm run admin -- move-card <card code> <email>';

/**
 * Makes the account with `email` an admin (or a plain user again). Only an account whose address
 * is verified gets a role: otherwise whoever signed up with someone else's address could be given
 * the shop's keys.
 */
export async function setAdminRole(
  db: Pick<Database, 'update' | 'select'>,
  email: string,
  admin: boolean,
): Promise<CommandResult> {
  const address = email.trim().toLowerCase();
  if (admin) {
    const [account] = await db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, address));
    if (account && !account.verifiedAt) {
      return {
        code: 1,
        message: `${address} has not verified its e-mail: an account gets a role only once it has`,
      };
    }
  }
  const [user] = await db
    .update(users)
    .set({ role: admin ? 'admin' : 'user' })
    .where(eq(users.email, address))
    .returning({ email: users.email });
  if (!user) return { code: 1, message: `No account has the e-mail ${address}` };
  return {
    code: 0,
    message: admin ? `${user.email} is an admin now` : `${user.email} is no longer an admin`,
  };
}

/**
 * `npm run admin -- grant|revoke <email>`, with the server's configuration (DATA_DIR, DATABASE_URL).
 * With the embedded database the app must be stopped first: opening it takes its lock. `database`,
 * an open one the caller keeps (tests running many commands on one), is used instead of opening.
 */
export async function runAdminCommand(
  args: string[],
  config: Config,
  database?: DatabaseHandle,
): Promise<CommandResult> {
  const [action, email, ...rest] = args;
  if (action && ORDER_ACTIONS.has(action)) {
    try {
      const result = await runOrderCommand(args, config, (commandConfig, run) =>
        withApi(commandConfig, run, database),
      );
      return result.code === 2 ? { code: 2, message: ADMIN_USAGE } : result;
    } catch (error) {
      return { code: 1, message: `Cannot run ${action}: ${(error as Error).message}` };
    }
  }
  if (action && CARD_ACTIONS.has(action)) {
    const result = await runCardCommand(args, config, database);
    return result.code === 2 ? { code: 2, message: ADMIN_USAGE } : result;
  }
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    return { code: 2, message: ADMIN_USAGE };
  }
  let handle;
  try {
    handle = database
      ? lent(database)
      : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    return { code: 1, message: `Cannot open the database: ${(error as Error).message}` };
  }
  try {
    return await setAdminRole(handle.db, email, action === 'grant');
  } finally {
    await handle.close();
  }
}
