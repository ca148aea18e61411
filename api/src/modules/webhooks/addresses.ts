import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (SSRF): only addresses of the public internet. ipaddr.js names the range
 * of an address; every range but plain `unicast` is refused: loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16 with the clouds' metadata at 169.254.169.254, fe80::/10),
 * carrier-grade NAT (100.64/10), unspecified (0/8, ::), multicast, broadcast, unique-local
 * (fc00::/7), reserved and documentation ranges, and the IPv6 forms that carry an IPv4 address
 * inside (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the
 * IPv4 address it maps to.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const judged =
    parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed;
  return judged.range() === 'unicast';
}

/** A URL's host as an address or a name: `[::1]` loses its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** An answer refused because the name led somewhere not public. */
export class PrivateAddressError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
  constructor(host: string) {
    super(`${host} is not an address on the public internet`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * The DNS lookup every webhook connection makes (net.connect's `lookup`): the name is resolved
 * once, here, and refused if any answer is not public, so a name that answers a public address at
 * save time and a private one now (DNS rebinding) reaches nothing. The socket connects to the very
 * address checked. Node skips `lookup` for an address literal: sender.ts checks those itself.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, answers: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (answers.length === 0) return callback(new PrivateAddressError(hostname), '', 0);
      if (!allowPrivate && answers.some((answer) => !isPublicAddress(answer.address))) {
        return callback(new PrivateAddressError(hostname), '', 0);
      }
      if (options.all) return callback(null, answers);
      const [first] = answers;
      return callback(null, first!.address, first!.family);
    });
  };
}

const SAVE_LOOKUP_TIMEOUT_MS = 5000;

/**
 * The check when a webhook is saved: the host is an address literal, or a name whose every DNS
 * answer is public. A name that does not resolve (yet) is let through: nothing can be reached by
 * it, and every connection checks again (guardedLookup).
 */
export async function isPublicDestination(url: URL, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return true;
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host);
  const answers = await new Promise<LookupAddress[] | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), SAVE_LOOKUP_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, found) => {
      clearTimeout(timer);
      resolve(error ? undefined : found);
    });
  });
  return (answers ?? []).every((answer) => isPublicAddress(answer.address));
}
