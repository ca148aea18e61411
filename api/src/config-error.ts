/** A setting the operator must fix: said in one line, never as a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
