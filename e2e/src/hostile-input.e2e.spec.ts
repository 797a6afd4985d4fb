/* eslint-disable @typescript-eslint/no-explicit-any -- responses and the document are read as JSON */
// Property-based: every operation of our own OpenAPI document, fed generated hostile bodies, path
// parameters and queries (docs/decisions.md "Hostile input"). Seeded and reproducible: a failure
// prints its seed and path; TEZGAH_FUZZ_SEED and TEZGAH_FUZZ_RUNS replay or widen a run. A new
// endpoint is covered by being in the document.
import { request as httpRequest } from 'node:http';
import { ERROR_MESSAGES_TR, ERROR_STATUS } from '@tezgah/contracts';
import { api, eventually, randomSecret, startSystem, uniqueIp, type Api, type System } from '@tezgah/testing';
import fc from 'fast-check';
import * as jwt from 'jsonwebtoken';
import { ContractJudge, operationsOf, resolve, type Operation, type Schema } from './hostile-input/contract';
import { hostileRequests, type HostileRequest } from './hostile-input/hostile-requests';

const SEED = Number(process.env['TEZGAH_FUZZ_SEED'] ?? 20261124);
const RUNS = Number(process.env['TEZGAH_FUZZ_RUNS'] ?? 30);
/** Callers the requests are spread over, each with its own rate budgets (decisions §4). */
const CALLERS = 40;
const PASSWORD = randomSecret();
const OWNER = 'owner@fuzz.tezgah.dev';

/** `POST /auth/logout` ends the caller's own session whatever it is sent: it has no input to be hostile with. */
const NO_INPUT_TO_FUZZ = new Set(['POST /v1/auth/logout']);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

