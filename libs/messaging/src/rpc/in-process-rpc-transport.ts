import type { RequestContext, RpcPattern } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { InFlight } from '../in-flight';
import { consoleLogger, type MessagingLogger } from '../logger';
import { jsonClone } from './json-clone';
import { failureReply, jsonOfResult, unavailable } from './rpc-reply';
import { DEFAULT_RPC_TIMEOUT_MS, type RpcHandlerFn, type RpcJson, type RpcRequestOptions, type RpcTransport } from './rpc-transport';

export interface InProcessRpcOptions {
  defaultTimeoutMs?: number;
  logger?: MessagingLogger;
}

/** Request/reply inside one process (the single-process shape), with NATS's semantics. */
export class InProcessRpcTransport implements RpcTransport {
  private readonly handlers = new Map<string, RpcHandlerFn<unknown, unknown>>();
  private readonly inFlight = new InFlight();
  private readonly defaultTimeoutMs: number;
  private readonly logger: MessagingLogger;
  private accepting = true;

  constructor(options: InProcessRpcOptions = {}) {
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    this.logger = options.logger ?? consoleLogger;
  }

  async request<Req, Res>(pattern: RpcPattern<Req, Res>, ctx: RequestContext, payload: Req, opts?: RpcRequestOptions): Promise<Res> {
    return jsonClone((await this.call(pattern.name, ctx, payload, opts)) as Res);
  }

  async requestJson<Req, Res>(
    pattern: RpcPattern<Req, Res>,
    ctx: RequestContext,
    payload: Req,
    opts?: RpcRequestOptions,
  ): Promise<RpcJson<Res>> {
    return jsonOfResult(await this.call(pattern.name, ctx, payload, opts));
  }

  async serve<Req, Res>(pattern: RpcPattern<Req, Res>, handler: RpcHandlerFn<Req, Res>): Promise<void> {
    if (this.handlers.has(pattern.name)) {
      throw new Error(`rpc pattern ${pattern.name} is already served in this process`);
    }
    this.handlers.set(pattern.name, handler as RpcHandlerFn<unknown, unknown>);
  }

  async drain(): Promise<void> {
    this.accepting = false;
    await this.inFlight.idle();
  }

  async close(): Promise<void> {
    await this.drain();
    this.handlers.clear();
  }

  /** Runs the handler as the NATS server side would: JSON in, errors mapped to wire errors, a timeout. */
  private async call(pattern: string, ctx: RequestContext, payload: unknown, opts?: RpcRequestOptions): Promise<unknown> {
    const handler = this.accepting ? this.handlers.get(pattern) : undefined;
    if (!handler) throw unavailable();
    const answer = this.answer(pattern, handler, jsonClone(payload), jsonClone(ctx));
    const timeoutMs = opts?.timeoutMs ?? this.defaultTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable()), timeoutMs);
    });
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async answer(pattern: string, handler: RpcHandlerFn<unknown, unknown>, payload: unknown, ctx: RequestContext): Promise<unknown> {
    this.inFlight.begin();
    try {
      return await handler(payload, ctx);
    } catch (error) {
      throw DomainError.fromWire(jsonClone(failureReply(error, pattern, this.logger).error));
    } finally {
      this.inFlight.end();
    }
  }
}
