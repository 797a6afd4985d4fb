import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { sessionRow, tenantRow, userRow } from '../../test/identity-rows';
import { IdentityAdmin } from './identity-admin';
import { IdentityRepository } from './identity.repository';
import { PasswordHasher } from './password-hasher';
import { hashRefreshToken } from './refresh-token';

const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });

describe(IdentityAdmin.name, () => {
  let sut: IdentityAdmin;
  let identity: jest.Mocked<IdentityRepository>;
  let passwords: jest.Mocked<PasswordHasher>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    identity = automock(IdentityRepository);
    passwords = automock(PasswordHasher);
    sut = new IdentityAdmin(identity, transactions, passwords);
  });

  it('creates a missing tenant, and says so; an existing one (or one created meanwhile) is left', async () => {
    identity.findTenant.mockResolvedValueOnce(null);
    expect(await sut.ensureTenant('demo', 'Demo Mağaza')).toBe(true);
    expect(identity.createTenant).toHaveBeenCalledWith('demo', 'Demo Mağaza');

    identity.findTenant.mockResolvedValueOnce(tenantRow({ id: 'demo' }));
    expect(await sut.ensureTenant('demo')).toBe(false);

    identity.findTenant.mockResolvedValueOnce(null);
    identity.createTenant.mockRejectedValueOnce(uniqueViolation());
    expect(await sut.ensureTenant('demo')).toBe(false);
    expect(identity.createTenant).toHaveBeenCalledTimes(2);
  });

  describe('createUsers', () => {
    const user = { tenant: 'ten_a', email: 'new@example.com', name: 'Yeni', role: 'staff' as const };

    it('stores the users with their passwords hashed (none for a user without one)', async () => {
      identity.findTenant.mockResolvedValue(tenantRow());
      passwords.hash.mockResolvedValue('$argon2id$h');
      identity.createUsers.mockImplementation(async (rows) => rows.map((row, i) => userRow({ ...row, id: 100 + i })));
      const created = await sut.createUsers([
        { ...user, password: 'parola123' },
        { ...user, email: 'other@example.com' },
      ]);
      expect(identity.createUsers).toHaveBeenCalledWith([
        { tenant_id: 'ten_a', email: 'new@example.com', name: 'Yeni', role: 'staff', password_hash: '$argon2id$h' },
        { tenant_id: 'ten_a', email: 'other@example.com', name: 'Yeni', role: 'staff', password_hash: null },
      ]);
      expect(created).toEqual([expect.objectContaining({ id: 100, email: 'new@example.com' }), expect.objectContaining({ id: 101 })]);
      expect(created[0]).not.toHaveProperty('password_hash');
    });

    it('is 404 naming a tenant that does not exist, and 409 for an e-mail taken', async () => {
      identity.findTenant.mockResolvedValue(null);
      await expect(sut.createUsers([user])).rejects.toMatchObject({ code: 'resource.not_found', details: { tenant: ['ten_a'] } });
      expect(identity.createUsers).not.toHaveBeenCalled();

      identity.findTenant.mockResolvedValue(tenantRow());
      identity.createUsers.mockRejectedValue(uniqueViolation());
      await expect(sut.createUsers([user])).rejects.toMatchObject({ code: 'resource.conflict', details: { email: ['exists'] } });
    });
  });

  it("issues a setup token: a fresh session's refresh token, opened in a transaction", async () => {
    identity.findUser.mockResolvedValue(userRow({ password_hash: null }));
    identity.openSession.mockResolvedValue(sessionRow());
    const token = await sut.issueSetupToken(7);
    const [onTx, user, hash] = identity.openSession.mock.calls[0];
    expect([onTx, user.id, hash]).toEqual([tx, 7, hashRefreshToken(token)]);

    identity.findUser.mockResolvedValue(null);
    await expect(sut.issueSetupToken(8)).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(identity.openSession).toHaveBeenCalledTimes(1);
  });
});
