import type { JobDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { FastifyReply } from 'fastify';

/** How often an open stream asks the jobs service; only changes are sent. */
export const JOB_STREAM_POLL_MS = 500;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; EventSource-style clients reconnect and get the current state. */
const MAX_STREAM_MS = 10 * 60_000;
/** Open streams per user, beyond which another is refused (429) instead of polling without bound. */
export const MAX_STREAMS_PER_USER = 10;

const FINISHED = new Set(['completed', 'failed']);
const open = new Map<number, number>();

/**
 * Streams a job's state as server-sent events (`event: job`, the Job as `data`) until it finishes,
 * the caller goes away or the stream's time is up. The first read already happened (a missing or
 * another tenant's job was a 404 before any byte was written); the request passed the gateway's
 * authentication, tenant scoping and read budget like any GET.
 */
export async function streamJob(reply: FastifyReply, userId: number, first: JobDto, read: () => Promise<JobDto>): Promise<void> {
  const count = open.get(userId) ?? 0;
  if (count >= MAX_STREAMS_PER_USER) throw new DomainError('rate_limit.exceeded', undefined, 5, 'too many open job streams');
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
  const send = (job: JobDto) => raw.write(`event: job\nid: ${job.updated_at}\ndata: ${JSON.stringify(job)}\n\n`);
  const started = Date.now();
  let lastBeat = started;
  let last = first;
  try {
    send(first);
    while (!closed && !FINISHED.has(last.status) && Date.now() - started < MAX_STREAM_MS) {
      await new Promise((resolve) => setTimeout(resolve, JOB_STREAM_POLL_MS));
      if (closed) break;
      const job = await read().catch(() => last);
      if (job.status !== last.status || job.progress !== last.progress || job.updated_at !== last.updated_at) send(job);
      else if (Date.now() - lastBeat > HEARTBEAT_MS) raw.write(': heartbeat\n\n');
      else continue;
      lastBeat = Date.now();
      last = job;
    }
  } finally {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
    if (!closed) raw.end();
  }
}
