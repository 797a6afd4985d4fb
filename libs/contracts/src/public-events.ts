/** The ten public event types of the spec: the only values a webhook may subscribe to. */
import { defineEvent } from './events';
import type { InvoiceDto, OrderDto, ProductDto } from './resources';

export const OrderCreated = defineEvent<OrderDto>('order.created');
export const OrderUpdated = defineEvent<OrderDto>('order.updated');
export const OrderCancelled = defineEvent<OrderDto>('order.cancelled');
export const OrderReturned = defineEvent<OrderDto>('order.returned');
export const ProductStockChanged = defineEvent<{
  product_id: string;
  sku: string;
  old_stock: number;
  new_stock: number;
}>('product.stock_changed');
export const ProductSoldOut = defineEvent<ProductDto>('product.sold_out');
export const InvoiceCreated = defineEvent<InvoiceDto>('invoice.created');
export const InvoiceFailed = defineEvent<{ invoice_id: string; error: string }>('invoice.failed');
export const MarketplaceConnected = defineEvent<{ marketplace: string; supplier_id: string | null }>('marketplace.connected');
export const MarketplaceDisconnected = defineEvent<{ marketplace: string; reason: string }>('marketplace.disconnected');

/** The ten as event types, for subscribing to all of them. */
export const PUBLIC_EVENTS = [
  OrderCreated,
  OrderUpdated,
  OrderCancelled,
  OrderReturned,
  ProductStockChanged,
  ProductSoldOut,
  InvoiceCreated,
  InvoiceFailed,
  MarketplaceConnected,
  MarketplaceDisconnected,
];

export const PUBLIC_EVENT_TYPES = PUBLIC_EVENTS.map((event) => event.type);
