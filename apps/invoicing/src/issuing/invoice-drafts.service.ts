import { Inject, Injectable } from '@nestjs/common';
import { CatalogVatRates, OrdersGetBillable, type RequestContext, TenantSettingsGet } from '@tezgah/contracts';
import type { DocumentProvider } from '@tezgah/invoice-providers';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { ProviderCalls } from '../providers/provider-calls';
import { draftInvoice, type InvoiceDraft, refuseUnbillable } from './invoice-draft';

/**
 * Gathers what an invoice is made of, outside any transaction: the order (the orders service's
 * answer: another tenant's order is 404), the tenant's settings, the products' KDV rates (the
 * catalog's), and whether the buyer's tax number is a registered e-Fatura taxpayer (the provider's).
 */
@Injectable()
export class InvoiceDrafts {
  constructor(
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    private readonly providers: ProviderCalls,
  ) {}

  async draft(ctx: RequestContext, orderId: string, provider: DocumentProvider): Promise<InvoiceDraft> {
    const order = await this.rpc.request(OrdersGetBillable, ctx, { id: orderId });
    refuseUnbillable(order);
    const [settings, vatRates] = await Promise.all([
      this.rpc.request(TenantSettingsGet, ctx, {}),
      // The catalog is asked only for the lines whose marketplace gave no rate.
      this.rpc.request(CatalogVatRates, ctx, {
        skus: [...new Set(order.items.filter((item) => item.vat_rate === null).map((item) => item.sku))],
      }),
    ]);
    const taxNumber = order.billing_address.tax_number;
    let taxpayer = null;
    if (taxNumber) {
      const { adapter, call } = this.providers.for(provider);
      taxpayer = await adapter.lookupTaxpayer(call, taxNumber);
    }
    return draftInvoice(ctx.tenant_id, provider, { order, settings, vatRates, taxpayer });
  }
}
