import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { settleAccount } from './account-clock';
import type { AmazonContext } from './amazon-context';
import { CATALOGUE } from './amazon-marketplace';
import type { SimOrder, SimReturn } from './amazon-state';
import { fbaEntry } from './fba-inventory';
import { listingStatuses } from './listing-submissions';

const sellerId = z.string().regex(/^A[0-9A-Z]{9,20}$/, 'a selling partner id (A and 9-20 upper-case letters or digits)');
const asin = z.string().refine((value) => CATALOGUE.has(value), 'not in the sandbox catalogue (B0TEZGAH001 … B0TEZGAH010)');

const putListings = z.object({
  selling_partner_id: sellerId,
  items: z
    .array(
      z.object({
        seller_sku: z.string().min(1),
        asin,
        title: z.string().min(1).optional(),
        quantity: z.number().int().min(0),
        price: z.number().min(0),
      }),
    )
    .min(1),
});

/** A customer's purchase, with the buyer and address in SP-API terms (decisions §14). */
const newOrder = z.object({
  selling_partner_id: sellerId,
  items: z
    .array(
      z.object({
        seller_sku: z.string().min(1),
        asin: asin.optional(),
        title: z.string().min(1).optional(),
        quantity: z.number().int().min(1),
        price: z.number().min(0),
      }),
    )
    .min(1),
  buyer: z.object({ BuyerName: z.string().optional(), BuyerEmail: z.string().optional() }).default({}),
  shipping_address: z
    .object({
      Name: z.string().optional(),
      AddressLine1: z.string().optional(),
      AddressLine2: z.string().optional(),
      City: z.string().optional(),
      District: z.string().optional(),
      StateOrRegion: z.string().optional(),
      PostalCode: z.string().optional(),
      CountryCode: z.string().length(2).default('TR'),
      Phone: z.string().optional(),
    })
    .optional(),
});

