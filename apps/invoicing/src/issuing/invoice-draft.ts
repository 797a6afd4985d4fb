import {
  type BillableOrderDto,
  type EfaturaScenario,
  fieldMessage,
  INVOICING_DEFAULTS,
  type OrderDto,
  type TenantSettingsDto,
  type VatRate,
} from '@tezgah/contracts';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '@tezgah/e-invoice';
import { DomainError } from '@tezgah/errors';
import type { DocumentProvider, TaxpayerLookup } from '@tezgah/invoice-providers';

/** Orders that no longer take an invoice. */
const UNBILLABLE = ['cancelled', 'returned'] as const;
const SELLER_REQUIRED = ['name', 'line1', 'city', 'tax_number'] as const;

/** An invoice decided in everything but its number, ETTN and date, which the issuer gives it in its transaction. */
export interface InvoiceDraft {
  tenant_id: string;
  order_id: string;
  provider: DocumentProvider;
  series_prefix: string;
  document: Omit<InvoiceDocument, 'ettn' | 'number' | 'issued_at'>;
}

/** What a draft is made of: the order, the tenant's settings, the products' KDV rates by SKU and the provider's taxpayer answer. */
export interface DraftSources {
  order: BillableOrderDto;
  settings: TenantSettingsDto;
  vatRates: Readonly<Record<string, VatRate | null>>;
  /** Null when the buyer gave no tax number (a final consumer: e-Arşiv). */
  taxpayer: TaxpayerLookup | null;
}

/** 422 unless the order may be invoiced now. */
export function refuseUnbillable(order: Pick<OrderDto, 'status'>): void {
  if ((UNBILLABLE as readonly string[]).includes(order.status)) {
    throw new DomainError('business.invalid', {
      order_id: [{ code: 'order_closed', message: fieldMessage('invoice_order_closed', { status: order.status }) }],
    });
  }
}

/**
 * The invoice of an order (decisions §8): `efatura` when the provider says the buyer's tax number
 * is a registered e-Fatura taxpayer (under the tenant's scenario), else `earsiv`; each line's KDV
 * rate is the marketplace's when the order gives one, else the product's, else the tenant's default.
 */
export function draftInvoice(tenantId: string, provider: DocumentProvider, sources: DraftSources): InvoiceDraft {
  const { order, settings, vatRates, taxpayer } = sources;
  refuseUnbillable(order);
  const efatura = taxpayer?.registered === true;
  const defaultRate = settings.invoicing.default_vat_rate ?? INVOICING_DEFAULTS.default_vat_rate;
  return {
    tenant_id: tenantId,
    order_id: order.id,
    provider,
    series_prefix: settings.invoicing.series_prefix ?? INVOICING_DEFAULTS.series_prefix,
    document: {
      type: efatura ? 'efatura' : 'earsiv',
      profile: efatura ? scenarioOf(settings.invoicing.efatura_scenario) : 'EARSIVFATURA',
      currency: order.currency,
      seller: sellerOf(settings),
      buyer: buyerOf(order),
      buyer_alias: efatura ? taxpayer.alias : null,
      order: { number: order.marketplace_order_id, date: new Date(order.created_at), marketplace: order.marketplace },
      lines: order.items.map((item): InvoiceLine => ({
        sku: item.sku,
        title: item.title,
        quantity: item.quantity,
        unit_price: item.price,
        vat_rate: lineVatRate({ marketplace: item.vat_rate, product: vatRates[item.sku] ?? null, tenant: defaultRate }),
      })),
    },
  };
}

/** Decisions §8: the marketplace's rate, else the product's, else the tenant's default. */
export function lineVatRate(rates: { marketplace: VatRate | null; product: VatRate | null; tenant: VatRate }): VatRate {
  return rates.marketplace ?? rates.product ?? rates.tenant;
}

/** The marketplace's KDV rate of a line, when the order carries one (no ingested order does yet: docs/invoicing.md). */
function scenarioOf(scenario: EfaturaScenario | null): EfaturaScenario {
  return scenario ?? INVOICING_DEFAULTS.efatura_scenario;
}

function sellerOf({ sender }: TenantSettingsDto): InvoiceParty {
  const missing = SELLER_REQUIRED.filter((field) => !sender[field]);
  if (missing.length) {
    throw new DomainError(
      'business.invalid',
      Object.fromEntries(
        missing.map((field) => [`sender.${field}`, [{ code: 'required', message: fieldMessage('invoice_seller_incomplete') }]]),
      ),
    );
  }
  return {
    name: sender.name as string,
    tax_number: sender.tax_number,
    tax_office: sender.tax_office,
    line1: sender.line1 as string,
    line2: sender.line2,
    city: sender.city as string,
    district: sender.district,
    postal_code: sender.postal_code,
    country: 'TR',
    phone: sender.phone,
    email: null,
  };
}

/** The buyer: the order's customer at its billing address, the shipping address filling what the billing address leaves out. */
function buyerOf(order: BillableOrderDto): InvoiceParty {
  const billing = order.billing_address;
  const shipping = order.shipping_address;
  const line1 = billing.line1 ?? shipping.line1;
  const city = billing.city ?? shipping.city;
  if (!line1 || !city) {
    throw new DomainError('business.invalid', {
      order_id: [{ code: 'buyer_incomplete', message: fieldMessage('invoice_buyer_incomplete') }],
    });
  }
  const atShipping = !billing.line1;
  return {
    name: order.customer.name,
    tax_number: billing.tax_number,
    tax_office: billing.tax_office,
    line1,
    line2: atShipping ? shipping.line2 : null,
    city,
    district: atShipping || billing.city === shipping.city ? shipping.district : null,
    postal_code: atShipping ? shipping.postal_code : null,
    country: shipping.country,
    phone: order.customer.phone,
    email: order.customer.email,
  };
}
