import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { refreshTokenRow, sessionRow, userRow } from '../../test/identity-rows';
import type { Principal } from '@tezgah/gateway-kit';
import { AccessTokens } from '../identity/access-token';
import { IdentityRepository } from '../identity/identity.repository';
import { PasswordHasher } from '../identity/password-hasher';
import { hashRefreshToken } from '../identity/refresh-token';
import { SessionRevocations } from '../identity/session-revocations';
import { UserDirectory } from '../identity/user-directory';
import { AuthService } from './auth.service';

const principal: Principal = { user_id: 7, tenant_id: 'ten_a', role: 'staff', session_id: 'ses_1' };

describe(AuthService.name, () => {
  let sut: AuthService;
  let identity: jest.Mocked<IdentityRepository>;
  let passwords: jest.Mocked<PasswordHasher>;
  let accessTokens: jest.Mocked<AccessTokens>;
  let revocations: jest.Mocked<SessionRevocations>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    identity = automock(IdentityRepository);
    passwords = automock(PasswordHasher);
    accessTokens = automock(AccessTokens);
    revocations = automock(SessionRevocations);
    accessTokens.sign.mockReturnValue('access.jwt');
    identity.findUser.mockResolvedValue(userRow());
    identity.findSession.mockResolvedValue(sessionRow());
    identity.findRefreshToken.mockResolvedValue(refreshTokenRow());
    identity.openSession.mockResolvedValue(sessionRow());
    identity.rotateRefreshToken.mockResolvedValue(true);
    sut = new AuthService(identity, transactions, passwords, accessTokens, revocations, automock(UserDirectory));
  });

  describe('login', () => {
    it('opens a session with its first refresh token in one transaction and answers both tokens', async () => {
      identity.findUserByEmail.mockResolvedValue(userRow());
      passwords.verify.mockResolvedValue(true);
      const answer = await sut.login('staff@example.com', 'parola123');
      expect(passwords.verify).toHaveBeenCalledWith('$argon2id$stored', 'parola123');
      const [onTx, user, refreshHash] = identity.openSession.mock.calls[0];
      expect([onTx, user.id]).toEqual([tx, 7]);
      expect(refreshHash).toBe(hashRefreshToken(answer.refresh_token));
      expect(accessTokens.sign).toHaveBeenCalledWith(principal);
      expect(answer).toMatchObject({
        access_token: 'access.jwt',
        token_type: 'Bearer',
        user: { id: 7, tenant_id: 'ten_a', role: 'staff' },
      });
    });

    it('refuses a wrong password and an unknown e-mail alike (both verified), opening no session', async () => {
      identity.findUserByEmail.mockResolvedValueOnce(userRow()).mockResolvedValueOnce(null);
      passwords.verify.mockResolvedValue(false);
      await expect(sut.login('staff@example.com', 'yanlış')).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
      await expect(sut.login('nobody@example.com', 'yanlış')).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
      expect(passwords.verify).toHaveBeenLastCalledWith(null, 'yanlış');
      expect(identity.openSession).not.toHaveBeenCalled();
    });
  });

  describe('refresh', () => {
    it('rotates the token in one transaction: the old one used, a new one answered', async () => {
      const answer = await sut.refresh('rt_old');
      expect(identity.findRefreshToken).toHaveBeenCalledWith(hashRefreshToken('rt_old'));
      const [onTx, tokenId, sessionId, nextHash] = identity.rotateRefreshToken.mock.calls[0];
      expect([onTx, tokenId, sessionId]).toEqual([tx, 11, 'ses_1']);
      expect(nextHash).toBe(hashRefreshToken(answer.refresh_token));
      expect(answer.refresh_token).not.toBe('rt_old');
      expect(accessTokens.sign).toHaveBeenCalledWith(principal);
    });

    it('revokes the whole session when a used token comes back, here and for every replica', async () => {
      identity.findRefreshToken.mockResolvedValue(refreshTokenRow({ used_at: new Date() }));
      await expect(sut.refresh('rt_old')).rejects.toMatchObject({ code: 'auth.token_invalid' });
      expect(identity.revokeSession).toHaveBeenCalledWith('ses_1', 'refresh_token_reuse');
      expect(revocations.markRevoked).toHaveBeenCalledWith('ses_1');
      expect(identity.rotateRefreshToken).not.toHaveBeenCalled();
    });

    it('treats losing the rotation to a concurrent refresh as reuse', async () => {
      identity.rotateRefreshToken.mockResolvedValue(false);
      await expect(sut.refresh('rt_old')).rejects.toMatchObject({ code: 'auth.token_invalid' });
      expect(identity.revokeSession).toHaveBeenCalledWith('ses_1', 'refresh_token_reuse');
    });

    it('refuses an unknown token, a revoked session and an expired token', async () => {
      identity.findRefreshToken.mockResolvedValueOnce(null);
      await expect(sut.refresh('rt_x')).rejects.toMatchObject({ code: 'auth.token_invalid' });
      identity.findSession.mockResolvedValueOnce(sessionRow({ revoked_at: new Date() }));
      await expect(sut.refresh('rt_x')).rejects.toMatchObject({ code: 'auth.token_invalid' });
      identity.findRefreshToken.mockResolvedValueOnce(refreshTokenRow({ expires_at: new Date(Date.now() - 1) }));
      await expect(sut.refresh('rt_x')).rejects.toMatchObject({ code: 'auth.token_expired' });
      expect(identity.rotateRefreshToken).not.toHaveBeenCalled();
      expect(identity.revokeSession).not.toHaveBeenCalled();
    });
  });

  it('logs out by revoking the session, at once on this replica', async () => {
    await sut.logout(principal);
    expect(identity.revokeSession).toHaveBeenCalledWith('ses_1', 'logout');
    expect(revocations.markRevoked).toHaveBeenCalledWith('ses_1');
  });

  describe('setPassword', () => {
    it('asks for the current password when there is one, and checks it', async () => {
      await expect(sut.setPassword(principal, 'yeni-parola')).rejects.toMatchObject({
        code: 'validation.failed',
        details: { current_password: [expect.objectContaining({ code: 'required' })] },
      });
      passwords.verify.mockResolvedValue(false);
      await expect(sut.setPassword(principal, 'yeni-parola', 'yanlış')).rejects.toMatchObject({
        details: { current_password: [expect.objectContaining({ code: 'wrong_password' })] },
      });
      expect(identity.setPasswordHash).not.toHaveBeenCalled();
    });

    it('stores the hash of the new password (a first password needs no current one)', async () => {
      identity.findUser.mockResolvedValue(userRow({ password_hash: null }));
      passwords.hash.mockResolvedValue('$argon2id$new');
      await sut.setPassword(principal, 'yeni-parola');
      expect(passwords.hash).toHaveBeenCalledWith('yeni-parola');
      expect(identity.setPasswordHash).toHaveBeenCalledWith(7, '$argon2id$new');
    });
  });
});