describe('hostile input through the gateway (single shape)', () => {
  let system: System;
  let client: Api;
  let document: any;
  let tokens: string[];
  let fixtures: Record<string, string>;
  let calls = 0;

  beforeAll(async () => {
    system = await startSystem({ shape: 'single', users: [{ tenant: 'fuzz', email: OWNER, role: 'owner', password: PASSWORD }] });
    client = api(system.baseUrl);
    document = (await client.request('GET', '/openapi.json')).body;
    // The owner's own token, then owner tokens of the tenant signed for other user ids: each caller
    // spends its own rate budgets, so hundreds of requests a minute reach the validation under test.
    const owner = (await client.tokens(OWNER, PASSWORD)).access_token;
    const claims = jwt.decode(owner) as jwt.JwtPayload;
    tokens = [owner];
    for (let i = 1; i < CALLERS; i += 1) {
      tokens.push(jwt.sign({ ...claims, sub: String(900_000 + i), jti: randomSecret() }, system.jwtSecret, { algorithm: 'HS256' }));
    }
    const token = tokens[0];
    const create = async (path: string, body: unknown, field = 'id') => {
      const response = await client.request('POST', path, { token, body });
      expect({ path, status: response.status }).toEqual({ path, status: path.endsWith('bulk') ? 202 : 201 });
      return response.body[field] as string;
    };
    const webhook = { url: 'https://127.0.0.1:9/hook', events: ['order.created'] };
    // A DELETE that succeeds takes its own fixture with it: it gets one of its own.
    fixtures = {
      products: await create('/products', { sku: 'FUZZ-BASE', title: 'Sabit ürün', price: 10, stock: 5 }),
      'DELETE products': await create('/products', { sku: 'FUZZ-DELETE', title: 'Silinecek ürün', price: 10 }),
      webhooks: await create('/webhooks', webhook),
      'DELETE webhooks': await create('/webhooks', webhook),
      jobs: await create('/products/bulk', { products: [{ sku: 'FUZZ-BULK', title: 'Toplu', price: 1 }] }, 'job_id'),
    };
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  /** Raw HTTP, so paths, encodings and bodies go out exactly as generated. */
  const send = (request: HostileRequest, token: string | undefined): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(system.baseUrl);
      const query = new URLSearchParams(request.query).toString();
      const body = request.body === undefined ? undefined : 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
      // An API client: the grant callback answers a browser with a page, a client with the envelope.
      const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), accept: 'application/json' };
      if (token) headers['authorization'] = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const outgoing = httpRequest(
        { host: url.hostname, port: url.port, method: request.method, path: `${request.path}${query ? `?${query}` : ''}`, headers },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const fixtureFor = (operation: Operation, parameter: string): string => {
    if (parameter === 'slug') return 'n11';
    const resource = operation.path.split('/')[2];
    const fixture = fixtures[`${operation.method} ${resource}`] ?? fixtures[resource];
    return parameter === 'id' && fixture ? fixture : `${parameter}_01M8500000000000000000000`;
  };

  /** What a refused write must leave as it was: counts, and the fixture product's stock and fields. */
  const snapshot = async (token: string) => {
    const read = async (path: string) => {
      const response = await client.request('GET', path, { token });
      if (response.status !== 200) throw new Error(`snapshot: GET ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    };
    const [products, product, webhooks, orders, marketplaces] = await Promise.all([
      read('/products?per_page=1'),
      read(`/products/${fixtures['products']}`),
      read('/webhooks'),
      read('/orders?per_page=1'),
      read('/marketplaces'),
    ]);
    return {
      products: products.pagination.total,
      product: { sku: product.sku, title: product.title, price: product.price, stock: product.stock },
      webhooks: webhooks.length,
      orders: orders.pagination.total,
      connected: marketplaces.filter((m: any) => m.status !== 'disconnected').length,
    };
  };

  /** Waits until the job an answer names (`job_id`) is completed or failed, as a client would. */
  const jobFinished = async (answer: Answer) => {
    let jobId: unknown;
    try {
      jobId = JSON.parse(answer.text)?.job_id;
    } catch {
      return;
    }
    if (typeof jobId !== 'string') return;
    await eventually(
      async () => ['completed', 'failed'].includes((await client.request('GET', `/jobs/${jobId}`, { token: tokens[0] })).body.status),
      {
        timeoutMs: 30_000,
        intervalMs: 50,
      },
    );
  };

  const expectEnvelope = (answer: Answer, context: string) => {
    let body: any;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new Error(`${context}: ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`);
    }
    const error = body?.error;
    if (!error || typeof error.code !== 'string' || !(error.code in ERROR_STATUS)) {
      throw new Error(`${context}: ${answer.status} without the envelope: ${answer.text.slice(0, 300)}`);
    }
    if (error.message !== ERROR_MESSAGES_TR[error.code as keyof typeof ERROR_STATUS])
      throw new Error(`${context}: message not from the catalogue`);
    if (!error.request_id || error.request_id !== answer.headers['x-request-id']) {
      throw new Error(`${context}: request_id ${error.request_id} is not X-Request-Id ${answer.headers['x-request-id']}`);
    }
  };

  it('documents a maximum length for every string the API takes', () => {
    const missing: string[] = [];
    const walk = (schema: Schema | undefined, where: string, depth = 0): void => {
      if (!schema || depth > 6) return;
      const resolved = resolve(document, schema);
      if (resolved.type === 'string' && resolved.maxLength === undefined && !resolved.enum) missing.push(where);
      for (const [name, child] of Object.entries<Schema>(resolved.properties ?? {})) walk(child, `${where}.${name}`, depth + 1);
      if (resolved.items) walk(resolved.items, `${where}[]`, depth + 1);
      if (typeof resolved.additionalProperties === 'object') walk(resolved.additionalProperties, `${where}.*`, depth + 1);
    };
    for (const operation of operationsOf(document)) {
      const name = `${operation.method} ${operation.path}`;
      walk(operation.body, `${name} body`);
      for (const parameter of [...operation.pathParams, ...operation.queryParams])
        walk(parameter.schema, `${name} ${parameter.in} ${parameter.name}`);
    }
    expect(missing).toEqual([]);
  });

  it(
    'answers every documented operation’s hostile input with a 4xx envelope or a lawful 2xx, never a 5xx, never a partial write',
    async () => {
      const judge = new ContractJudge(document);
      const operations = operationsOf(document).filter((op) => !NO_INPUT_TO_FUZZ.has(`${op.method} ${op.path}`));
      expect(operations.length).toBeGreaterThan(25);
      const failures: string[] = [];
      let state = await snapshot(tokens[0]);
      for (const operation of operations) {
        if (!operation.body && !operation.pathParams.length && !operation.queryParams.length) continue;
        const name = `${operation.method} ${operation.path}`;
        const property = fc.asyncProperty(hostileRequests(operation, document, fixtureFor), async (request) => {
          // /auth routes act on the caller's own user: only the owner's token names a real one.
          const token = operation.public ? undefined : operation.path.startsWith('/v1/auth/') ? tokens[0] : tokens[calls++ % CALLERS];
          const answer = await send(request, token);
          const context = `${name} (${request.change})`;
          if (answer.status >= 500) throw new Error(`${context}: ${answer.status} ${answer.text.slice(0, 300)}`);
          const refused =
            Object.values(request.pathParams).some((value) => judge.refusesPathParam(value)) ||
            judge.refusesQuery(operation, request.query) ||
            (request.body !== undefined &&
              judge.refusesBody(operation, 'raw' in request.body ? parsedOrRefused(request.body.raw) : request.body.json));
          const succeeded = answer.status >= 200 && answer.status < 300;
          if (!succeeded) expectEnvelope(answer, context);
          if (refused && succeeded)
            throw new Error(`${context}: ${answer.status} for input the contract refuses: ${answer.text.slice(0, 300)}`);
          if (operation.method === 'GET') return;
          // An accepted job (a bulk import) writes after its answer: the next snapshot waits for it.
          if (succeeded) await jobFinished(answer);
          const after = await snapshot(tokens[calls++ % CALLERS]);
          if (!succeeded) expect({ context, state: after }).toEqual({ context, state });
          state = after;
        });
        const run = await fc.check(property, { seed: SEED ^ hashOf(name), numRuns: RUNS, endOnFailure: true });
        if (run.failed) {
          const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          failures.push(`${name} (seed ${run.seed}, path ${run.counterexamplePath}): ${cause.slice(0, 600)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    15 * 60_000,
  );
});

/** A raw body as the server parses it; text that is not JSON stands for a value no schema takes. */
function parsedOrRefused(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return Symbol('not JSON');
  }
}

/** A stable per-operation seed offset, so adding an endpoint does not change the others' runs. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}
