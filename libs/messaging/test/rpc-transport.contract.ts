import { definePattern, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { MessagingLogger } from '../src/logger';
import type { RpcTransport } from '../src/rpc/rpc-transport';

export interface RpcPair {
  /** The side that serves (the service). */
  server: RpcTransport;
  /** The side that asks (the gateway): a separate connection where the transport has one. */
  client: RpcTransport;
  close(): Promise<void>;
}

export const ctx: RequestContext = { tenant_id: 'ten_1', user_id: 7, role: 'staff', request_id: 'req_1' };

/** A logger that remembers what it was told, to prove what the server side logged. */
export function recordingLogger(): MessagingLogger & { errors: Array<Record<string, unknown>> } {
  const errors: Array<Record<string, unknown>> = [];
  return { errors, error: (obj) => errors.push(obj), warn: () => undefined };
}

/** One behaviour, every transport: the suite both the in-process and the NATS transport pass. */
export function rpcTransportContract(name: string, open: (logger: MessagingLogger) => Promise<RpcPair>): void {
  describe(`${name} (RpcTransport contract)`, () => {
    let pair: RpcPair;
    let logger: ReturnType<typeof recordingLogger>;
    let seq = 0;
    const pattern = <Req, Res>() => definePattern<Req, Res>(`test.things.p${++seq}`);

    beforeEach(async () => {
      logger = recordingLogger();
      pair = await open(logger);
    });
    afterEach(() => pair.close());

    it('answers with the handler result, both sides seeing JSON (dates become strings)', async () => {
      const echo = pattern<{ at: Date }, { at: Date; ctx: RequestContext }>();
      await pair.server.serve(echo, async (payload, requestCtx) => ({ at: payload.at, ctx: requestCtx }));
      const at = new Date('2026-01-02T03:04:05.000Z');

      const result = await pair.client.request(echo, ctx, { at });

      expect(result).toEqual({ at: '2026-01-02T03:04:05.000Z', ctx });
    });

    it('answers undefined when the handler returns nothing', async () => {
      const nothing = pattern<object, void>();
      await pair.server.serve(nothing, async () => undefined);
      await expect(pair.client.request(nothing, ctx, {})).resolves.toBeUndefined();
    });

    it('rethrows a DomainError on the caller side with its code, details and retry-after', async () => {
      const failing = pattern<object, never>();
      await pair.server.serve(failing, async () => {
        throw new DomainError('rate_limit.exceeded', { limit: 10, fields: { sku: ['taken'] } }, 30);
      });

      const error = await pair.client.request(failing, ctx, {}).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).toWire()).toEqual({
        code: 'rate_limit.exceeded',
        status: 429,
        details: { limit: 10, fields: { sku: ['taken'] } },
        retry_after: 30,
      });
      expect(logger.errors).toHaveLength(0);
    });

    it('turns any other error into server.internal without its text, and logs it on the server side', async () => {
      const buggy = pattern<object, never>();
      await pair.server.serve(buggy, async () => {
        throw new Error('password=hunter2 in a stack');
      });

      const error = await pair.client.request(buggy, ctx, {}).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).toWire()).toEqual({ code: 'server.internal', status: 500 });
      expect(JSON.stringify(error)).not.toContain('hunter2');
      expect(logger.errors).toEqual([expect.objectContaining({ pattern: buggy.name })]);
    });

    it('hands the result over as its JSON text when asked to (requestJson), unparsed and exact', async () => {
      const page = pattern<object, { data: Array<{ title: string; at: Date }> }>();
      const at = new Date('2026-01-02T03:04:05.000Z');
      await pair.server.serve(page, async () => ({ data: [{ title: 'Keten Gömlek "İpek" }', at }] }));

      const json = await pair.client.requestJson(page, ctx, {});

      expect(new TextDecoder().decode(json)).toBe(JSON.stringify({ data: [{ title: 'Keten Gömlek "İpek" }', at }] }));
    });

    it('gives null as the JSON of nothing, and throws errors from requestJson as request does', async () => {
      const nothing = pattern<object, void>();
      const failing = pattern<object, never>();
      await pair.server.serve(nothing, async () => undefined);
      await pair.server.serve(failing, async () => {
        throw new DomainError('resource.not_found');
      });

      expect(new TextDecoder().decode(await pair.client.requestJson(nothing, ctx, {}))).toBe('null');
      const error = await pair.client.requestJson(failing, ctx, {}).catch((e: unknown) => e);
      expect((error as DomainError).toWire()).toEqual({ code: 'resource.not_found', status: 404 });
      const unserved = await pair.client.requestJson(pattern<object, never>(), ctx, {}).catch((e: unknown) => e);
      expect((unserved as DomainError).code).toBe('server.unavailable');
    });

    it('answers server.unavailable when nobody serves the pattern', async () => {
      const error = await pair.client.request(pattern<object, never>(), ctx, {}).catch((e: unknown) => e);
      expect((error as DomainError).code).toBe('server.unavailable');
    });

    it('answers server.unavailable when the handler does not answer in time', async () => {
      const slow = pattern<object, string>();
      await pair.server.serve(slow, () => new Promise((resolve) => setTimeout(() => resolve('late'), 500)));
      const started = Date.now();

      const error = await pair.client.request(slow, ctx, {}, { timeoutMs: 100 }).catch((e: unknown) => e);

      expect((error as DomainError).code).toBe('server.unavailable');
      expect(Date.now() - started).toBeLessThan(450);
    });

    it('lets a running handler finish when drained, and takes no new requests after', async () => {
      const slow = pattern<object, string>();
      await pair.server.serve(slow, () => new Promise((resolve) => setTimeout(() => resolve('done'), 150)));
      const running = pair.client.request(slow, ctx, {});
      await new Promise((resolve) => setTimeout(resolve, 50));

      await pair.server.drain();

      await expect(running).resolves.toBe('done');
      const after = await pair.client.request(slow, ctx, {}, { timeoutMs: 200 }).catch((e: unknown) => e);
      expect((after as DomainError).code).toBe('server.unavailable');
    });
  });
}
