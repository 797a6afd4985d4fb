import { fieldError } from '@tezgah/errors';
import { nonPublicAddressesOf } from '../delivery/address.guard';

/**
 * A webhook URL may be registered (spec Endpoint rules, decisions §11): https, no user name or
 * password in it, and, unless private networks are allowed, a host that resolves to public
 * addresses only. Throws `validation.failed` naming `url`.
 */
export async function assertRegistrableUrl(raw: string, allowPrivateNetworks: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fieldError('url', 'uri');
  }
  if (url.protocol !== 'https:') throw fieldError('url', 'https');
  if (url.username || url.password) throw fieldError('url', 'invalid');
  if (allowPrivateNetworks) return;
  let refused: string[];
  try {
    refused = await nonPublicAddressesOf(url.hostname);
  } catch {
    throw fieldError('url', 'webhook_unresolvable_host');
  }
  if (refused.length) throw fieldError('url', 'webhook_private_address');
}
