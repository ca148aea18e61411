import { ValidationError } from 'yup';
import { gstr1QuerySchema } from 'shared-contracts';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { monthGstr1Csv } from '../modules/invoices/public.js';
import type { CommandResult } from './command-result.js';
import { lent } from './lent-database.js';

export const INVOICE_USAGE = 'npm run admin -- invoices <yyyy-mm>';

/**
 * `invoices <yyyy-mm>`: the month's GSTR-1 CSV on stdout (`> gstr1-2026-04.csv`), the same
 * function and rules as the back office's download.
 */
export async function runInvoiceCommand(
  args: string[],
  config: Config,
  database?: DatabaseHandle,
): Promise<CommandResult> {
  const [action, given, ...rest] = args;
  if (action !== 'invoices' || given === undefined || rest.length > 0) {
    return { code: 2, message: `Usage: ${INVOICE_USAGE}` };
  }
  let month: string;
  try {
    ({ month } = await gstr1QuerySchema.validate({ month: given }));
  } catch (error) {
    if (error instanceof ValidationError) return { code: 1, message: error.message };
    throw error;
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
    const csv = await monthGstr1Csv(handle.db, config.invoices, month);
    // The command line prints its answer with a newline of its own.
    return { code: 0, message: csv.replace(/\r\n$/, '') };
  } finally {
    await handle.close();
  }
}
