import { isIP } from 'node:net';

/**
 * Which proxies in front of the app are believed about the client's address (TRUST_PROXY, issue 22
 * §2): none, the nearest `n` hops, or those at these addresses/CIDRs.
 */
export type TrustedProxies = false | number | string[];

/** An address (`10.0.0.1`, `fd00::1`) or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the setting. Fastify (through proxy-addr) walks `X-Forwarded-For` from
 * the right, past every trusted hop, and takes the first address it does not trust: the one the
 * nearest trusted proxy appended, never what the client wrote on the left.
 *
 * A hop count is a function of our own: Fastify 5.12 ignores a number (it trusts no hop, as a
 * direct client could otherwise name its own address), and `true` would believe the left-most entry.
 * A hop count is only safe when the app cannot be reached but through those proxies (README).
 */
export function fastifyTrustProxy(
  setting: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
