import { type BillableOrderDto, CatalogVatRates, OrdersGetBillable, type RequestContext, TenantSettingsGet } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { InvoiceProviderAdapter, ProviderCall } from '@tezgah/invoice-providers';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { orderDto, settingsDto } from '../../test/invoice-fixtures';
import { ProviderCalls } from '../providers/provider-calls';
import { InvoiceDrafts } from './invoice-drafts.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const call = { provider: 'logo' } as unknown as ProviderCall;
const billedTo = (tax_number: string) =>
  orderDto({ billing_address: { tax_office: 'Kadıköy', tax_number, line1: 'Fatura Sok. 5', city: 'İstanbul' } });

describe(InvoiceDrafts.name, () => {
  let sut: InvoiceDrafts;
  let rpc: jest.Mocked<RpcTransport>;
  let providers: jest.Mocked<ProviderCalls>;
  let adapter: jest.Mocked<Pick<InvoiceProviderAdapter, 'lookupTaxpayer'>>;

  const answer = (order: BillableOrderDto, vatRates: Record<string, number | null> = {}) =>
    rpc.request.mockImplementation(async (pattern) => {
      if (pattern === OrdersGetBillable) return order;
      if (pattern === TenantSettingsGet) return settingsDto({ efatura_scenario: 'TICARIFATURA' });
      if (pattern === CatalogVatRates) return vatRates;
      throw new Error(`unexpected request ${String(pattern)}`);
    });

  beforeEach(() => {
    rpc = fakeRpcTransport();
    adapter = { lookupTaxpayer: jest.fn() };
    providers = automock(ProviderCalls);
    providers.for.mockReturnValue({ adapter: adapter as unknown as InvoiceProviderAdapter, call });
    sut = new InvoiceDrafts(rpc, providers);
  });

  it('drafts an e-Arşiv invoice of the caller’s order for a buyer without a tax number, asking no provider', async () => {
    answer(orderDto());
    const draft = await sut.draft(ctx, 'ord_A', 'parasut');
    expect(rpc.request).toHaveBeenCalledWith(OrdersGetBillable, ctx, { id: 'ord_A' });
    expect(rpc.request).toHaveBeenCalledWith(TenantSettingsGet, ctx, {});
    expect(draft).toMatchObject({ tenant_id: 'ten_a', order_id: 'ord_A', provider: 'parasut', document: { type: 'earsiv' } });
    expect(providers.for).not.toHaveBeenCalled();
  });

  it('asks the catalog once for each SKU whose marketplace gave no KDV rate, and gives its lines the product’s rate', async () => {
    const order = orderDto();
    answer(
      {
        ...order,
        items: [
          { ...order.items[0], vat_rate: 10 },
          { ...order.items[1], vat_rate: null },
          { ...order.items[1], quantity: 2, vat_rate: null },
        ],
      },
      { 'BOOK-1': 0 },
    );
    const draft = await sut.draft(ctx, 'ord_A', 'parasut');
    expect(rpc.request).toHaveBeenCalledWith(CatalogVatRates, ctx, { skus: ['BOOK-1'] });
    expect(draft.document.lines.map((line) => line.vat_rate)).toEqual([10, 0, 0]);
  });

  it('asks the chosen provider whether the buyer’s tax number is a registered e-Fatura taxpayer', async () => {
    answer(billedTo('9876543210'));
    adapter.lookupTaxpayer.mockResolvedValue({ registered: true, alias: 'urn:mail:defaultpk@firma.com' });
    const draft = await sut.draft(ctx, 'ord_A', 'logo');
    expect(providers.for).toHaveBeenCalledWith('logo');
    expect(adapter.lookupTaxpayer).toHaveBeenCalledWith(call, '9876543210');
    expect(draft.document).toMatchObject({ type: 'efatura', profile: 'TICARIFATURA', buyer_alias: 'urn:mail:defaultpk@firma.com' });
    adapter.lookupTaxpayer.mockResolvedValue({ registered: false, alias: null });
    expect((await sut.draft(ctx, 'ord_A', 'logo')).document.type).toBe('earsiv');
  });

  it('refuses a cancelled order (422) before asking for the settings, the rates or a taxpayer', async () => {
    answer({ ...billedTo('9876543210'), status: 'cancelled' });
    await expect(sut.draft(ctx, 'ord_A', 'logo')).rejects.toMatchObject({
      code: 'business.invalid',
      details: { order_id: [expect.objectContaining({ code: 'order_closed' })] },
    });
    expect(rpc.request).toHaveBeenCalledTimes(1);
    expect(adapter.lookupTaxpayer).not.toHaveBeenCalled();
  });

  it('passes on the orders service’s 404 for another tenant’s order, and a provider that cannot be asked', async () => {
    const notFound = new DomainError('resource.not_found');
    rpc.request.mockRejectedValueOnce(notFound);
    await expect(sut.draft(ctx, 'ord_B', 'parasut')).rejects.toBe(notFound);
    expect(rpc.request).toHaveBeenCalledWith(OrdersGetBillable, ctx, { id: 'ord_B' });
    answer(billedTo('9876543210'));
    const unreachable = new Error('provider.unreachable');
    adapter.lookupTaxpayer.mockRejectedValue(unreachable);
    await expect(sut.draft(ctx, 'ord_A', 'logo')).rejects.toBe(unreachable);
  });
});
