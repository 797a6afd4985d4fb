import type { RequestContext, RpcPattern } from '@tezgah/contracts';
import { connect, JSONCodec, type Msg, type NatsConnection, type Subscription } from 'nats';
import { InFlight } from '../in-flight';
import { consoleLogger, errorFields, type MessagingLogger } from '../logger';
import { isClaim, NatsClaimCheck } from './nats-claim-check';
import { NatsReplyInbox } from './nats-reply-inbox';
import { encodeSuccess, failureReply, resultJson, unavailable, unwrapReply, type RpcEnvelope, type RpcReply } from './rpc-reply';
import { DEFAULT_RPC_TIMEOUT_MS, type RpcHandlerFn, type RpcJson, type RpcRequestOptions, type RpcTransport } from './rpc-transport';

export interface NatsRpcOptions {
  url: string;
  /** `TEZGAH_NAMESPACE`: subjects are `<namespace>.rpc.<pattern name>`. */
  namespace: string;
  /** Replicas of one service share a queue group `<namespace>.<serviceName>` and so the load. */
  serviceName: string;
  defaultTimeoutMs?: number;
  /**
   * Encoded requests and replies larger than this travel through a JetStream object store
   * (`<namespace>_rpc_payloads`); default: the server's `max_payload` less 64 KiB.
   */
  largePayloadThresholdBytes?: number;
  logger?: MessagingLogger;
}

/**
 * Request/reply over NATS core: one JSON document each way, replies on the muxed inbox. A
 * document too large for a NATS message travels as a claim on an object (`NatsClaimCheck`).
 */
export class NatsRpcTransport implements RpcTransport {
  private readonly codec = JSONCodec<unknown>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly inFlight = new InFlight();
  private readonly queueGroup: string;
  private readonly subjectPrefix: string;
  private readonly defaultTimeoutMs: number;
  private readonly logger: MessagingLogger;
  private readonly claims: NatsClaimCheck;
  private readonly inbox: NatsReplyInbox;

  private constructor(
    private readonly nc: NatsConnection,
    options: NatsRpcOptions,
  ) {
    this.queueGroup = `${options.namespace}.${options.serviceName}`;
    this.subjectPrefix = `${options.namespace}.rpc.`;
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    this.logger = options.logger ?? consoleLogger;
    this.inbox = new NatsReplyInbox(nc);
    this.claims = new NatsClaimCheck(nc, this.inbox, {
      namespace: options.namespace,
      thresholdBytes: options.largePayloadThresholdBytes,
      logger: this.logger,
    });
  }

  static async connect(options: NatsRpcOptions): Promise<NatsRpcTransport> {
    const nc = await connect({
      servers: options.url,
      name: `${options.namespace}.${options.serviceName}`,
      // A service outlives any NATS restart: never give up reconnecting (the default stops after 10).
      maxReconnectAttempts: -1,
      // nats.js's own requests (the object store's JetStream calls) then capture no Error with its stack.
      noAsyncTraces: true,
    });
    return new NatsRpcTransport(nc, options);
  }

  async request<Req, Res>(pattern: RpcPattern<Req, Res>, ctx: RequestContext, payload: Req, opts?: RpcRequestOptions): Promise<Res> {
    const reply = await this.exchange(pattern.name, { ctx, payload }, opts);
    return unwrapReply(this.codec.decode(reply) as RpcReply<Res>);
  }

  async requestJson<Req, Res>(
    pattern: RpcPattern<Req, Res>,
    ctx: RequestContext,
    payload: Req,
    opts?: RpcRequestOptions,
  ): Promise<RpcJson<Res>> {
    const reply = await this.exchange(pattern.name, { ctx, payload }, opts);
    return resultJson(reply, (bytes) => this.codec.decode(bytes));
  }

  async serve<Req, Res>(pattern: RpcPattern<Req, Res>, handler: RpcHandlerFn<Req, Res>): Promise<void> {
    if (this.subscriptions.has(pattern.name)) {
      throw new Error(`rpc pattern ${pattern.name} is already served in this process`);
    }
    const name = pattern.name;
    const subscription = this.nc.subscribe(this.subjectPrefix + name, {
      queue: this.queueGroup,
      callback: (error, msg) => {
        if (error) this.logger.error({ ...errorFields(error), pattern: name }, 'rpc subscription failed');
        else void this.answer(name, handler as RpcHandlerFn<unknown, unknown>, msg);
      },
    });
    this.subscriptions.set(name, subscription);
    // Served means reachable: the subscription must be known to the server before callers rely on it.
    await this.nc.flush();
  }

  async drain(): Promise<void> {
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    await Promise.all(subscriptions.map((subscription) => subscription.drain()));
    await this.inFlight.idle();
  }

  async close(): Promise<void> {
    if (this.nc.isClosed()) return;
    await this.drain();
    this.inbox.close();
    await this.nc.close();
  }

  /** Sends a request and returns the reply's bytes, redeemed if it came as a claim. */
  private async exchange(name: string, envelope: RpcEnvelope<unknown>, opts?: RpcRequestOptions): Promise<Uint8Array> {
    const data = this.codec.encode(envelope);
    const subject = this.subjectPrefix + name;
    const timeout = opts?.timeoutMs ?? this.defaultTimeoutMs;
    let msg: Msg;
    try {
      msg = this.claims.isLarge(data)
        ? await this.claims.request(subject, data, timeout)
        : await this.inbox.request(subject, data, timeout);
    } catch (error) {
      // No responders, timeout, connection closed, no object store: whatever it is, nobody answered.
      throw unavailable(error);
    }
    return isClaim(msg) ? await this.claims.redeem(msg) : msg.data;
  }

  private async answer(pattern: string, handler: RpcHandlerFn<unknown, unknown>, msg: Msg): Promise<void> {
    if (!msg.reply) return; // a plain publish: nobody waits for an answer
    this.inFlight.begin();
    let data: Uint8Array;
    try {
      const body = isClaim(msg) ? await this.claims.redeem(msg) : msg.data;
      const { ctx, payload } = this.codec.decode(body) as RpcEnvelope<unknown>;
      data = encodeSuccess(await handler(payload, ctx));
    } catch (error) {
      data = this.codec.encode(failureReply(error, pattern, this.logger));
    }
    // Still in flight until sent: a large reply is being stored, and close() must wait for it.
    try {
      if (this.claims.isLarge(data)) await this.respondWithClaim(pattern, msg, data);
      else msg.respond(data);
    } catch (error) {
      this.logger.error({ ...errorFields(error), pattern }, 'rpc reply could not be sent');
    } finally {
      this.inFlight.end();
    }
  }

  /** If the store refuses the reply, the caller hears `server.unavailable` now, not at its timeout. */
  private async respondWithClaim(pattern: string, msg: Msg, data: Uint8Array): Promise<void> {
    try {
      await this.claims.respond(msg, data);
    } catch (error) {
      this.logger.error({ ...errorFields(error), pattern }, 'rpc reply could not be sent as a claim');
      msg.respond(this.codec.encode(failureReply(unavailable(error), pattern, this.logger)));
    }
  }
}
