import type { ThirdPartyResponse } from '../http/third-party-http';
import { AccessTokens, EARLY_RENEWAL_MS } from './access-tokens';

const answer = (status: number): ThirdPartyResponse => ({ status, headers: {}, body: {} });

describe('AccessTokens', () => {
  afterEach(() => jest.useRealTimers());

  it('asks once for a token that concurrent calls of one account share', async () => {
    const tokens = new AccessTokens();
    const issue = jest.fn(async () => ({ token: 't1', lifetimeMs: 3_600_000 }));
    const used: string[] = [];
    await Promise.all([1, 2, 3].map(() => tokens.authorized('a', issue, async (token) => (used.push(token), answer(200)))));
    expect(issue).toHaveBeenCalledTimes(1);
    expect(used).toEqual(['t1', 't1', 't1']);
  });

  it('keeps accounts apart and renews a token a minute before it expires', async () => {
    jest.useFakeTimers({ now: 0 });
    const tokens = new AccessTokens();
    let n = 0;
    const issue = jest.fn(async () => ({ token: `t${++n}`, lifetimeMs: 10 * 60_000 }));
    const tokenOf = async (key: string) => {
      let seen = '';
      await tokens.authorized(key, issue, async (token) => ((seen = token), answer(200)));
      return seen;
    };
    expect([await tokenOf('a'), await tokenOf('b'), await tokenOf('a')]).toEqual(['t1', 't2', 't1']);
    jest.setSystemTime(10 * 60_000 - EARLY_RENEWAL_MS);
    expect(await tokenOf('a')).toBe('t3');
  });

  it('renews once on a 401 and answers the second answer as it is', async () => {
    const tokens = new AccessTokens();
    let n = 0;
    const issue = jest.fn(async () => ({ token: `t${++n}`, lifetimeMs: 3_600_000 }));
    const call = jest.fn(async (token: string) => answer(token === 't1' ? 401 : 200));
    expect((await tokens.authorized('a', issue, call)).status).toBe(200);
    expect(call.mock.calls.map(([token]) => token)).toEqual(['t1', 't2']);
    const refused = await tokens.authorized('b', issue, async () => answer(401));
    expect(refused.status).toBe(401);
    expect(issue).toHaveBeenCalledTimes(4);
  });

  it('serves a remembered token without asking, until it expires', async () => {
    jest.useFakeTimers({ now: 0 });
    const tokens = new AccessTokens();
    const issue = jest.fn(async () => ({ token: 'asked', lifetimeMs: 3_600_000 }));
    tokens.remember('a', { token: 'given', lifetimeMs: 10 * 60_000 });
    const used: string[] = [];
    const call = async (token: string) => (used.push(token), answer(200));
    await tokens.authorized('a', issue, call);
    jest.setSystemTime(10 * 60_000 - EARLY_RENEWAL_MS);
    await tokens.authorized('a', issue, call);
    expect(used).toEqual(['given', 'asked']);
  });

  it('lets the next call ask again when a token request failed', async () => {
    const tokens = new AccessTokens();
    const issue = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ token: 't', lifetimeMs: 3_600_000 });
    await expect(tokens.authorized('a', issue, async () => answer(200))).rejects.toThrow('down');
    expect((await tokens.authorized('a', issue, async () => answer(200))).status).toBe(200);
  });
});
