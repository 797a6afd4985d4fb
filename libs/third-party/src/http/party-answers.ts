import type { z } from 'zod';
import type { ThirdPartyResponse } from './third-party-http';

/**
 * A party's 2xx answer in the shape `answer` describes; any other status or shape is a fault of
 * ours or theirs (a 500 of ours, logged), thrown as an Error naming the party and operation.
 * Refusals (credentials, data) are read by the adapter before it calls this.
 */
export function readPartyAnswer<T extends z.ZodType>(response: ThirdPartyResponse, answer: T, where: string): z.infer<T> {
  if (response.status < 200 || response.status >= 300) throw new Error(`${where}: unexpected answer ${response.status}`);
  const parsed = answer.safeParse(response.body);
  if (!parsed.success)
    throw new Error(`${where}: unexpected answer shape (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/** `Basic base64(user:password)`, as UPS's token endpoint and DHL Express take credentials. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** The account's credential `name`, which the configuration must give (a missing one is our fault, not the party's). */
export function credential(credentials: Readonly<Record<string, string>>, name: string, party: string): string {
  const value = credentials[name];
  if (!value) throw new Error(`${party}: the account has no ${name}`);
  return value;
}
