import type { RequestContext, TenantSettingsDto } from '@tezgah/contracts';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { SettingsService } from './settings.service';
import { TenantSettingsRepository } from './tenant-settings.repository';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'admin', request_id: 'req_1' };
const stored: TenantSettingsDto = {
  sender: {
    name: 'Demo',
    line1: 'Cadde 1',
    line2: null,
    city: 'İstanbul',
    district: 'Şişli',
    postal_code: '34394',
    phone: '+90 212 555 00 00',
    tax_office: 'Zincirlikuyu',
    tax_number: '1234567890',
  },
  invoicing: { default_provider: 'parasut', series_prefix: 'TZG', efatura_scenario: 'TEMELFATURA', default_vat_rate: 20 },
  cargo: { default_provider: 'yurtici' },
  updated_at: '2026-01-02T03:04:05.000Z',
};

describe(SettingsService.name, () => {
  let sut: SettingsService;
  let settings: jest.Mocked<TenantSettingsRepository>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    settings = automock(TenantSettingsRepository);
    settings.find.mockResolvedValue(stored);
    settings.merge.mockResolvedValue(stored);
    sut = new SettingsService(settings, transactions);
  });

  it("reads the caller's tenant's settings", async () => {
    await expect(sut.get(ctx)).resolves.toBe(stored);
    expect(settings.find).toHaveBeenCalledWith('ten_a');
  });

  it('merges only the fields sent, in one transaction, and answers the merged settings', async () => {
    await expect(sut.change(ctx, { sender: { phone: '+90 212 555 11 11' } })).resolves.toBe(stored);
    expect(transactions.run).toHaveBeenCalledTimes(1);
    expect(settings.merge).toHaveBeenCalledWith(tx, 'ten_a', { sender: { phone: '+90 212 555 11 11' } });
  });

  it('passes a null on as a change (it clears the field) and leaves out fields left undefined', async () => {
    await sut.change(ctx, {
      sender: { line2: null, name: undefined },
      invoicing: { series_prefix: 'ABC', default_vat_rate: undefined },
      cargo: {},
    });
    expect(settings.merge).toHaveBeenCalledWith(tx, 'ten_a', { sender: { line2: null }, invoicing: { series_prefix: 'ABC' } });
  });

  it('writes nothing for a patch that sends no field, and answers the settings as they are', async () => {
    await expect(sut.change(ctx, { sender: {}, cargo: { default_provider: undefined } })).resolves.toBe(stored);
    await expect(sut.change(ctx, {})).resolves.toBe(stored);
    expect(transactions.run).not.toHaveBeenCalled();
    expect(settings.merge).not.toHaveBeenCalled();
  });

  it('lets a failed write fail the change', async () => {
    settings.merge.mockRejectedValue(new Error('connection lost'));
    await expect(sut.change(ctx, { cargo: { default_provider: 'aras' } })).rejects.toThrow('connection lost');
  });
});
