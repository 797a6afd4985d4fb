import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SimOrder } from './amazon-state';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound } from './sp-api-errors';
import { namesTurkey } from './sp-api.query';

/** The text-only message types of Messaging v1 and their longest text. */
const TEXT_MESSAGES = {
  confirmOrderDetails: 2000,
  confirmDeliveryDetails: 2000,
  confirmServiceDetails: 2000,
  unexpectedProblem: 2000,
} as const;
type TextMessage = keyof typeof TEXT_MESSAGES;

/** What Amazon permits for an order in its status (getMessagingActionsForOrder). */
function permitted(order: SimOrder): TextMessage[] {
  if (order.OrderStatus === 'Unshipped' || order.OrderStatus === 'Pending') return ['confirmOrderDetails', 'unexpectedProblem'];
  if (order.OrderStatus === 'Shipped' || order.OrderStatus === 'PartiallyShipped')
    return ['confirmDeliveryDetails', 'confirmServiceDetails', 'unexpectedProblem'];
  return [];
}

/** Messaging's content rules: no HTML, no e-mail addresses. */
const CONTENT_RULES = [
  { pattern: /<[a-z/][^>]*>/i, message: 'The text must not contain HTML.' },
  { pattern: /[^\s@]+@[^\s@]+\.[^\s@]+/, message: 'The text must not contain e-mail addresses.' },
];

/** Messaging v1 (research §2.7): the actions an order permits, and the text messages to its buyer. */
export function messagingRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    const base = '/messaging/v1/orders/:amazonOrderId';
    type Params = { Params: { amazonOrderId: string } };

    app.get<Params>(base, guard('getMessagingActionsForOrder'), async (request, reply) => {
      if (!namesTurkey((request.query as Record<string, unknown>).marketplaceIds))
        return invalidInput(reply, 'marketplaceIds must name A33AVAJ2PDY3EV.');
      const order = accountOf(request).orders.get(request.params.amazonOrderId);
      if (!order) return notFound(reply, `Order ${request.params.amazonOrderId} was not found.`);
      const self = `/messaging/v1/orders/${order.AmazonOrderId}?marketplaceIds=A33AVAJ2PDY3EV`;
      return {
        _links: {
          self: { href: self },
          actions: permitted(order).map((name) => ({
            href: `/messaging/v1/orders/${order.AmazonOrderId}/messages/${name}?marketplaceIds=A33AVAJ2PDY3EV`,
            name,
          })),
        },
        _embedded: { actions: [] },
      };
    });

    for (const [type, maxLength] of Object.entries(TEXT_MESSAGES) as Array<[TextMessage, number]>) {
      const body = z.object({ text: z.string().min(1).max(maxLength) });
      app.post<Params>(`${base}/messages/${type}`, guard('createMessage'), async (request, reply) => {
        if (!namesTurkey((request.query as Record<string, unknown>).marketplaceIds))
          return invalidInput(reply, 'marketplaceIds must name A33AVAJ2PDY3EV.');
        const account = accountOf(request);
        const order = account.orders.get(request.params.amazonOrderId);
        if (!order) return notFound(reply, `Order ${request.params.amazonOrderId} was not found.`);
        const parsed = body.safeParse(request.body);
        if (!parsed.success) return invalidInput(reply, `text: ${parsed.error.issues[0].message}`);
        const broken = CONTENT_RULES.find((rule) => rule.pattern.test(parsed.data.text));
        if (broken) return invalidInput(reply, broken.message);
        if (!permitted(order).includes(type))
          return invalidInput(reply, `The ${type} message is not available for order ${order.AmazonOrderId}.`);
        account.messages.push({ amazonOrderId: order.AmazonOrderId, type, text: parsed.data.text, at: new Date().toISOString() });
        return reply.code(201).send({});
      });
    }
  };
}
