import { WALLET_LINK_INVALID, WALLET_NOT_SET_UP, walletErrors } from 'shared-contracts';
import { HttpError } from '../../lib/http-error.js';

/**
 * 404, not 501: a server without a wallet's settings is configured so on purpose, not failing,
 * and a 5xx would count against it wherever errors are watched (and be retried by clients). The
 * code tells it apart from "you have no card yet", the other 404 here.
 */
export const notSetUp = (message: string) => new HttpError(404, message, WALLET_NOT_SET_UP);

/**
 * A pass link whose ticket is expired, forged or no pass ticket at all. 404, not 401: the link
 * itself is what is gone, and no credential sent with it would help (a 401 also tells clients to
 * sign in again). One answer for every flaw, so trying tickets teaches nothing.
 */
export const passLinkInvalid = () =>
  new HttpError(404, walletErrors.passLinkInvalid, WALLET_LINK_INVALID);
