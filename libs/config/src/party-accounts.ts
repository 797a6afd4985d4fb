import { z } from 'zod';
import { ConfigError } from './config-error';

/** One third party's account in a `TEZGAH_*_ACCOUNTS` variable: its API base and its own credential fields. */
const partyAccountSchema = z.object({ base_url: z.string().url() }).catchall(z.string());

export type PartyAccountEntry = z.infer<typeof partyAccountSchema>;

/**
 * A JSON variable of accounts by party (`{"yurtici": {"base_url": "https://…", "wsUserName": "…"}}`,
 * the carriers' and e-invoice providers' alike), each party one of `parties`; unset is none.
 */
export function parsePartyAccounts<P extends string>(
  variable: string,
  raw: string | undefined,
  parties: readonly [P, ...P[]],
): Partial<Record<P, PartyAccountEntry>> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError([`${variable}: not JSON`]);
  }
  const result = z.partialRecord(z.enum(parties), partyAccountSchema).safeParse(parsed);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${variable}.${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data as Partial<Record<P, PartyAccountEntry>>;
}
