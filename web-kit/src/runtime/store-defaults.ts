import type { HostExtra } from '../host/request';

/**
 * Redux Toolkit's default middleware as every host store runs it (the shell's, the sign-in
 * client's): the host's client handed to every thunk and query as `extra`, and the language's
 * catalogue left out of the development checks (thousands of read-only texts: checking them at
 * every action is waste).
 */
export const hostStoreDefaults = (host: HostExtra) => ({
  thunk: { extraArgument: host },
  immutableCheck: { ignoredPaths: ['language.catalogue'] },
  serializableCheck: { ignoredPaths: ['language.catalogue'] },
});
