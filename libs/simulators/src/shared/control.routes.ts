import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asRecord, isAmount, isCount, text } from './body-values';
import type { MarketplaceState, SimListing, SimOrder } from './seller-account';

/**
 * The control API of decisions §14 for a simulator built on MarketplaceState, in neutral terms
 * (`seller` names the account: Hepsiburada's merchant id, n11's and the generic protocol's API key).
 * Order lines are Trendyol-like: `{barcode?, merchant_sku, product_name, quantity, amount}`.
 */
export function marketplaceControl(state: MarketplaceState, renderOrder: (order: SimOrder) => Record<string, unknown>): FastifyPluginAsync {
  return async (app) => {
    app.post('/listings', async (request, reply) => {
      const body = asRecord(request.body);
      const seller = text(body.seller);
      if (!seller || !Array.isArray(body.listings)) return refuse(reply, 'seller and listings[] are required');
      const account = state.account(seller);
      for (const raw of body.listings) {
        const listing = asListing(asRecord(raw));
        if (!listing) return refuse(reply, 'each listing needs sku, quantity (integer ≥ 0) and price (≥ 0)');
        account.putListing(listing);
      }
      return { listings: [...account.listings.values()] };
    });

    app.get('/listings', async (request, reply) => {
      const seller = text(asRecord(request.query).seller);
      if (!seller) return refuse(reply, 'the seller query parameter is required');
      return { listings: [...state.account(seller).listings.values()] };
    });

    app.post('/orders', async (request, reply) => {
      const body = asRecord(request.body);
      const seller = text(body.seller);
      const lines = Array.isArray(body.lines) ? body.lines.map((line, index) => asLine(asRecord(line), index)) : [];
      if (!seller || !lines.length || lines.some((line) => !line)) {
        return refuse(reply, 'seller and lines[] ({merchant_sku, product_name, quantity ≥ 1, amount ≥ 0}) are required');
      }
      const customer = asRecord(body.customer);
      const address = asRecord(body.shipping_address);
      const order = state.account(seller).addOrder({
        lines: lines.filter((line) => line !== null),
        customer: {
          first_name: text(customer.first_name) ?? 'Ayşe',
          last_name: text(customer.last_name) ?? 'Yılmaz',
          email: text(customer.email),
          phone: text(customer.phone),
        },
        shipping_address: {
          address1: text(address.address1) ?? 'Atatürk Cad. No: 1',
          city: text(address.city) ?? 'İstanbul',
          district: text(address.district),
          postal_code: text(address.postal_code),
          country_code: text(address.country_code) ?? 'TR',
        },
      });
      return { order: { order_number: order.number, shipment_package_id: order.package_number, ...renderOrder(order) } };
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/cancel', async (request, reply) => {
      const found = state.findOrder(request.params.orderNumber);
      if (!found) return reply.code(404).send({ error: { code: 'not_found', message: 'no such order' } });
      if (!['created', 'processing'].includes(found.order.status))
        return refuse(reply, `a ${found.order.status} order cannot be cancelled`, 409);
      const order = found.account.moveOrder(found.order, 'cancelled', { reason: text(asRecord(request.body).reason) });
      return { order: renderOrder(order) };
    });

    app.post<{ Params: { orderNumber: string } }>('/orders/:orderNumber/return', async (request, reply) => {
      const found = state.findOrder(request.params.orderNumber);
      if (!found) return reply.code(404).send({ error: { code: 'not_found', message: 'no such order' } });
      if (!['shipped', 'delivered'].includes(found.order.status))
        return refuse(reply, `a ${found.order.status} order cannot be returned`, 409);
      const order = found.account.moveOrder(found.order, 'returned', { reason: text(asRecord(request.body).reason) });
      return { order: renderOrder(order) };
    });

    app.post('/claims', async (request, reply) => {
      const body = asRecord(request.body);
      const found = state.findOrder(text(body.order_number) ?? '');
      if (!found) return reply.code(404).send({ error: { code: 'not_found', message: 'no such order' } });
      return { claim_id: found.account.addClaim(found.order.number, text(body.reason)).claim_id };
    });

    app.post('/questions', async (request, reply) => {
      const body = asRecord(request.body);
      const seller = text(body.seller);
      const question = text(body.text);
      if (!seller || !question) return refuse(reply, 'seller and text are required');
      return { question_id: state.account(seller).addQuestion(text(body.barcode), question).question_id };
    });
  };
}

function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply.code(status).send({ error: { code: status === 400 ? 'validation_failed' : 'conflict', message } });
}

function asListing(raw: Record<string, unknown>): SimListing | null {
  const sku = text(raw.sku);
  if (!sku || !isCount(raw.quantity) || !isAmount(raw.price)) return null;
  return {
    sku,
    barcode: text(raw.barcode),
    listing_id: text(raw.listing_id) ?? `L-${sku}`,
    title: text(raw.title),
    quantity: raw.quantity,
    price: raw.price,
    status: raw.status === 'passive' ? 'passive' : 'active',
  };
}

function asLine(raw: Record<string, unknown>, index: number) {
  const sku = text(raw.merchant_sku);
  if (!sku || !isCount(raw.quantity) || raw.quantity < 1 || !isAmount(raw.amount)) return null;
  return {
    line_id: String(index + 1),
    sku,
    barcode: text(raw.barcode),
    title: text(raw.product_name) ?? sku,
    quantity: raw.quantity,
    price: raw.amount,
  };
}
