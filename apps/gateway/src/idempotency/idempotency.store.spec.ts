import {
  closeDatabaseTarget,
  createServiceDataSource,
  type DatabaseTarget,
  initializeServiceDataSource,
  openPglite,
} from '@tezgah/persistence';
import { createDatabase, dropDatabase, LOCAL, randomSuffix } from '@tezgah/testing';
import type { DataSource } from 'typeorm';
import { identitySchema } from '../database/identity.schema';
import { type IdempotencyClaim, IdempotencyStore, type StoredResponse } from './idempotency.store';

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

describe.each(databases)('IdempotencyStore on $name', (database) => {
  // Two data sources on one database stand for two gateway replicas.
  const sources: DataSource[] = [];
  let store: IdempotencyStore;
  let replica: IdempotencyStore;
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
    store = new IdempotencyStore(sources[0]);
    replica = new IdempotencyStore(sources[1]);
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
