import type { Role } from 'shared-contracts';
import type { Config } from '../config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { grantRole } from '../modules/account/public.js';
import { CARD_ACTIONS, runCardCommand } from './card-commands.js';
import type { CommandResult } from './command-result.js';
import { runInvoiceCommand } from './invoice-commands.js';
import { runOrderCommand } from './order-commands.js';
import { lent } from './lent-database.js';
import { withApi } from './with-api.js';

const ORDER_ACTIONS = new Set(['orders', 'advance', 'paid', 'reconcile']);

export const ADMIN_USAGE =
  'Usage: npm run admin -- grant <email> [staff|admin] | npm run admin -- revoke <email> | ' +
  'npm run admin -- orders [status] [page] | npm run admin -- advance <code> <status> | ' +
  'npm run admin -- paid <code> <reference> | npm run admin -- reconcile | ' +
  'npm run admin -- cards <order code or id> | npm run admin -- move-card <card code> <email> | ' +
  'npm run admin -- invoices <yyyy-mm>';

/** The audit log's name for an engineer's command: it has no account of its own. */
const COMMAND_LINE = { id: null, email: 'npm run admin (command line)' };

/**
 * `grant <email> [staff|admin]` (admin when not said, as before staff existed) or `revoke <email>`
 * (a plain user again), through the one function the console's Roles screen uses.
 */
export async function setRole(db: Database, email: string, role: Role): Promise<CommandResult> {
  const change = await grantRole(db, COMMAND_LINE, email, role);
  if (!change.ok) return { code: 1, message: `${email.trim().toLowerCase()}: ${change.message}` };
  if (change.before === role) return { code: 0, message: `${change.email} is ${role} already` };
  return {
    code: 0,
    message:
      role === 'user' ? `${change.email} has no staff role now` : `${change.email} is ${role} now`,
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
  const granted = action === 'grant' && rest.length <= 1 ? (rest[0] ?? 'admin') : undefined;
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
  if (action === 'invoices') {
    const result = await runInvoiceCommand(args, config, database);
    return result.code === 2 ? { code: 2, message: ADMIN_USAGE } : result;
  }
  if (action && CARD_ACTIONS.has(action)) {
    const result = await runCardCommand(args, config, database);
    return result.code === 2 ? { code: 2, message: ADMIN_USAGE } : result;
  }
  const role: Role | undefined =
    action === 'revoke' && rest.length === 0
      ? 'user'
      : granted === 'staff' || granted === 'admin'
        ? granted
        : undefined;
  if (!role || !email) return { code: 2, message: ADMIN_USAGE };
  let handle;
  try {
    handle = database
      ? lent(database)
      : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    return { code: 1, message: `Cannot open the database: ${(error as Error).message}` };
  }
  try {
    return await setRole(handle.db, email, role);
  } finally {
    await handle.close();
  }
}
