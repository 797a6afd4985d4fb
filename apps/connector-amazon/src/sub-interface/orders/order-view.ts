import type { AmazonMoney, AmazonOrderView } from '@tezgah/contracts';
import { z } from 'zod';
import type { AmazonOrderItem } from '../../amazon/amazon-orders';

const money = z.object({ CurrencyCode: z.string(), Amount: z.string() });
export const amazonOrder = z
  .object({
    AmazonOrderId: z.string(),
    PurchaseDate: z.string(),
    LastUpdateDate: z.string(),
    OrderStatus: z.string(),
    FulfillmentChannel: z.string().optional(),
    SalesChannel: z.string().optional(),
    OrderTotal: money.optional(),
    IsPrime: z.boolean().optional(),
    IsBusinessOrder: z.boolean().optional(),
    ShippingAddress: z
      .object({
        Name: z.string(),
        AddressLine1: z.string(),
        City: z.string(),
        StateOrRegion: z.string(),
        PostalCode: z.string(),
        CountryCode: z.string(),
        Phone: z.string(),
      })
      .partial()
      .loose()
      .optional(),
    BuyerInfo: z.object({ BuyerEmail: z.string().optional(), BuyerName: z.string().optional() }).loose().optional(),
  })
  .loose();
export type AmazonOrder = z.infer<typeof amazonOrder>;

const toMoney = (value: z.infer<typeof money> | undefined): AmazonMoney | null =>
  value ? { amount: Number(value.Amount), currency_code: value.CurrencyCode } : null;

/** A name as the seller may see it without a Restricted Data Token: each word's first letter. */
export function maskName(name: string | undefined): string | null {
  if (!name) return null;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}***`)
    .join(' ');
}

/**
 * An order as the sub-interface answers it: the buyer masked (the name to its initials, the
 * e-mail Amazon's relay address, never the buyer's own), the phone withheld.
 */
export function orderView(order: AmazonOrder, items: AmazonOrderItem[]): AmazonOrderView {
  const ship = order.ShippingAddress;
  const email = order.BuyerInfo?.BuyerEmail;
  return {
    amazon_order_id: order.AmazonOrderId,
    purchase_date: order.PurchaseDate,
    order_status: order.OrderStatus,
    fulfillment_channel: order.FulfillmentChannel ?? null,
    sales_channel: order.SalesChannel ?? null,
    buyer: {
      name: maskName(order.BuyerInfo?.BuyerName ?? ship?.Name),
      // Amazon's relay address is already the masked one; anything else is not passed on.
      email: email && /@marketplace\.amazon\./.test(email) ? email : null,
    },
    shipping_address: ship
      ? {
          name: maskName(ship.Name),
          address_line_1: ship.AddressLine1 ?? null,
          city: ship.City ?? null,
          state_or_region: ship.StateOrRegion ?? null,
          postal_code: ship.PostalCode ?? null,
          country_code: ship.CountryCode ?? null,
          phone: null,
        }
      : null,
    order_total: toMoney(order.OrderTotal),
    is_prime: order.IsPrime ?? false,
    is_business_order: order.IsBusinessOrder ?? false,
    items: items.map((item) => ({
      order_item_id: item.OrderItemId,
      seller_sku: item.SellerSKU ?? null,
      asin: item.ASIN,
      title: item.Title ?? null,
      quantity_ordered: item.QuantityOrdered,
      item_price: toMoney(item.ItemPrice),
    })),
  };
}
