import { randomBytes } from 'node:crypto';
import {
  closeDatabaseTarget,
  createServiceDataSource,
  type DatabaseTarget,
  initializeServiceDataSource,
  openPglite,
} from '@tezgah/persistence';
import { SecretBox } from '@tezgah/secrets';
import { createDatabase, dropDatabase, LOCAL, randomSuffix } from '@tezgah/testing';
import type { DataSource } from 'typeorm';
import { identitySchema } from '../database/identity.schema';
import { type IdempotencyClaim, IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyService, type StoredResponse } from './idempotency.service';

interface Database {
  name: string;
  open(): Promise<{ target: DatabaseTarget; cleanup(): Promise<void> }>;
}

const databases: Database[] = [
  {
    name: 'PostgreSQL',
    open: async () => {
      const database = `tezgah_idempotency_${randomSuffix()}`;
      await createDatabase(database);
      return { target: { kind: 'postgres', url: LOCAL.postgres(database) }, cleanup: () => dropDatabase(database) };
    },
  },
  {
    name: 'PGlite',
    open: async () => {
      const target: DatabaseTarget = { kind: 'pglite', db: await openPglite() };
      return { target, cleanup: () => closeDatabaseTarget(target) };
    },
  },
];

const CREATED: StoredResponse = { statusCode: 201, body: '{"id":"prd_1"}', contentType: 'application/json; charset=utf-8' };
const KEYS = [{ id: 'k1', key: randomBytes(32) }];
const SECRET = 'whsec_' + randomBytes(32).toString('base64url');
const WEBHOOK: StoredResponse = {
  statusCode: 201,
  body: JSON.stringify({ id: 'whk_1', url: 'https://example.com/hook', events: ['order.created'], active: true, secret: SECRET, n: 1.5 }),
  contentType: 'application/json; charset=utf-8',
};

