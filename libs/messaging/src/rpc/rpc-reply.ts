import type { RequestContext, WireError } from '@tezgah/contracts';
import { DomainError, toWireError } from '@tezgah/errors';
import { errorFields, type MessagingLogger } from '../logger';

/** What a handler's answer looks like on the wire. */
export type RpcFailure = { ok: false; error: WireError };
export type RpcReply<Res> = { ok: true; result: Res } | RpcFailure;

/** The request as it travels: the context beside the payload, one JSON document. */
export interface RpcEnvelope<Req> {
  ctx: RequestContext;
  payload: Req;
}

/**
 * A handler's failure as a reply. A DomainError is the handler speaking to the caller; anything
 * else is a bug whose text must not leave the service, so it is logged here and sent as
 * `server.internal`.
 */
export function failureReply(error: unknown, pattern: string, logger: MessagingLogger): RpcFailure {
  if (!(error instanceof DomainError)) {
    logger.error({ ...errorFields(error), pattern }, 'rpc handler failed');
  }
  return { ok: false, error: toWireError(error) };
}

const textEncoder = new TextEncoder();
const SUCCESS_PREFIX = '{"ok":true,"result":';
const SUCCESS_PREFIX_BYTES = textEncoder.encode(SUCCESS_PREFIX);
const CLOSING_BRACE = '}'.charCodeAt(0);

/** A result as `requestJson` hands it over: its JSON text, `null` for nothing. */
export function jsonOfResult(result: unknown): Uint8Array {
  return textEncoder.encode(JSON.stringify(result ?? null));
}

/**
 * A success reply as JSON text. The result's JSON always sits between a fixed prefix and the last
 * byte, so a caller that relays it (`resultJson`) can cut it out without parsing it. Written
 * straight into one buffer: a page of products is ~20 KiB, not worth a joined string and a copy.
 */
export function encodeSuccess(result: unknown): Uint8Array {
  if (result === undefined) return textEncoder.encode('{"ok":true}');
  const json = JSON.stringify(result);
  const bytes = Buffer.allocUnsafe(SUCCESS_PREFIX_BYTES.length + Buffer.byteLength(json) + 1);
  bytes.set(SUCCESS_PREFIX_BYTES);
  const end = SUCCESS_PREFIX_BYTES.length + bytes.write(json, SUCCESS_PREFIX_BYTES.length);
  bytes[end] = CLOSING_BRACE;
  return bytes;
}

/**
 * The JSON text of a reply's result, unparsed (a view of `reply`, not a copy), or its error
 * rethrown. `parse` reads a reply that is not a plain success.
 */
export function resultJson(reply: Uint8Array, parse: (bytes: Uint8Array) => unknown): Uint8Array {
  if (startsWith(reply, SUCCESS_PREFIX_BYTES)) return reply.subarray(SUCCESS_PREFIX_BYTES.length, reply.length - 1);
  return jsonOfResult(unwrapReply(parse(reply) as RpcReply<unknown>));
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length <= prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/** The result of a reply, or its error rethrown on the caller's side. */
export function unwrapReply<Res>(reply: RpcReply<Res>): Res {
  if (reply.ok) return reply.result;
  throw DomainError.fromWire(reply.error);
}

/** No handler, no answer in time, or no connection: to the caller all mean "try later". */
export function unavailable(cause?: unknown): DomainError {
  const error = new DomainError('server.unavailable');
  // Kept for the caller's logs only: the wire error carries the code, never this text.
  if (cause !== undefined) error.cause = cause;
  return error;
}
