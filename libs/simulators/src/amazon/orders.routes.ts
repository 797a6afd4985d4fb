import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SimOrder } from './amazon-state';
import { orderItemView, orderView } from './order-view';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound } from './sp-api-errors';
import { csv, namesTurkey } from './sp-api.query';

const isoDate = z.iso.datetime({ offset: true });

const ordersQuery = z.object({
  CreatedAfter: isoDate.optional(),
  LastUpdatedAfter: isoDate.optional(),
  CreatedBefore: isoDate.optional(),
  LastUpdatedBefore: isoDate.optional(),
  OrderStatuses: z.string().optional(),
  MaxResultsPerPage: z.coerce.number().int().min(1).max(100).default(100),
  NextToken: z.string().optional(),
});

/** What a NextToken stands for: the first page's query, frozen, and where the next page starts. */
const ordersCursor = z.object({
  field: z.enum(['PurchaseDate', 'LastUpdateDate']),
  after: z.string(),
  before: z.string(),
  statuses: z.array(z.string()),
  max: z.number().int(),
  offset: z.number().int().min(0),
});
type OrdersCursor = z.infer<typeof ordersCursor>;

const confirmShipment = z.object({
  marketplaceId: z.string().min(1),
  packageDetail: z
    .object({
      packageReferenceId: z.string().min(1),
      carrierCode: z.string().min(1),
      carrierName: z.string().min(1).optional(),
      shippingMethod: z.string().optional(),
      trackingNumber: z.string().min(1),
      shipDate: isoDate,
      orderItems: z.array(z.object({ orderItemId: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
    })
    // The model: "carrierName … Required when carrierCode is Other".
    .refine((detail) => detail.carrierCode !== 'Other' || detail.carrierName, {
      message: 'carrierName is required when carrierCode is Other.',
      path: ['carrierName'],
    }),
});

/** Orders v0 (research §2.5): getOrders with its time window and NextToken, getOrder, getOrderItems, confirmShipment. */
export function ordersRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    app.get('/orders/v0/orders', guard('getOrders'), async (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      if (!namesTurkey(raw.MarketplaceIds)) return invalidInput(reply, 'MarketplaceIds must name A33AVAJ2PDY3EV.');
      const query = ordersQuery.safeParse(raw);
      if (!query.success) return invalidInput(reply, `${query.error.issues[0].path.join('.')}: ${query.error.issues[0].message}`);
      const cursor = query.data.NextToken ? readCursor(query.data.NextToken) : firstPage(query.data, new Date().toISOString());
      if (typeof cursor === 'string') return invalidInput(reply, cursor);
      const matching = [...accountOf(request).orders.values()]
        .filter((order) => order[cursor.field] >= cursor.after && order[cursor.field] < cursor.before)
        .filter((order) => !cursor.statuses.length || cursor.statuses.includes(order.OrderStatus))
        .sort((a, b) => compareBy(a, b, cursor.field));
      const page = matching.slice(cursor.offset, cursor.offset + cursor.max);
      const more = cursor.offset + cursor.max < matching.length;
      return {
        payload: {
          Orders: page.map(orderView),
          ...(more && { NextToken: Buffer.from(JSON.stringify({ ...cursor, offset: cursor.offset + cursor.max })).toString('base64url') }),
          [cursor.field === 'LastUpdateDate' ? 'LastUpdatedBefore' : 'CreatedBefore']: cursor.before,
        },
      };
    });

    app.get<{ Params: { orderId: string } }>('/orders/v0/orders/:orderId', guard('getOrder'), async (request, reply) => {
      const order = accountOf(request).orders.get(request.params.orderId);
      if (!order) return notFound(reply, `Order ${request.params.orderId} was not found.`);
      return { payload: orderView(order) };
    });

    app.get<{ Params: { orderId: string } }>('/orders/v0/orders/:orderId/orderItems', guard('getOrderItems'), async (request, reply) => {
      const order = accountOf(request).orders.get(request.params.orderId);
      if (!order) return notFound(reply, `Order ${request.params.orderId} was not found.`);
      return { payload: { AmazonOrderId: order.AmazonOrderId, OrderItems: order.items.map(orderItemView) } };
    });

    app.post<{ Params: { orderId: string } }>(
      '/orders/v0/orders/:orderId/shipmentConfirmation',
      guard('confirmShipment'),
      async (request, reply) => {
        const order = accountOf(request).orders.get(request.params.orderId);
        if (!order) return notFound(reply, `Order ${request.params.orderId} was not found.`);
        const body = confirmShipment.safeParse(request.body);
        if (!body.success) return invalidInput(reply, `${body.error.issues[0].path.join('.')}: ${body.error.issues[0].message}`);
        if (order.OrderStatus !== 'Unshipped' && order.OrderStatus !== 'PartiallyShipped')
          return invalidInput(reply, `Order status ${order.OrderStatus} does not allow a shipment confirmation.`);
        const lines = body.data.packageDetail.orderItems.map((line) => ({
          line,
          item: order.items.find((item) => item.OrderItemId === line.orderItemId),
        }));
        const wrong = lines.find(({ line, item }) => !item || item.QuantityShipped + line.quantity > item.QuantityOrdered);
        if (wrong) return invalidInput(reply, `orderItemId ${wrong.line.orderItemId} is unknown or ships more than was ordered.`);
        for (const { line, item } of lines) if (item) item.QuantityShipped += line.quantity;
        order.OrderStatus = order.items.every((item) => item.QuantityShipped === item.QuantityOrdered) ? 'Shipped' : 'PartiallyShipped';
        order.LastUpdateDate = new Date().toISOString();
        return reply.code(204).send();
      },
    );
  };
}

function firstPage(query: z.infer<typeof ordersQuery>, now: string): OrdersCursor | string {
  const since = query.LastUpdatedAfter ?? query.CreatedAfter;
  if (!since || (query.CreatedAfter && query.LastUpdatedAfter)) return 'Exactly one of CreatedAfter or LastUpdatedAfter must be given.';
  const byUpdate = Boolean(query.LastUpdatedAfter);
  const after = new Date(since).toISOString();
  const before = new Date((byUpdate ? query.LastUpdatedBefore : query.CreatedBefore) ?? now).toISOString();
  return {
    field: byUpdate ? 'LastUpdateDate' : 'PurchaseDate',
    after,
    before,
    statuses: csv(query.OrderStatuses),
    max: query.MaxResultsPerPage,
    offset: 0,
  };
}

function readCursor(token: string): OrdersCursor | string {
  try {
    return ordersCursor.parse(JSON.parse(Buffer.from(token, 'base64url').toString()));
  } catch {
    return 'NextToken is invalid.';
  }
}

function compareBy(a: SimOrder, b: SimOrder, field: OrdersCursor['field']): number {
  return a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.AmazonOrderId < b.AmazonOrderId ? -1 : 1;
}
