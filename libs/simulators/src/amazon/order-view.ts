import { TR_MARKETPLACE } from './amazon-marketplace';
import type { Money, SimOrder, SimOrderItem } from './amazon-state';

const money = (amount: number): Money => ({ CurrencyCode: TR_MARKETPLACE.defaultCurrencyCode, Amount: amount.toFixed(2) });

/**
 * An order as Orders v0 answers it. Without a Restricted Data Token Amazon withholds the buyer's
 * phone and real e-mail: the e-mail is the marketplace's relay address.
 */
export function orderView(order: SimOrder): Record<string, unknown> {
  const shipped = order.items.reduce((sum, item) => sum + item.QuantityShipped, 0);
  const ordered = order.items.reduce((sum, item) => sum + item.QuantityOrdered, 0);
  const { Phone: _phone, ...address } = order.shippingAddress ?? { CountryCode: 'TR' };
  return {
    AmazonOrderId: order.AmazonOrderId,
    PurchaseDate: order.PurchaseDate,
    LastUpdateDate: order.LastUpdateDate,
    OrderStatus: order.OrderStatus,
    FulfillmentChannel: 'MFN',
    SalesChannel: TR_MARKETPLACE.name,
    OrderTotal: money(order.items.reduce((sum, item) => sum + item.unitPrice * item.QuantityOrdered, 0)),
    NumberOfItemsShipped: shipped,
    NumberOfItemsUnshipped: order.OrderStatus === 'Canceled' ? 0 : ordered - shipped,
    PaymentMethod: 'Other',
    MarketplaceId: TR_MARKETPLACE.id,
    ShipmentServiceLevelCategory: 'Standard',
    OrderType: 'StandardOrder',
    IsBusinessOrder: false,
    IsPrime: false,
    IsPremiumOrder: false,
    IsReplacementOrder: false,
    IsISPU: false,
    IsAccessPointOrder: false,
    ...(order.shippingAddress && { ShippingAddress: address }),
    BuyerInfo: {
      BuyerEmail: `${order.AmazonOrderId.replace(/-/g, '')}@marketplace.amazon.com.tr`,
      ...(order.buyer.BuyerName && { BuyerName: order.buyer.BuyerName }),
    },
  };
}

export function orderItemView(item: SimOrderItem): Record<string, unknown> {
  return {
    ASIN: item.ASIN,
    SellerSKU: item.SellerSKU,
    OrderItemId: item.OrderItemId,
    Title: item.Title,
    QuantityOrdered: item.QuantityOrdered,
    QuantityShipped: item.QuantityShipped,
    // v0: the selling price of the item multiplied by the quantity ordered.
    ItemPrice: money(item.unitPrice * item.QuantityOrdered),
    ItemTax: money(0),
    ConditionId: 'New',
    IsGift: 'false',
  };
}
