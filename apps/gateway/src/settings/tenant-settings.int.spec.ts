import { Module } from '@nestjs/common';
import { type RequestContext, TenantSettingsGet } from '@tezgah/contracts';
import { PersistenceModule, Transactions } from '@tezgah/persistence';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { identitySchema } from '../database/identity.schema';
import { IdentityRepository } from '../identity/identity.repository';
import { SettingsHandlers } from './settings.handlers';
import { SettingsService } from './settings.service';
import { type SettingsValues, TenantSettingsRepository } from './tenant-settings.repository';

/** The gateway's settings slice on its own schema: what GatewayModule registers for them. */
@Module({
  imports: [PersistenceModule.forService(identitySchema)],
  providers: [IdentityRepository, TenantSettingsRepository, SettingsService, SettingsHandlers],
})
class SettingsSliceModule {}

const COMPLETE: SettingsValues = {
  sender: {
    name: 'Mağaza',
    line1: 'Cadde 1',
    line2: null,
    city: 'İzmir',
    district: 'Konak',
    postal_code: '35210',
    phone: '+90 232 555 00 00',
    tax_office: 'Kordon',
    tax_number: '1234567890',
  },
  invoicing: { default_provider: 'logo', series_prefix: 'IZM', efatura_scenario: 'TICARIFATURA', default_vat_rate: 10 },
  cargo: { default_provider: 'aras' },
};

describe.each(SERVICE_SHAPES)('tenant settings on $name', (shape) => {
  let service: RunningService;
  let repository: TenantSettingsRepository;
  let transactions: Transactions;

  beforeAll(async () => {
    service = await startService(shape, 'gateway', [SettingsSliceModule]);
    repository = service.app.get(TenantSettingsRepository);
    transactions = service.app.get(Transactions);
  }, 30_000);

  afterAll(() => service?.close());

  const newTenant = async (): Promise<RequestContext> => {
    const tenant = await service.app.get(IdentityRepository).createTenant(`ten-${randomSuffix()}`, 'Test');
    return { tenant_id: tenant.id, user_id: 1, role: 'admin', request_id: 'req_test' };
  };
  const merge = (ctx: RequestContext, patch: Parameters<TenantSettingsRepository['merge']>[2]) =>
    transactions.run((tx) => repository.merge(tx, ctx.tenant_id, patch));

  it('answers every field null, and no updated_at, for a tenant that set nothing', async () => {
    const ctx = await newTenant();
    expect(await repository.find(ctx.tenant_id)).toEqual({
      sender: {
        name: null,
        line1: null,
        line2: null,
        city: null,
        district: null,
        postal_code: null,
        phone: null,
        tax_office: null,
        tax_number: null,
      },
      invoicing: { default_provider: null, series_prefix: null, efatura_scenario: null, default_vat_rate: null },
      cargo: { default_provider: null },
      updated_at: null,
    });
  });

  it('merges field by field: later changes keep what they do not name, null clears one', async () => {
    const ctx = await newTenant();
    const first = await merge(ctx, { sender: { name: 'A', city: 'Bursa' }, invoicing: { default_vat_rate: 0 } });
    expect(first.sender).toMatchObject({ name: 'A', city: 'Bursa', phone: null });
    expect(first.invoicing.default_vat_rate).toBe(0);
    expect(Date.parse(first.updated_at ?? '')).not.toBeNaN();

    const second = await merge(ctx, { sender: { phone: '+90 224 555 00 00', city: null }, cargo: { default_provider: 'ptt' } });
    expect(second.sender).toMatchObject({ name: 'A', city: null, phone: '+90 224 555 00 00' });
    expect(second.invoicing.default_vat_rate).toBe(0);
    expect(second.cargo.default_provider).toBe('ptt');
    expect(await repository.find(ctx.tenant_id)).toEqual(second);
  });

  it('keeps every field of concurrent changes of different fields (no lost update)', async () => {
    const ctx = await newTenant();
    await repository.seed(ctx.tenant_id, COMPLETE);
    const changes = [
      { sender: { name: 'Yeni ad' } },
      { sender: { line1: 'Yeni sokak 2' } },
      { sender: { line2: 'Kat 4' } },
      { sender: { phone: '+90 232 555 99 99' } },
      { sender: { tax_number: '12345678901' } },
      { invoicing: { series_prefix: 'NEW' } },
      { invoicing: { default_vat_rate: 1 as const } },
      { cargo: { default_provider: 'mng' as const } },
    ];
    // Each holds its transaction open a moment after writing, so the others' writes queue behind it.
    await Promise.all(
      changes.map((patch) =>
        transactions.run(async (tx) => {
          const merged = await repository.merge(tx, ctx.tenant_id, patch);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return merged;
        }),
      ),
    );
    const settings = await repository.find(ctx.tenant_id);
    expect(settings.sender).toEqual({
      ...COMPLETE.sender,
      name: 'Yeni ad',
      line1: 'Yeni sokak 2',
      line2: 'Kat 4',
      phone: '+90 232 555 99 99',
      tax_number: '12345678901',
    });
    expect(settings.invoicing).toEqual({ ...COMPLETE.invoicing, series_prefix: 'NEW', default_vat_rate: 1 });
    expect(settings.cargo).toEqual({ default_provider: 'mng' });
  });

  it('seeds a tenant once and never over what it has', async () => {
    const ctx = await newTenant();
    await repository.seed(ctx.tenant_id, COMPLETE);
    await merge(ctx, { cargo: { default_provider: 'ups' } });
    await repository.seed(ctx.tenant_id, COMPLETE);
    const settings = await repository.find(ctx.tenant_id);
    expect(settings).toMatchObject({ sender: COMPLETE.sender, invoicing: COMPLETE.invoicing, cargo: { default_provider: 'ups' } });
  });

  it("serves tenants.settings.get with the calling tenant's settings, not another's", async () => {
    const [mine, theirs] = [await newTenant(), await newTenant()];
    await repository.seed(mine.tenant_id, COMPLETE);
    await merge(theirs, { cargo: { default_provider: 'dhl' } });
    expect(await service.rpc.request(TenantSettingsGet, mine, {})).toEqual(await repository.find(mine.tenant_id));
    const answered = await service.rpc.request(TenantSettingsGet, theirs, {});
    expect(answered.cargo.default_provider).toBe('dhl');
    expect(answered.sender.name).toBeNull();
  });
});
