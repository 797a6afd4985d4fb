import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { parseOr400 } from './trendyol.query';
import type { TrendyolMarketplace, Webhook } from './trendyol-state';

const STATUSES = [
  'CREATED',
  'PICKING',
  'INVOICED',
  'SHIPPED',
  'CANCELLED',
  'DELIVERED',
  'UNDELIVERED',
  'RETURNED',
  'UNSUPPLIED',
  'AWAITING',
  'UNPACKED',
  'AT_COLLECTION_POINT',
  'VERIFIED',
] as const;
/** "The maximum number of webhooks that can be created for a seller is 15", deactivated ones included. */
const MAX_WEBHOOKS = 15;
/** "Your webhook service's endpoint should not contain Trendyol, Dolap, localhost." */
const FORBIDDEN_IN_URL = /trendyol|dolap|localhost/i;

const webhookSchema = z
  .object({
    url: z.url(),
    username: z.string().nullish(),
    password: z.string().nullish(),
    authenticationType: z.enum(['BASIC_AUTHENTICATION', 'API_KEY']),
    apiKey: z.string().nullish(),
    subscribedStatuses: z.array(z.enum(STATUSES)).nullish(),
  })
  .refine((body) => body.authenticationType !== 'API_KEY' || !!body.apiKey, { message: 'apiKey zorunludur.', path: ['apiKey'] })
  .refine((body) => body.authenticationType !== 'BASIC_AUTHENTICATION' || (!!body.username && !!body.password), {
    message: 'username ve password zorunludur.',
    path: ['username'],
  });

type WebhookParams = { Params: { sellerId: string; id: string } };

/** A webhook as the filter lists it: no password nor api key (docs "Webhook Filter"). */
const webhookContent = ({ password: _password, apiKey: _apiKey, ...shown }: Webhook) => shown;

/** The webhook services (docs "Webhook"): create, filter, update, delete, activate and deactivate. Deliveries are not simulated. */
export function webhookRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    const base = '/integration/webhook/sellers/:sellerId/webhooks';
    const webhookOf = (params: WebhookParams['Params']) => marketplace.account(params.sellerId).webhooks.find((w) => w.id === params.id);

    app.get<{ Params: { sellerId: string } }>(base, async (request) =>
      marketplace.account(request.params.sellerId).webhooks.map(webhookContent),
    );

    app.post<{ Params: { sellerId: string } }>(base, async (request, reply) => {
      const body = await parseOr400(webhookSchema, request.body, reply);
      if (!body) return reply;
      if (FORBIDDEN_IN_URL.test(body.url))
        return sendTrendyolError(reply, 400, 'webhook.url.invalid', 'Webhook adresi Trendyol, Dolap veya localhost içeremez.');
      const account = marketplace.account(request.params.sellerId);
      if (account.webhooks.length >= MAX_WEBHOOKS)
        return sendTrendyolError(reply, 400, 'webhook.limit.exceeded', 'Bir satıcı en fazla 15 webhook tanımlayabilir.');
      const webhook: Webhook = {
        id: randomUUID(),
        url: body.url,
        username: body.username ?? null,
        password: body.password ?? null,
        apiKey: body.apiKey ?? null,
        authenticationType: body.authenticationType,
        status: 'ACTIVE',
        // An empty list subscribes to every status, present and future.
        subscribedStatuses: body.subscribedStatuses?.length ? body.subscribedStatuses : null,
        createdDate: Date.now(),
        lastModifiedDate: null,
      };
      account.webhooks.push(webhook);
      return { id: webhook.id };
    });

    app.put<WebhookParams>(`${base}/:id`, async (request, reply) => {
      const body = await parseOr400(webhookSchema, request.body, reply);
      if (!body) return reply;
      const webhook = webhookOf(request.params);
      if (!webhook) return sendTrendyolError(reply, 404, 'webhook.not.found', 'Webhook bulunamadı.');
      if (FORBIDDEN_IN_URL.test(body.url))
        return sendTrendyolError(reply, 400, 'webhook.url.invalid', 'Webhook adresi Trendyol, Dolap veya localhost içeremez.');
      Object.assign(webhook, {
        url: body.url,
        username: body.username ?? null,
        password: body.password ?? null,
        apiKey: body.apiKey ?? null,
        authenticationType: body.authenticationType,
        subscribedStatuses: body.subscribedStatuses?.length ? body.subscribedStatuses : null,
        lastModifiedDate: Date.now(),
      });
      return reply.code(200).send();
    });

    app.delete<WebhookParams>(`${base}/:id`, async (request, reply) => {
      const account = marketplace.account(request.params.sellerId);
      const index = account.webhooks.findIndex((w) => w.id === request.params.id);
      if (index < 0) return sendTrendyolError(reply, 404, 'webhook.not.found', 'Webhook bulunamadı.');
      account.webhooks.splice(index, 1);
      return reply.code(200).send();
    });

    for (const [action, status] of [
      ['activate', 'ACTIVE'],
      ['deactivate', 'PASSIVE'],
    ] as const) {
      app.put<WebhookParams>(`${base}/:id/${action}`, async (request, reply) => {
        const webhook = webhookOf(request.params);
        if (!webhook) return sendTrendyolError(reply, 404, 'webhook.not.found', 'Webhook bulunamadı.');
        Object.assign(webhook, { status, lastModifiedDate: Date.now() });
        return reply.code(200).send();
      });
    }
  };
}
