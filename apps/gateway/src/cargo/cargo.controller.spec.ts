import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import {
  CARGO_PROVIDERS,
  CargoLabelDocument,
  CargoLabelsBatch,
  CargoLabelsCreate,
  CargoShipmentOfOrder,
  CargoTrackingGet,
  fieldMessage,
  OrdersGet,
  type RpcPattern,
} from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import type { Principal } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT } from '@tezgah/messaging';
import { automock, fakeRpcTransport, randomSecret } from '@tezgah/testing';
import { loadGatewayConfig } from '../config/gateway.config';
import { DocumentsController } from '../documents/documents.controller';
import { AccessGuard } from '../http/access.guard';
import { createHttpApp } from '../http/create-http-app';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { AccessTokens } from '../identity/access-token';
import { SessionRevocations } from '../identity/session-revocations';
import { OrdersController } from '../orders/orders.controller';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { CargoController } from './cargo.controller';

// A unit spec of what the gateway owns over the cargo, documents and orders routes: its real HTTP
// app (hooks, guard, validation, envelope, OpenAPI) answering Fastify's inject, no socket, with the
// services behind request/reply, session revocations and idempotency faked. The cargo service's
// behaviour is its own specs' part, the whole path the end-to-end specs'.
const rpc = fakeRpcTransport();
const links = new DocumentLinks('https://api.tezgah.example', [{ id: 'k1', key: randomBytes(32) }]);
const tokens = new AccessTokens(randomSecret());
const token = (role: Principal['role']) => tokens.sign({ user_id: 7, tenant_id: 'acme', role, session_id: `ses_${role}` });

@Module({
  controllers: [CargoController, DocumentsController, OrdersController],
  providers: [
    { provide: RPC_TRANSPORT, useValue: rpc },
    { provide: DocumentLinks, useValue: links },
    { provide: AccessTokens, useValue: tokens },
    { provide: RateLimiter, useValue: new RateLimiter({ memory: true }) },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: SessionRevocations, useValue: automock(SessionRevocations) },
    { provide: IdempotencyService, useValue: automock(IdempotencyService) },
  ],
})
class CargoRoutesModule {}

/** What the fake services answer, by pattern name; a function is called with the payload. */
let answers: Record<string, unknown> = {};
const answerOf = async (pattern: RpcPattern<unknown, unknown>, payload: unknown) => {
  const answer = answers[pattern.name];
  if (answer instanceof DomainError) throw answer;
  return typeof answer === 'function' ? (answer as (payload: unknown) => unknown)(payload) : answer;
};
const LABEL = { label_url: 'https://api.tezgah.example/v1/documents/x', tracking_number: 'AR-123', provider: 'aras' };

