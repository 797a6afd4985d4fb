import type { BillableOrderDto, TenantSettingsDto } from '@tezgah/contracts';
import type { InvoiceRow } from '../src/invoices/invoice-row';

/** An ingested Trendyol order of tenant `ten_a` in `processing`, billed to a person without a tax number. */
export function orderDto(extra: Partial<BillableOrderDto> = {}): BillableOrderDto {
  return {
    id: 'ord_A',
    marketplace: 'trendyol',
    marketplace_order_id: 'TY-1',
    status: 'processing',
    customer: { name: 'Ayşe Yılmaz', phone: '+905321112233', email: 'ayse@example.com' },
    items: [
      { sku: 'TSHIRT-BLK-M', title: 'Tişört', quantity: 2, price: 120, vat_rate: null },
      { sku: 'BOOK-1', title: 'Kitap', quantity: 1, price: 50, vat_rate: null },
    ],
    total: 290,
    currency: 'TRY',
    shipping_address: { line1: 'Bağdat Cad. 1', line2: 'D:3', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country: 'TR' },
    billing_address: { tax_office: null, tax_number: null, line1: null, city: null },
    tracking_number: null,
    cargo_provider: null,
    invoice_id: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}

export function settingsDto(invoicing: Partial<TenantSettingsDto['invoicing']> = {}): TenantSettingsDto {
  return {
    sender: {
      name: 'Tezgah Mağaza',
      line1: 'Büyükdere Cad. 1',
      line2: null,
      city: 'İstanbul',
      district: 'Şişli',
      postal_code: '34394',
      phone: '+902121112233',
      tax_office: 'Şişli',
      tax_number: '1234567890',
    },
    invoicing: { default_provider: 'parasut', series_prefix: 'TZG', efatura_scenario: 'TEMELFATURA', default_vat_rate: 20, ...invoicing },
    cargo: { default_provider: 'yurtici' },
    updated_at: null,
  };
}

/** A stored automatic invoice of order `ord_A`, just issued (pending, its order not told yet) unless `extra` says so. */
export function invoiceRow(extra: Partial<InvoiceRow> = {}): InvoiceRow {
  const issuedAt = new Date('2026-03-01T10:05:00.000Z');
  return {
    id: 'inv_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    tenant_id: 'ten_a',
    order_id: 'ord_A',
    origin: 'automatic',
    provider: 'parasut',
    type: 'earsiv',
    profile: 'EARSIVFATURA',
    ettn: '7f9c2b1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f',
    number: 'TZG2026000000001',
    status: 'pending',
    provider_reference: null,
    failure: null,
    cancel_reason: null,
    attempts: 0,
    last_error: null,
    claims: 1,
    failure_reported: false,
    next_attempt_at: issuedAt,
    cancel_requested: false,
    order_settled: false,
    total: 290,
    currency: 'TRY',
    content: {
      buyer: { tax_number: null },
      buyer_alias: null,
      order: { number: 'TY-1', date: new Date('2026-03-01T09:00:00Z'), marketplace: 'trendyol' },
    } as unknown as InvoiceRow['content'],
    issued_at: issuedAt,
    created_at: issuedAt,
    updated_at: issuedAt,
    ...extra,
  };
}