describe.each(databases)('IdempotencyService on $name', (database) => {
  // Two data sources on one database stand for two gateway replicas.
  const sources: DataSource[] = [];
  let store: IdempotencyService;
  let replica: IdempotencyService;
  let cleanup: () => Promise<void>;
  let nextUser = 1;
  let user: number;

  beforeAll(async () => {
    const opened = await database.open();
    cleanup = opened.cleanup;
    for (let n = 0; n < 2; n++) {
      const source = createServiceDataSource({ ...identitySchema, target: opened.target });
      sources.push(source);
      await initializeServiceDataSource(source);
    }
    // Replicas share the encryption keys, as every gateway replica is given the same.
    store = new IdempotencyService(new IdempotencyKeysRepository(sources[0]), new SecretBox(KEYS));
    replica = new IdempotencyService(new IdempotencyKeysRepository(sources[1]), new SecretBox(KEYS));
  }, 30_000);

  afterAll(async () => {
    for (const source of sources) if (source.isInitialized) await source.destroy();
    await cleanup?.();
  });

  beforeEach(() => {
    user = nextUser++;
  });

  const claimed = async (key: string, fingerprint: string, on = store): Promise<IdempotencyClaim> => {
    const outcome = await on.claim(user, key, fingerprint);
    if (outcome.kind !== 'claimed') throw new Error(`expected a claim, got ${outcome.kind}`);
    return outcome.claim;
  };
  const age = (key: string, interval: string) =>
    sources[0].query(`UPDATE idempotency_keys SET created_at = now() - $3::interval WHERE user_id = $1 AND key = $2`, [
      user,
      key,
      interval,
    ]);

  it('claims a fresh key, then replays the recorded answer to the same request', async () => {
    const claim = await claimed('k', 'fp-a');
    await store.complete(claim, CREATED);
    expect(await replica.claim(user, 'k', 'fp-a')).toEqual({ kind: 'completed', response: CREATED });
  });

  it("keeps an answer's secret fields sealed at rest and replays the answer exactly as it was sent", async () => {
    await store.complete(await claimed('hook', 'fp-a'), WEBHOOK, ['secret', 'absent']);
    const [row]: Array<{ body: string; sealed_fields: string[] }> = await sources[0].query(
      `SELECT body, sealed_fields FROM idempotency_keys WHERE user_id = $1 AND key = 'hook'`,
      [user],
    );
    expect(row.body).not.toContain(SECRET);
    expect(row.body).not.toContain('whsec_');
    expect(row.sealed_fields).toEqual(['secret']);
    expect(JSON.parse(row.body)).toMatchObject({ id: 'whk_1', secret: expect.stringMatching(/^k1\./) });
    expect(await replica.claim(user, 'hook', 'fp-a')).toEqual({ kind: 'completed', response: WEBHOOK });
  });

  it('opens a sealed secret only on its own row, and only with the keys that sealed it', async () => {
    await store.complete(await claimed('hook', 'fp-a'), WEBHOOK, ['secret']);
    await store.complete(await claimed('copy', 'fp-a'), CREATED);
    // A sealed answer copied onto another key's row does not open there.
    await sources[0].query(
      `UPDATE idempotency_keys c SET body = h.body, sealed_fields = h.sealed_fields FROM idempotency_keys h
       WHERE c.user_id = $1 AND c.key = 'copy' AND h.user_id = $1 AND h.key = 'hook'`,
      [user],
    );
    await expect(store.claim(user, 'copy', 'fp-a')).rejects.toThrow();
    await expect(
      new IdempotencyService(new IdempotencyKeysRepository(sources[0]), new SecretBox([{ id: 'k2', key: randomBytes(32) }])).claim(
        user,
        'hook',
        'fp-a',
      ),
    ).rejects.toThrow(/k1/);
  });

  it('stores an answer without secret fields, or one that is no JSON object, as it is', async () => {
    const text: StoredResponse = { statusCode: 201, body: 'not json', contentType: 'text/plain' };
    await store.complete(await claimed('text', 'fp-a'), text, ['secret']);
    await store.complete(await claimed('plain', 'fp-a'), CREATED, ['secret']);
    expect(await store.claim(user, 'text', 'fp-a')).toEqual({ kind: 'completed', response: text });
    expect(await store.claim(user, 'plain', 'fp-a')).toEqual({ kind: 'completed', response: CREATED });
  });

  it('refuses the key to a different request, pending or completed', async () => {
    const claim = await claimed('k', 'fp-a');
    expect(await store.claim(user, 'k', 'fp-b')).toEqual({ kind: 'reused' });
    await store.complete(claim, CREATED);
    expect(await store.claim(user, 'k', 'fp-b')).toEqual({ kind: 'reused' });
  });

  it('answers in_progress while the first request still holds the key', async () => {
    await claimed('k', 'fp-a');
    expect(await replica.claim(user, 'k', 'fp-a')).toEqual({ kind: 'in_progress' });
  });

  it('lets exactly one of concurrent claims on two replicas win', async () => {
    const claims = Array.from({ length: 12 }, (_, n) => (n % 2 ? store : replica).claim(user, 'race', 'fp-a'));
    const outcomes = await Promise.all(claims);
    expect(outcomes.filter((outcome) => outcome.kind === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'in_progress')).toHaveLength(11);
  });

  it('keeps keys per user', async () => {
    await claimed('shared', 'fp-a');
    expect((await store.claim(user + 10_000, 'shared', 'fp-b')).kind).toBe('claimed');
  });

  it('frees a released key for the next attempt', async () => {
    const claim = await claimed('k', 'fp-a');
    await store.release(claim);
    expect((await store.claim(user, 'k', 'fp-a')).kind).toBe('claimed');
  });

  it('lets the same request take over a claim pending for over 2 minutes, and only that one', async () => {
    const abandoned = await claimed('k', 'fp-a');
    await age('k', '90 seconds');
    expect(await store.claim(user, 'k', 'fp-a')).toEqual({ kind: 'in_progress' });
    await age('k', '3 minutes');
    expect(await store.claim(user, 'k', 'fp-b')).toEqual({ kind: 'reused' });
    const takeover = await claimed('k', 'fp-a', replica);
    expect(takeover.claimId).not.toBe(abandoned.claimId);

    // The abandoned request, should it answer after all, neither records nor frees the key.
    await store.complete(abandoned, { ...CREATED, body: '{"id":"prd_late"}' });
    await store.release(abandoned);
    expect(await store.claim(user, 'k', 'fp-a')).toEqual({ kind: 'in_progress' });
    await replica.complete(takeover, CREATED);
    expect(await store.claim(user, 'k', 'fp-a')).toEqual({ kind: 'completed', response: CREATED });
  });

  it('forgets a key after 24 hours and sweeps it', async () => {
    await store.complete(await claimed('old', 'fp-a'), CREATED);
    await store.complete(await claimed('recent', 'fp-a'), CREATED);
    await age('old', '24 hours 1 second');
    await age('recent', '23 hours');

    expect(await store.deleteExpired()).toBe(1);
    const left: Array<{ key: string }> = await sources[0].query(`SELECT key FROM idempotency_keys WHERE user_id = $1`, [user]);
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });

  it('ignores an expired answer that was not swept yet: the key is claimed anew, for any request', async () => {
    await store.complete(await claimed('k', 'fp-a'), CREATED);
    await age('k', '25 hours');
    expect((await store.claim(user, 'k', 'fp-b')).kind).toBe('claimed');
  });
});
