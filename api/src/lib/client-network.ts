import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for, as one string: an IPv4 address itself (a carrier's
 * NAT may put many people behind it, but nothing finer is known), and the /64 of an IPv6 address,
 * which is what one subscriber is given. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is
 * that IPv4 address.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
