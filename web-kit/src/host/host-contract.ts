import type { RemoteModule } from './remote-module';

/**
 * The version of the host contract: what the shell hands remotes (the session slice and its
 * actions, `extra.request`, toasts, the shared singletons' names) and what it expects of their
 * `./pages` module (the RemoteModule shape). Bump it with any breaking change to either: a remote
 * built against another version is refused by `release` and shown as its fallback by the shell.
 * Additions that older remotes and shells can ignore do not need a bump.
 */
export const HOST_CONTRACT_VERSION = 2;

/** A remote's `./pages` module, stamped with the host contract it is built against. */
export const defineRemote = (remote: Omit<RemoteModule, 'hostContract'>): RemoteModule => ({
  ...remote,
  hostContract: HOST_CONTRACT_VERSION,
});
