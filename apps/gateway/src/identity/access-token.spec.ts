import * as jwt from 'jsonwebtoken';
import { AccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const principal = { user_id: 7, tenant_id: 'demo', role: 'staff' as const, session_id: 'ses_1' };

describe('AccessTokens', () => {
  const tokens = new AccessTokens(SECRET);

  it('round-trips the principal with the claims of decisions §3', () => {
    const token = tokens.sign(principal);
    expect(tokens.verify(token)).toEqual(principal);
    const claims = jwt.decode(token) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: '7', tenant_id: 'demo', role: 'staff', sid: 'ses_1' });
    expect(typeof claims['jti']).toBe('string');
    expect((claims['exp'] as number) - (claims['iat'] as number)).toBe(86400);
  });

  it('tells an expired token from an invalid one', () => {
    const expired = jwt.sign({ sub: '7', tenant_id: 'demo', role: 'staff', sid: 's', jti: 'j', exp: 1 }, SECRET);
    expect(() => tokens.verify(expired)).toThrow(expect.objectContaining({ code: 'auth.token_expired' }));
    expect(() => tokens.verify('not.a.jwt')).toThrow(expect.objectContaining({ code: 'auth.token_invalid' }));
    const otherKey = new AccessTokens('another-secret-that-is-long-enough-999').sign(principal);
    expect(() => tokens.verify(otherKey)).toThrow(expect.objectContaining({ code: 'auth.token_invalid' }));
  });

  it('refuses tokens signed with another algorithm', () => {
    const none = jwt.sign({ sub: '7', tenant_id: 'demo', role: 'owner', sid: 's', jti: 'j' }, '', { algorithm: 'none' });
    expect(() => tokens.verify(none)).toThrow(expect.objectContaining({ code: 'auth.token_invalid' }));
  });

  it('still refuses a remembered token once it expires', () => {
    const now = Date.now();
    const token = jwt.sign({ sub: '7', tenant_id: 'demo', role: 'staff', sid: 's', jti: 'j', exp: Math.floor(now / 1000) + 60 }, SECRET);
    expect(tokens.verify(token).user_id).toBe(7);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect(() => tokens.verify(token)).toThrow(expect.objectContaining({ code: 'auth.token_expired' }));
    } finally {
      clock.mockRestore();
    }
  });
});
