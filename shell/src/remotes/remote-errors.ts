import { HOST_CONTRACT_VERSION } from 'web-kit';

/** A remote that could not be had: not in the registry, or a download of its files failed. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`${remote} is not available`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * A remote built against another host contract than this shell's (a release that slipped past
 * deploy's checks, or a dev server on an old web-kit): it is refused like one that did not load,
 * before its API slice reaches the store, instead of failing somewhere inside its screens.
 */
export class RemoteContractError extends RemoteUnavailableError {
  constructor(
    remote: string,
    readonly hostContract: unknown,
  ) {
    super(remote);
    this.name = 'RemoteContractError';
    this.message = `${remote} is built for host contract ${String(hostContract ?? 'none')}, but this shell provides ${HOST_CONTRACT_VERSION}`;
  }
}
