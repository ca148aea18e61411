/**
 * What every admin command answers. In a file of its own, so the commands and the dispatcher
 * that runs them (admin-command.ts) do not import each other.
 */
export interface CommandResult {
  /** The process exit code: 0 done, 1 refused (unknown e-mail, database in use), 2 bad usage. */
  code: number;
  /** The one line to print. */
  message: string;
}