const reasonBody = z.object({ reason: z.string().optional() }).default({});
const returnBody = z.object({
  reason: z.string().optional(),
  customer_comments: z.string().optional(),
  order_item_id: z.string().optional(),
  quantity: z.number().int().min(1).optional(),
});
const fbaInventory = z.object({
  selling_partner_id: sellerId,
  items: z
    .array(
      z.object({
        seller_sku: z.string().min(1),
        asin,
        fulfillable: z.number().int().min(0).default(0),
        reserved: z.number().int().min(0).default(0),
        researching: z.number().int().min(0).default(0),
        unfulfillable: z.number().int().min(0).default(0),
      }),
    )
    .min(1),
});
const sellerBody = z.object({ selling_partner_id: sellerId });

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: message });
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** The test hooks under `/control/amazon` (decisions §14). */
export function controlRoutes({ state, settings }: AmazonContext): FastifyPluginAsync {
  const settled = (id: string) => {
    const account = state.seller(id);
    settleAccount(state, account, Date.now());
    return account;
  };

  return async (app) => {
    app.post('/listings', async (request, reply) => {
      const body = putListings.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      const account = settled(body.data.selling_partner_id);
      const now = new Date().toISOString();
      for (const item of body.data.items) {
        account.listings.set(item.seller_sku, {
          sku: item.seller_sku,
          asin: item.asin,
          title: item.title ?? CATALOGUE.get(item.asin) ?? item.asin,
          quantity: item.quantity,
          price: item.price,
          productType: 'PRODUCT',
          conditionType: 'new_new',
          createdDate: account.listings.get(item.seller_sku)?.createdDate ?? now,
          lastUpdatedDate: now,
        });
      }
      return { selling_partner_id: account.sellerId, listed: body.data.items.length };
    });

    app.get<{ Querystring: { seller?: string } }>('/listings', async (request, reply) => {
      const seller = sellerId.safeParse(request.query.seller);
      if (!seller.success) return refuse(reply, 400, 'seller: a selling partner id is required');
      const listings = [...settled(seller.data).listings.values()].sort((a, b) => (a.sku < b.sku ? -1 : 1));
      return {
        listings: listings.map((l) => ({
          seller_sku: l.sku,
          asin: l.asin,
          title: l.title,
          quantity: l.quantity,
          price: l.price,
          status: listingStatuses(l),
          last_updated: l.lastUpdatedDate,
        })),
      };
    });

    app.post('/orders', async (request, reply) => {
      const body = newOrder.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      const account = settled(body.data.selling_partner_id);
      const lines = [];
      for (const item of body.data.items) {
        const listing = account.listings.get(item.seller_sku);
        const itemAsin = item.asin ?? listing?.asin;
        if (!itemAsin) return refuse(reply, 400, `items: ${item.seller_sku} is not listed by this seller; give its asin`);
        lines.push({ item, listing, asin: itemAsin });
      }
      const now = Date.now();
      const order: SimOrder = {
        AmazonOrderId: `${digits(3)}-${digits(7)}-${digits(7)}`,
        PurchaseDate: new Date(now).toISOString(),
        LastUpdateDate: new Date(now).toISOString(),
        OrderStatus: 'Pending',
        items: lines.map(({ item, listing, asin: itemAsin }) => {
          // Amazon holds the ordered quantity back from the listing's availability.
          if (listing) listing.quantity = Math.max(0, listing.quantity - item.quantity);
          const title = item.title ?? listing?.title ?? CATALOGUE.get(itemAsin) ?? itemAsin;
          return {
            OrderItemId: digits(14),
            ASIN: itemAsin,
            SellerSKU: item.seller_sku,
            Title: title,
            QuantityOrdered: item.quantity,
            QuantityShipped: 0,
            unitPrice: item.price,
          };
        }),
        buyer: body.data.buyer,
        shippingAddress: body.data.shipping_address ?? null,
        payableAt: now + settings.batchCompleteMs,
        returns: [],
      };
      account.orders.set(order.AmazonOrderId, order);
      state.orderOwners.set(order.AmazonOrderId, account.sellerId);
      return {
        order: {
          amazon_order_id: order.AmazonOrderId,
          order_status: order.OrderStatus,
          purchase_date: order.PurchaseDate,
          items: order.items.map((item) => ({
            order_item_id: item.OrderItemId,
            seller_sku: item.SellerSKU,
            asin: item.ASIN,
            quantity: item.QuantityOrdered,
          })),
        },
      };
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/cancel', async (request, reply) => {
      const found = state.findOrder(request.params.orderNumber);
      if (!found) return refuse(reply, 404, 'order not found');
      settleAccount(state, found.account, Date.now());
      const { order, account } = found;
      if (order.OrderStatus !== 'Pending' && order.OrderStatus !== 'Unshipped')
        return refuse(reply, 409, `an order in status ${order.OrderStatus} cannot be cancelled`);
      order.OrderStatus = 'Canceled';
      order.LastUpdateDate = new Date().toISOString();
      // The held quantity goes back to the listing.
      for (const item of order.items) {
        const listing = account.listings.get(item.SellerSKU);
        if (listing) listing.quantity += item.QuantityOrdered;
      }
      return {
        order: {
          amazon_order_id: order.AmazonOrderId,
          order_status: order.OrderStatus,
          reason: reasonBody.parse(request.body ?? {}).reason ?? null,
        },
      };
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/return', async (request, reply) => {
      const found = state.findOrder(request.params.orderNumber);
      if (!found) return refuse(reply, 404, 'order not found');
      settleAccount(state, found.account, Date.now());
      const { order } = found;
      if (order.OrderStatus !== 'Shipped' && order.OrderStatus !== 'PartiallyShipped')
        return refuse(reply, 409, `an order in status ${order.OrderStatus} cannot be returned`);
      // Orders v0 has no return status: the order stays Shipped and the return is authorised beside it.
      const body = returnBody.safeParse(request.body ?? {});
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      const item = body.data.order_item_id ? order.items.find((line) => line.OrderItemId === body.data.order_item_id) : order.items[0];
      if (!item) return refuse(reply, 400, 'order_item_id: not a line of this order');
      const entry: SimReturn = {
        return_request_id: `R${digits(12)}`,
        status: 'Authorized',
        reason: body.data.reason ?? null,
        customer_comments: body.data.customer_comments ?? null,
        request_date: new Date().toISOString(),
        order_item_id: item.OrderItemId,
        quantity: body.data.quantity ?? item.QuantityShipped,
      };
      order.returns.push(entry);
      return { return: { ...entry, amazon_order_id: order.AmazonOrderId } };
    });

    // Stock the seller sent to Amazon's fulfilment centres (FBA), as the warehouses report it.
    app.post('/fba-inventory', async (request, reply) => {
      const body = fbaInventory.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      const account = settled(body.data.selling_partner_id);
      for (const item of body.data.items) {
        const entry = fbaEntry(account, item.seller_sku, item.asin);
        Object.assign(entry, {
          fulfillable: item.fulfillable,
          reserved: item.reserved,
          researching: item.researching,
          unfulfillable: item.unfulfillable,
          lastUpdatedTime: new Date().toISOString(),
        });
      }
      return { selling_partner_id: account.sellerId, items: body.data.items.length };
    });

    app.get<{ Querystring: { seller?: string } }>('/messages', async (request, reply) => {
      const seller = sellerId.safeParse(request.query.seller);
      if (!seller.success) return refuse(reply, 400, 'seller: a selling partner id is required');
      return { messages: state.seller(seller.data).messages };
    });

    app.post('/grants/expire', async (request, reply) => {
      const body = sellerBody.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      state.seller(body.data.selling_partner_id).grantsExpiredBefore = Date.now();
      return { selling_partner_id: body.data.selling_partner_id, grants: 'expired' };
    });

    app.post('/access-tokens/expire', async (request, reply) => {
      const body = sellerBody.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, z.prettifyError(body.error));
      state.seller(body.data.selling_partner_id).accessExpiredBefore = Date.now();
      return { selling_partner_id: body.data.selling_partner_id, access_tokens: 'expired' };
    });
  };
}