describe('cargo and document routes through the gateway', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createHttpApp(CargoRoutesModule, loadGatewayConfig({}));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    answers = {};
    rpc.request.mockReset().mockImplementation((pattern, _ctx, payload) => answerOf(pattern, payload));
    rpc.requestJson
      .mockReset()
      .mockImplementation(async (pattern, _ctx, payload) => new TextEncoder().encode(JSON.stringify(await answerOf(pattern, payload))));
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { role?: Principal['role']; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.role ? { authorization: `Bearer ${token(options.role)}` } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const problems = (response: { json(): { error: { code: string; details?: Record<string, Array<{ code: string }>> } } }) => {
    const { code, details = {} } = response.json().error;
    return { code, fields: Object.fromEntries(Object.entries(details).map(([field, list]) => [field, list.map((p) => p.code)])) };
  };

  describe('POST /v1/cargo/labels', () => {
    it('relays the cargo service’s label (200) for staff, with the caller’s tenant and one package by default', async () => {
      answers[CargoLabelsCreate.name] = LABEL;
      const response = await call('POST', '/v1/cargo/labels', { role: 'staff', body: { order_id: 'ord_1', provider: 'aras' } });
      expect([response.statusCode, response.json()]).toEqual([200, LABEL]);
      expect(rpc.requestJson).toHaveBeenCalledWith(
        CargoLabelsCreate,
        expect.objectContaining({ tenant_id: 'acme', user_id: 7, role: 'staff' }),
        { order_id: 'ord_1', provider: 'aras', package_count: 1 },
        { timeoutMs: 20_000 },
      );
    });

    it('refuses a viewer with 403 and a caller without a token with 401, asking nothing of the cargo service', async () => {
      const viewer = await call('POST', '/v1/cargo/labels', { role: 'viewer', body: { order_id: 'ord_1', provider: 'aras' } });
      const anonymous = await call('POST', '/v1/cargo/labels', { body: { order_id: 'ord_1', provider: 'aras' } });
      expect([viewer.statusCode, problems(viewer).code, anonymous.statusCode, problems(anonymous).code]).toEqual([
        403,
        'auth.insufficient_scope',
        401,
        'auth.token_invalid',
      ]);
      expect(rpc.requestJson).not.toHaveBeenCalled();
    });

    it('names each bad field in Turkish: an unknown carrier, package count, weight, missing order, unknown fields', async () => {
      const response = await call('POST', '/v1/cargo/labels', {
        role: 'staff',
        body: { provider: 'fedex', package_count: 21, weight_kg: 0, note: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(problems(response)).toEqual({
        code: 'validation.failed',
        fields: {
          order_id: ['required'],
          provider: ['one_of'],
          package_count: ['maximum'],
          weight_kg: ['minimum'],
          note: ['unknown_field'],
        },
      });
      expect(response.json().error.details.provider[0].message).toBe(fieldMessage('one_of', { values: CARGO_PROVIDERS }));
      const bounds = await call('POST', '/v1/cargo/labels', {
        role: 'staff',
        body: { order_id: 'o'.repeat(65), provider: 'ups', package_count: 1.5, weight_kg: 1000.5 },
      });
      expect(problems(bounds).fields).toEqual({ order_id: ['max_length'], package_count: ['type_integer'], weight_kg: ['maximum'] });
      const ok = await call('POST', '/v1/cargo/labels', {
        role: 'staff',
        body: { order_id: 'ord_1', provider: 'dhl', package_count: 20, weight_kg: 0.1 },
      });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('POST /v1/cargo/labels/batch', () => {
    it('answers 202 with the cargo service’s job', async () => {
      answers[CargoLabelsBatch.name] = { job_id: 'job_1', accepted: 2 };
      const response = await call('POST', '/v1/cargo/labels/batch', {
        role: 'staff',
        body: { order_ids: ['ord_1', 'ord_2'], provider: 'mng' },
      });
      expect([response.statusCode, response.json()]).toEqual([202, { job_id: 'job_1', accepted: 2 }]);
      expect(rpc.requestJson).toHaveBeenCalledWith(CargoLabelsBatch, expect.objectContaining({ tenant_id: 'acme' }), {
        order_ids: ['ord_1', 'ord_2'],
        provider: 'mng',
        package_count: 1,
      });
    });

    it('names a repeated or malformed order by its index, and bounds the list to 1-100', async () => {
      const repeated = await call('POST', '/v1/cargo/labels/batch', { role: 'staff', body: { order_ids: ['ord_1', 7, 'ord_1', ''] } });
      expect(problems(repeated)).toEqual({
        code: 'validation.failed',
        fields: { 'order_ids.1': ['type_string'], 'order_ids.2': ['order_id_repeated'], 'order_ids.3': ['not_empty'] },
      });
      const empty = await call('POST', '/v1/cargo/labels/batch', { role: 'staff', body: { order_ids: [] } });
      const tooMany = await call('POST', '/v1/cargo/labels/batch', {
        role: 'staff',
        body: { order_ids: Array.from({ length: 101 }, (_, i) => `ord_${i}`), provider: 'fedex' },
      });
      expect([problems(empty).fields, problems(tooMany).fields]).toEqual([
        { order_ids: ['min_items'] },
        { order_ids: ['max_items'], provider: ['one_of'] },
      ]);
      expect((await call('POST', '/v1/cargo/labels/batch', { role: 'viewer', body: { order_ids: ['ord_1'] } })).statusCode).toBe(403);
      expect(rpc.requestJson).not.toHaveBeenCalled();
    });
  });

  describe('GET /v1/cargo/tracking/{tracking_number}', () => {
    it('relays the tracking to a viewer, and refuses a number that is no tracking number', async () => {
      const tracking = { tracking_number: 'AR-123', status: 'in_transit', events: [] };
      answers[CargoTrackingGet.name] = tracking;
      const response = await call('GET', '/v1/cargo/tracking/AR-123', { role: 'viewer' });
      expect([response.statusCode, response.json()]).toEqual([200, tracking]);
      expect(rpc.requestJson).toHaveBeenCalledWith(
        CargoTrackingGet,
        expect.objectContaining({ tenant_id: 'acme' }),
        { tracking_number: 'AR-123' },
        {
          timeoutMs: 20_000,
        },
      );
      for (const bad of ['AR_123', 'AR%20123', 'A'.repeat(65)]) {
        expect(problems(await call('GET', `/v1/cargo/tracking/${bad}`, { role: 'viewer' })).fields).toHaveProperty('tracking_number');
      }
    });

    it('answers another tenant’s number as the cargo service does: 404', async () => {
      answers[CargoTrackingGet.name] = new DomainError('resource.not_found');
      const response = await call('GET', '/v1/cargo/tracking/AR-999', { role: 'viewer' });
      expect([response.statusCode, problems(response).code]).toEqual([404, 'resource.not_found']);
    });
  });

  describe('GET /v1/orders/{id}', () => {
    const order = { id: 'ord_1', status: 'processing' };
    const shipment = {
      provider: 'aras',
      tracking_number: 'AR-123',
      status: 'created',
      package_count: 1,
      weight_kg: null,
      label_url: 'u',
      created_at: 't',
      updated_at: 't',
    };

    it('shows the order with its shipment, and without it (200) when the cargo service does not answer', async () => {
      answers[OrdersGet.name] = order;
      answers[CargoShipmentOfOrder.name] = shipment;
      expect((await call('GET', '/v1/orders/ord_1', { role: 'viewer' })).json()).toEqual({ ...order, shipment });
      answers[CargoShipmentOfOrder.name] = new DomainError('server.unavailable');
      const without = await call('GET', '/v1/orders/ord_1', { role: 'viewer' });
      expect([without.statusCode, without.json()]).toEqual([200, order]);
    });
  });

  describe('GET /v1/documents/{token}', () => {
    const PDF = Buffer.from('%PDF-1.7 label');
    const ZPL = Buffer.from('^XA^FDAR-123^FS^XZ');
    const labelLink = (options: { now?: Date; format?: string } = {}) =>
      links
        .link({ kind: 'label', tenant_id: 'acme', id: 'lbl_01JD3X5Q9V8K4M2N6P7R8S9T0W' }, options)
        .replace('https://api.tezgah.example', '');

    beforeEach(() => {
      answers[CargoLabelDocument.name] = ({ format }: { format: string }) => ({
        content_type: format === 'zpl' ? 'application/zpl' : 'application/pdf',
        filename: `etiket-AR-123.${format}`,
        content_base64: (format === 'zpl' ? ZPL : PDF).toString('base64'),
      });
    });

    it('opens without a bearer token: the PDF bytes, inline, cacheable no longer than the link lives', async () => {
      const response = await call('GET', labelLink());
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('inline; filename="etiket-AR-123.pdf"');
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(86_400 - 60);
      expect(maxAge).toBeLessThanOrEqual(86_400);
      expect(rpc.request).toHaveBeenCalledWith(
        CargoLabelDocument,
        { tenant_id: 'acme', user_id: 0, role: 'viewer', request_id: response.headers['x-request-id'] },
        { id: 'lbl_01JD3X5Q9V8K4M2N6P7R8S9T0W', format: 'pdf' },
      );
    });

    it('serves ZPL with ?format=zpl or Accept: application/zpl, and refuses other formats with 400', async () => {
      for (const response of [
        await call('GET', labelLink({ format: 'zpl' })),
        await call('GET', labelLink(), { headers: { accept: 'application/zpl' } }),
      ]) {
        expect([response.statusCode, response.headers['content-type'], response.rawPayload.equals(ZPL)]).toEqual([
          200,
          'application/zpl',
          true,
        ]);
      }
      expect(problems(await call('GET', labelLink({ format: 'png' }))).fields).toEqual({ format: ['one_of'] });
      expect(problems(await call('GET', labelLink(), { headers: { accept: 'application/json' } })).fields).toEqual({ Accept: ['one_of'] });
    });

    it('answers 401 auth.token_expired after 24 hours and auth.token_invalid for an altered link, asking nothing', async () => {
      const expired = await call('GET', labelLink({ now: new Date(Date.now() - 24 * 3_600_000 - 1_000) }));
      const link = labelLink();
      const at = link.length - 3;
      const altered = await call('GET', link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1));
      expect([expired.statusCode, problems(expired).code, altered.statusCode, problems(altered).code]).toEqual([
        401,
        'auth.token_expired',
        401,
        'auth.token_invalid',
      ]);
      expect(rpc.request).not.toHaveBeenCalled();
    });

    it('answers 404 for a document the service does not find', async () => {
      answers[CargoLabelDocument.name] = new DomainError('resource.not_found');
      const response = await call('GET', labelLink());
      expect([response.statusCode, problems(response).code]).toEqual([404, 'resource.not_found']);
    });

    it('spends the per-IP document budget, not the budget of a user whose token comes along', async () => {
      const response = await call('GET', labelLink(), { role: 'owner' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('300');
      const read = await call('GET', '/v1/cargo/tracking/AR-1', { role: 'owner' });
      expect(read.headers['x-ratelimit-limit']).toBe('600');
    });
  });

  describe('the OpenAPI document', () => {
    let document: OpenAPIObject;
    beforeAll(async () => {
      document = (await call('GET', '/v1/openapi.json')).json();
    });

    it('documents the document link as public, answering PDF, ZPL or XML bytes', () => {
      const open = document.paths['/v1/documents/{token}'].get;
      expect(open?.security).toEqual([]);
      expect(Object.keys((open?.responses['200'] as { content: object }).content)).toEqual([
        'application/pdf',
        'application/zpl',
        'application/xml',
      ]);
      expect(open?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'format', in: 'query', required: false })]));
    });

    it('documents the label requests with their bounds, and the order’s shipment', () => {
      const schemas = document.components?.schemas as Record<
        string,
        { properties: Record<string, Record<string, unknown>>; required?: string[] }
      >;
      expect(schemas['CargoLabelBodyDto'].required).toEqual(['order_id', 'provider']);
      expect(schemas['CargoLabelBodyDto'].properties['order_id']).toMatchObject({ maxLength: 64 });
      expect(schemas['LabelBatchBodyDto'].properties['order_ids']).toMatchObject({
        maxItems: 100,
        items: { type: 'string', maxLength: 64 },
      });
      expect(schemas['OrderResponse'].properties['shipment']).toMatchObject({ nullable: true });
      expect(document.paths['/v1/cargo/labels/batch'].post?.responses['202']).toBeDefined();
      expect(document.paths['/v1/cargo/labels'].post?.responses['200']).toBeDefined();
    });
  });
});
