import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { testCertificates, type TestCertificates } from './test-certificates';

/** One answer of the receiver. `delayMs` longer than the sender's timeout makes a slow endpoint. */
export interface ReceiverResponse {
  status: number;
  delayMs?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ReceivedRequest {
  /** The request target as sent, query included. */
  path: string;
  method: string;
  /** Lowercase names, as node:http gives them. */
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  body: unknown;
  /** Date.now() when the request arrived, before any delay of its answer. */
  receivedAt: number;
  /** performance.now() at the same moment, for measuring intervals between deliveries. */
  hrReceivedAt: number;
}

export interface HttpsReceiverOptions {
  /** Default: testCertificates(), whose CA `NODE_EXTRA_CA_CERTS` or a `ca` option must trust. */
  certificates?: Pick<TestCertificates, 'certPem' | 'keyPem'>;
  /** The answer of every path without its own; default 200 with an empty body. */
  defaultResponse?: ReceiverResponse;
}

export interface HttpsReceiver {
  /** `https://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  port: number;
  /** `url` followed by `path` (`/hooks/a` → `https://127.0.0.1:<port>/hooks/a`). */
  urlFor(path: string): string;
  /** Every request so far, in the order of arrival. */
  requests: ReceivedRequest[];
  /** The requests to `path`: without a query it matches any query, with one only that exact target. */
  requestsTo(path: string): ReceivedRequest[];
  /**
   * Resolves with all requests once `until` holds: a count of requests, or a condition on them all.
   * Rejects after `timeoutMs` (default 5 s) with what did arrive.
   */
  waitFor(until: number | ((requests: ReceivedRequest[]) => boolean), timeoutMs?: number): Promise<ReceivedRequest[]>;
  /**
   * How requests to `path` (matched like `requestsTo`) are answered from now on: the responses in
   * order, then the last one again for every further request.
   */
  respond(path: string, responses: ReceiverResponse | ReceiverResponse[]): void;
  close(): Promise<void>;
}

interface Waiter {
  ready(): boolean;
  resolve(): void;
  reject(error: Error): void;
}

/** A webhook endpoint for tests: HTTPS on 127.0.0.1 with a certificate of the throwaway test CA. */
export async function startHttpsReceiver(options: HttpsReceiverOptions = {}): Promise<HttpsReceiver> {
  const { certPem, keyPem } = options.certificates ?? testCertificates();
  const defaultResponse = options.defaultResponse ?? { status: 200 };
  const requests: ReceivedRequest[] = [];
  const behaviours = new Map<string, { responses: ReceiverResponse[]; next: number }>();
  const waiters = new Set<Waiter>();
  const pending = new Set<NodeJS.Timeout>();

  const behaviourOf = (target: string) => behaviours.get(target) ?? behaviours.get(pathOnly(target));
  const nextResponse = (target: string): ReceiverResponse => {
    const behaviour = behaviourOf(target);
    if (!behaviour) return defaultResponse;
    const response = behaviour.responses[Math.min(behaviour.next, behaviour.responses.length - 1)];
    behaviour.next++;
    return response;
  };
  const record = (request: ReceivedRequest) => {
    requests.push(request);
    for (const waiter of waiters) if (waiter.ready()) waiter.resolve();
  };

  const answer = (res: ServerResponse, response: ReceiverResponse) => {
    if (res.destroyed) return;
    res.writeHead(response.status, response.headers);
    res.end(response.body ?? '');
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const receivedAt = Date.now();
    const hrReceivedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined); // a sender that resets mid-body is its own failure, not the receiver's
    req.on('end', () => {
      const target = req.url ?? '/';
      const rawBody = Buffer.concat(chunks);
      record({ path: target, method: req.method ?? '', headers: req.headers, rawBody, body: parseJson(rawBody), receivedAt, hrReceivedAt });
      const response = nextResponse(target);
      if (!response.delayMs) return answer(res, response);
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer(res, response);
      }, response.delayMs);
      pending.add(timer);
      // The sender gave up waiting: nothing left to answer.
      res.once('close', () => {
        clearTimeout(timer);
        pending.delete(timer);
      });
    });
  };

  const server = createServer({ cert: certPem, key: keyPem, keepAlive: true }, handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `https://127.0.0.1:${port}`;

  return {
    url,
    port,
    urlFor: (path) => `${url}${path.startsWith('/') ? path : `/${path}`}`,
    requests,
    requestsTo: (path) => requests.filter((request) => matches(path, request.path)),
    waitFor(until, timeoutMs = 5_000) {
      const ready = typeof until === 'number' ? () => requests.length >= until : () => until(requests);
      if (ready()) return Promise.resolve([...requests]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const wanted = typeof until === 'number' ? `${until} request(s)` : 'the condition';
          reject(new Error(`waited ${timeoutMs} ms for ${wanted}; ${describeArrivals(requests)}`));
        }, timeoutMs);
        const settle = (outcome: () => void) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          outcome();
        };
        const waiter: Waiter = {
          ready,
          resolve: () => settle(() => resolve([...requests])),
          reject: (error) => settle(() => reject(error)),
        };
        waiters.add(waiter);
      });
    },
    respond(path, responses) {
      const list = Array.isArray(responses) ? responses : [responses];
      if (!list.length) throw new Error(`respond(${path}): at least one response`);
      behaviours.set(path, { responses: list, next: 0 });
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      for (const waiter of waiters) waiter.reject(new Error(`receiver closed; ${describeArrivals(requests)}`));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

function pathOnly(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

function matches(path: string, target: string): boolean {
  return path.includes('?') ? path === target : path === pathOnly(target);
}

function parseJson(raw: Buffer): unknown {
  if (!raw.length) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

function describeArrivals(requests: ReceivedRequest[]): string {
  if (!requests.length) return 'none arrived';
  const first = requests[0].hrReceivedAt;
  const lines = requests.map((request) => `  ${request.method} ${request.path} at +${Math.round(request.hrReceivedAt - first)} ms`);
  return `${requests.length} arrived:\n${lines.join('\n')}`;
}
