import { randomBytes } from 'node:crypto';
import { SecretBox } from '@tezgah/secrets';
import { automock } from '@tezgah/testing/unit';
import type { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyService } from './idempotency.service';

const created = { statusCode: 201, body: '{"id":"whk_1","secret":"whsec_abc"}', contentType: 'application/json' };
const holder = (extra: Partial<IdempotencyKeyEntity> = {}): IdempotencyKeyEntity => ({
  user_id: 1,
  key: 'k',
  fingerprint: 'fp-a',
  claim_id: 'c-1',
  state: 'completed',
  status_code: 201,
  body: '{"id":"prd_1"}',
  content_type: 'application/json',
  sealed_fields: [],
  created_at: new Date(),
  ...extra,
});

describe(IdempotencyService.name, () => {
  let sut: IdempotencyService;
  let keys: jest.Mocked<IdempotencyKeysRepository>;
  const secrets = new SecretBox([{ id: 'k1', key: randomBytes(32) }]);

  beforeEach(() => {
    keys = automock(IdempotencyKeysRepository);
    keys.claim.mockResolvedValue(false);
    sut = new IdempotencyService(keys, secrets);
  });

  it('answers a claim of its own, with a fresh claim id, when the key was free', async () => {
    keys.claim.mockResolvedValue(true);
    const outcome = await sut.claim(1, 'k', 'fp-a');
    expect(outcome).toEqual({ kind: 'claimed', claim: { userId: 1, key: 'k', claimId: expect.any(String) } });
    expect(keys.claim).toHaveBeenCalledWith(outcome.kind === 'claimed' && outcome.claim, 'fp-a');
    expect(keys.find).not.toHaveBeenCalled();
  });

  it('says what holds the key otherwise: the answer to replay, another request, or one still running', async () => {
    keys.find.mockResolvedValueOnce(holder());
    expect(await sut.claim(1, 'k', 'fp-a')).toEqual({
      kind: 'completed',
      response: { statusCode: 201, body: '{"id":"prd_1"}', contentType: 'application/json' },
    });
    keys.find.mockResolvedValueOnce(holder());
    expect(await sut.claim(1, 'k', 'fp-b')).toEqual({ kind: 'reused' });
    keys.find.mockResolvedValueOnce(holder({ state: 'pending', status_code: null, body: null }));
    expect(await sut.claim(1, 'k', 'fp-a')).toEqual({ kind: 'in_progress' });
    keys.find.mockResolvedValueOnce(null);
    expect(await sut.claim(1, 'k', 'fp-a')).toEqual({ kind: 'in_progress' });
  });

  it('records an answer with its secret fields sealed to the key, and replays it as it was sent', async () => {
    const claim = { userId: 1, key: 'k', claimId: 'c-1' };
    await sut.complete(claim, created, ['secret']);
    const [onClaim, recorded] = keys.complete.mock.calls[0];
    expect(onClaim).toBe(claim);
    expect(recorded).toMatchObject({ status_code: 201, content_type: 'application/json', sealed_fields: ['secret'] });
    expect(recorded.body).not.toContain('whsec_abc');

    keys.find.mockResolvedValue(holder({ body: recorded.body, sealed_fields: recorded.sealed_fields }));
    expect(await sut.claim(1, 'k', 'fp-a')).toEqual({ kind: 'completed', response: created });
    keys.find.mockResolvedValue(holder({ key: 'other', body: recorded.body, sealed_fields: recorded.sealed_fields }));
    await expect(sut.claim(1, 'other', 'fp-a')).rejects.toThrow();
  });
});
