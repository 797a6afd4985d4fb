import type { MarketplaceListing } from '@tezgah/connector-kit';
import type { MarketplaceOrderDto } from '@tezgah/contracts';
import { z } from 'zod';

/**
 * PttAVM's answers as we read them (docs/simulators/ptt-avm.md says which shapes are documented
 * and which our sandbox assumes); unknown fields are ignored.
 */
const text = z.string().nullable().optional();

export const cargoProfilesAnswer = z.object({ success: z.boolean() });

const product = z.object({
  productId: z.union([z.string(), z.number()]),
  barcode: z.string(),
  stockCode: text,
  name: text,
  quantity: z.number().int(),
  priceWithVAT: z.number().nullable().optional(),
  isActive: z.boolean(),
});
export const productsAnswer = z.object({ products: z.array(product), totalCount: z.number().int() });

export const stockPricesAnswer = z.object({ success: z.boolean(), trackingId: z.string(), countOfProductsToBeProcessed: z.number().int() });

export const trackingResultAnswer = z.object({
  status: z.string(),
  items: z.array(z.object({ barcode: z.string(), success: z.boolean(), message: text })),
});
export type PttTrackingResult = z.infer<typeof trackingResultAnswer>;

const order = z.object({
  orderId: z.string(),
  siparisDurumu: z.string(),
  siparisTarihi: z.string(),
  sonGuncellemeTarihi: z.string(),
  musteri: z.object({ adSoyad: text, eposta: text, telefon: text }).nullable().optional(),
  teslimatAdresi: z.object({ adres: text, il: text, ilce: text, postaKodu: text }).nullable().optional(),
  kargoBarkodu: text,
  kargoFirmasi: text,
  lineItems: z.array(
    z.object({
      lineItemId: z.union([z.string(), z.number()]),
      barcode: z.string(),
      stockCode: text,
      productName: text,
      quantity: z.number().int(),
      priceWithVAT: z.number(),
    }),
  ),
});
export type PttOrder = z.infer<typeof order>;
export const orderAnswer = order;
export const ordersAnswer = z.object({ orders: z.array(order) });

export const invoiceAnswer = z.object({ success: z.boolean() });

export function toListing(item: z.infer<typeof product>): MarketplaceListing {
  return {
    sku: item.stockCode ?? item.barcode,
    barcode: item.barcode,
    listing_id: String(item.productId),
    title: item.name ?? null,
    quantity: item.quantity,
    price: item.priceWithVAT ?? null,
    status: item.isActive ? 'active' : 'passive',
  };
}

/**
 * `siparisDurumu` to the spec's Order statuses: waiting for approval or a bank transfer → created;
 * waiting for cargo → created, or processing once PttAVM's barcode is made; sent → shipped;
 * completed → delivered; cancelled or an invalid payment → cancelled; returned, or given back
 * to its sender → returned; an unknown word → processing (the order exists and is not final).
 */
const STATUS_OF: Record<string, string> = {
  onay_surecinde: 'created',
  havale_onayi_bekleniyor: 'created',
  kargo_yapilmasi_bekleniyor: 'created',
  gonderilmis: 'shipped',
  tamamlandi: 'delivered',
  iptal: 'cancelled',
  odeme_gecersiz: 'cancelled',
  iade: 'returned',
  gondericisine_teslim_edildi: 'returned',
};

export function statusOf(item: Pick<PttOrder, 'siparisDurumu' | 'kargoBarkodu'>): string {
  const status = STATUS_OF[item.siparisDurumu] ?? 'processing';
  return status === 'created' && item.siparisDurumu === 'kargo_yapilmasi_bekleniyor' && item.kargoBarkodu ? 'processing' : status;
}

export function toOrder(item: PttOrder): MarketplaceOrderDto {
  const address = item.teslimatAdresi;
  return {
    marketplace_order_id: item.orderId,
    marketplace_status: item.siparisDurumu,
    status: statusOf(item),
    customer: { name: item.musteri?.adSoyad ?? null, email: item.musteri?.eposta ?? null, phone: item.musteri?.telefon ?? null },
    items: item.lineItems.map((line) => ({
      sku: line.stockCode ?? line.barcode,
      title: line.productName ?? null,
      quantity: line.quantity,
      price: line.priceWithVAT,
      line_id: String(line.lineItemId),
    })),
    total: item.lineItems.reduce((sum, line) => sum + line.priceWithVAT * line.quantity, 0),
    currency: 'TRY',
    shipping_address: address
      ? {
          line1: address.adres ?? null,
          line2: null,
          city: address.il ?? null,
          district: address.ilce ?? null,
          postal_code: address.postaKodu ?? null,
          country: 'TR',
        }
      : null,
    tracking_number: item.kargoBarkodu ?? null,
    cargo_provider: item.kargoFirmasi ?? null,
    // PttAVM's barcode is its own carrier's: the seller ships with it.
    tracking_assigned_by_marketplace: Boolean(item.kargoBarkodu),
    created_at: new Date(item.siparisTarihi).toISOString(),
    updated_at: new Date(item.sonGuncellemeTarihi).toISOString(),
  };
}
