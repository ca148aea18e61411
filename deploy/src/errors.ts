/**
 * A refusal the operator can act on (unknown remote, nothing to roll back to, ...). The CLI prints
 * its message as one line; any other error is a bug and keeps its stack.
 */
export class DeployError extends Error {
  override name = 'DeployError';
}
