import { lookup } from 'node:dns/promises';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError } from '../errors';

/** Only public unicast addresses: no loopback, private, link-local, carrier NAT, multicast or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Refuses (400 with `message`) an endpoint whose host is, or resolves to, a non-public address.
 * Checked when it is called, not when it was saved: DNS answers change. The operator's
 * ALLOW_PRIVATE_ENDPOINTS lets callers skip it (self-hosted models, local receivers).
 */
export async function assertPublicEndpoint(endpoint: string, message: string): Promise<void> {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new AppError('BAD_USER_INPUT', message);
}

class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to a non-public address`);
  }
}

/**
 * A fetch whose connections are checked again at connect time, address by address, so a DNS
 * answer that changed after the check above (rebinding) cannot reach an inner address.
 */
const publicOnly = new Agent({
  connect: {
    lookup: (hostname, options, callback) =>
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as dns.LookupAddress[];
        if (!list.every((a) => isPublicAddress(a.address))) return callback(new BlockedAddressError(hostname), []);
        return options.all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family);
      }),
  },
});

export const publicOnlyFetch = ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
  undiciFetch(input, { ...init, dispatcher: publicOnly })) as unknown as typeof fetch;
