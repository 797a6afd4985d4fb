import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { lookup as lookupCallback } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Only global unicast addresses are public. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254 included), unique-local, carrier-grade NAT, multicast, reserved and the
 * IPv6 translation ranges that can point back inside are not (decisions §11, SSRF).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
  }
}

/** A URL host without the brackets of an IPv6 literal. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}

/**
 * The addresses `hostname` stands for that are not public: none means it may be called. Throws
 * the resolver's error when the name does not resolve.
 */
export async function nonPublicAddressesOf(hostname: string): Promise<string[]> {
  const host = bareHost(hostname);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  return addresses.filter((address) => !isPublicAddress(address));
}

/** True when the URL's host is an IP literal outside the public ranges (the connection-time check for literals). */
export function isBlockedLiteral(hostname: string): boolean {
  const host = bareHost(hostname);
  return isIP(host) !== 0 && !isPublicAddress(host);
}

/**
 * A `lookup` for outgoing connections that refuses to connect when the name resolves to a
 * non-public address: checked on the address actually dialled, so a name that changes its
 * answer after registration (DNS rebinding) is still refused.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as Array<{ address: string; family: number }>;
    const blocked = list.find((entry) => !isPublicAddress(entry.address));
    if (blocked) return callback(new BlockedAddressError(blocked.address), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
