import type { RequestContext, RpcPattern } from '@tezgah/contracts';

export interface RpcRequestOptions {
  /** How long to wait for the answer; past it the caller gets `server.unavailable`. */
  timeoutMs?: number;
}

/** A result's JSON text as the handler's side encoded it, for callers that pass it on unread. */
export type RpcJson<Res> = Uint8Array & { readonly __json?: Res };

export type RpcHandlerFn<Req, Res> = (payload: Req, ctx: RequestContext) => Promise<Res>;

/**
 * Request/reply between services. In-process and NATS implement it identically: payloads and
 * results cross as JSON, a thrown DomainError reaches the caller as an equal DomainError, any
 * other error as `server.internal`, and a missing, silent or unreachable handler as
 * `server.unavailable`.
 */
export interface RpcTransport {
  request<Req, Res>(pattern: RpcPattern<Req, Res>, ctx: RequestContext, payload: Req, opts?: RpcRequestOptions): Promise<Res>;
  /**
   * `request`, but the result stays JSON text: a caller relaying it unchanged (the gateway to
   * HTTP) skips parsing and re-serialising it. Errors are thrown as by `request`.
   */
  requestJson<Req, Res>(pattern: RpcPattern<Req, Res>, ctx: RequestContext, payload: Req, opts?: RpcRequestOptions): Promise<RpcJson<Res>>;
  serve<Req, Res>(pattern: RpcPattern<Req, Res>, handler: RpcHandlerFn<Req, Res>): Promise<void>;
  /** Stops taking requests and waits for the handlers still running; `request` keeps working. */
  drain(): Promise<void>;
  /** Drains, then releases the connection. */
  close(): Promise<void>;
}

export const DEFAULT_RPC_TIMEOUT_MS = 10_000;
