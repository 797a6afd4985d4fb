import { DomainError } from '@tezgah/errors';
import type { FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the console reconnects and gets the current state first. */
const MAX_STREAM_MS = 10 * 60_000;
/** Open streams per user, beyond which another is refused (429) instead of reading without bound. */
export const MAX_STREAMS_PER_USER = 10;

const open = new Map<number, number>();

export interface LiveStream<T> {
  /** The SSE event name (`job`, `attention`). */
  event: string;
  /** How often the state is read again while the stream is open; only changes are sent. */
  everyMs: number;
  read: () => Promise<T>;
  /** True when nothing more will change: the stream ends after sending it. */
  finished?: (state: T) => boolean;
}

/**
 * Streams a state as server-sent events (`event: <name>`, the state as JSON `data`): at once,
 * then on each change, until it is finished, the caller goes away or the stream's time is up.
 * The first read happened before (a missing or another tenant's resource was a 404 before any byte
 * was written); the request passed the gateway's authentication, tenant scoping and read budget
 * like any GET. The gateway reads the state in-process (or over NATS) for its open streams only:
 * browsers hold one connection instead of polling (docs/console.md, Live progress).
 */
export async function streamChanges<T>(reply: FastifyReply, userId: number, first: T, stream: LiveStream<T>): Promise<void> {
  const count = open.get(userId) ?? 0;
  if (count >= MAX_STREAMS_PER_USER) throw new DomainError('rate_limit.exceeded', undefined, 5, 'too many open live streams');
  open.set(userId, count + 1);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  raw.on('close', () => (closed = true));
  let sent = JSON.stringify(first);
  const send = (data: string) => raw.write(`event: ${stream.event}\ndata: ${data}\n\n`);
  const started = Date.now();
  let lastWrite = started;
  let last = first;
  try {
    send(sent);
    while (!closed && !stream.finished?.(last) && Date.now() - started < MAX_STREAM_MS) {
      await new Promise((resolve) => setTimeout(resolve, stream.everyMs));
      if (closed) break;
      const state = await stream.read().catch(() => last);
      const data = JSON.stringify(state);
      if (data !== sent) send(data);
      else if (Date.now() - lastWrite > HEARTBEAT_MS) raw.write(': heartbeat\n\n');
      else continue;
      lastWrite = Date.now();
      sent = data;
      last = state;
    }
  } finally {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
    if (!closed) raw.end();
  }
}
