/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are arbitrary JSON */
// Generated hostile requests for one documented operation: a plausible request from the document's
// own examples, then one hostile change to its body, a path parameter or the query.
import fc from 'fast-check';
import { type Operation, type Schema } from './contract';

export interface HostileRequest {
  method: string;
  /** Percent-encoded as sent. */
  path: string;
  /** Decoded path parameters (undefined where the encoding itself is broken). */
  pathParams: Record<string, string | undefined>;
  query: Record<string, string>;
  /** JSON body (undefined: none), or raw text sent as application/json. */
  body?: { json: unknown } | { raw: string };
  /** What was changed, for the failure report. */
  change: string;
}

/** Known-good values for path parameters, by parameter name and the path's resource. */
export type PathFixtures = (operation: Operation, parameter: string) => string;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE catalog.products; --",
  '$where',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '\\',
  'null',
  '\r\nSet-Cookie: x=1',
];

const UNICODE_EDGES = ['İıŞşĞğÜüÖöÇç', 'e\u0301', '\u202eevil', '\ufeffbom', 'a\u200bb', '\uffff', '𝕏𝕐', '👩‍👩‍👧', '\u0085', ' '];

/** Strings a hostile caller sends: random, full Unicode, injections, edge code points, NUL, lone surrogates, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...INJECTIONS, ...UNICODE_EDGES),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\ud800', 'a\udc00b', '\udfff\ud800'),
  fc.integer({ min: 101, max: 40_000 }).map((length) => 'ş'.repeat(length)),
);

/** Any JSON value a field might be sent instead of what it takes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1, 0, 2 ** 53 + 1, 0.1 + 0.2, 123.456),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constantFrom(...[20, 100].map((depth) => nested(depth))),
);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** A plausible value for a schema, from its example, default or type (strings get a unique suffix). */
export function plausible(schema: Schema | undefined, document: any, unique: string): unknown {
  if (!schema) return 'x';
  if (schema.$ref) return plausible(document.components.schemas[schema.$ref.split('/').pop()], document, unique);
  if (schema.example !== undefined) {
    return typeof schema.example === 'string' && !schema.format && !schema.enum
      ? suffixed(schema.example, unique, schema.maxLength)
      : schema.example;
  }
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries<Schema>(schema.properties ?? {}).map(([key, child]) => [key, plausible(child, document, unique)]),
      );
    case 'array':
      return [plausible(schema.items, document, unique)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return suffixed('tezgah', unique, schema.maxLength);
  }
}

function suffixed(text: string, unique: string, maxLength?: number): string {
  const value = `${text}-${unique}`;
  return maxLength ? value.slice(0, maxLength) : value;
}

/** The field paths of a plausible body (`products.0.title`), for changes deep inside it. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(child, path)];
  });
}

function withChange(body: any, path: string[], change: (container: any, key: string) => void): any {
  const copy = structuredClone(body);
  let container = copy;
  for (const key of path.slice(0, -1)) container = container[key];
  change(container, path[path.length - 1]);
  return copy;
}

/** One hostile change to a plausible JSON body. */
function hostileBody(operation: Operation, document: any, unique: string): fc.Arbitrary<{ body: HostileRequest['body']; change: string }> {
  const base = plausible(operation.body, document, unique) as Record<string, unknown>;
  const paths = fieldPaths(base);
  const changes: Array<fc.Arbitrary<{ body: HostileRequest['body']; change: string }>> = [
    fc
      .record({
        key: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
        value: hostileValue,
      })
      .map(({ key, value }) => ({
        // defineProperty: an own `__proto__` key, as JSON.parse makes one, not a prototype.
        body: { json: Object.defineProperty(structuredClone(base), key, { value, enumerable: true, writable: true, configurable: true }) },
        change: `added field ${JSON.stringify(key)}`,
      })),
    hostileValue.map((value) => ({ body: { json: value }, change: 'a body that is not the object' })),
    fc.string().map((raw) => ({ body: { raw }, change: 'a body that is not JSON' })),
    fc
      .integer({ min: 17, max: 5_000 })
      .map((depth) => ({ body: { raw: '['.repeat(depth) + ']'.repeat(depth) }, change: `arrays nested ${depth} deep` })),
    fc.constant({ body: { json: base }, change: 'none (the plausible body)' }),
  ];
  if (paths.length) {
    changes.push(
      fc.record({ path: fc.constantFrom(...paths), value: hostileValue }).map(({ path, value }) => ({
        body: { json: withChange(base, path.split('.'), (container, key) => (container[key] = value)) },
        change: `${path} set to a hostile value`,
      })),
      fc.constantFrom(...paths).map((path) => ({
        body: { json: withChange(base, path.split('.'), (container, key) => delete container[key]) },
        change: `${path} removed`,
      })),
    );
  }
  return fc.oneof(...changes);
}

interface SentParam {
  sent: string;
  decoded: string | undefined;
}

/** A path parameter as sent: a known-good value, a hostile string encoded, or an encoding that is broken. */
function hostilePathParam(known: string): fc.Arbitrary<SentParam> {
  return fc.oneof(
    fc.constant({ sent: encodeURIComponent(known), decoded: known }),
    hostileString
      .filter((text) => text.isWellFormed() && text.length > 0 && text !== '.' && text !== '..')
      .map((text) => ({ sent: encodeURIComponent(text), decoded: text })),
    fc.constantFrom('%ED%A0%80', '%E0%A4%A', '%', '%zz', '%C0%AF').map((sent) => ({ sent, decoded: undefined })),
  );
}

/** The generated requests for `operation`: a hostile body, path parameter or query, the rest plausible. */
export function hostileRequests(operation: Operation, document: any, fixtures: PathFixtures): fc.Arbitrary<HostileRequest> {
  const unique = fc.stringMatching(/^[a-z0-9]{8}$/);
  return unique.chain((suffix) => {
    const params = Object.fromEntries(operation.pathParams.map((p) => [p.name, hostilePathParam(fixtures(operation, p.name))]));
    const goodParams: Record<string, SentParam> = Object.fromEntries(
      operation.pathParams.map((p) => [
        p.name,
        { sent: encodeURIComponent(fixtures(operation, p.name)), decoded: fixtures(operation, p.name) },
      ]),
    );
    const plausibleBody = operation.body ? { json: plausible(operation.body, document, suffix) } : undefined;
    const targets: Array<fc.Arbitrary<Omit<HostileRequest, 'method' | 'path' | 'pathParams'> & { params: typeof goodParams }>> = [];
    if (operation.body) {
      targets.push(hostileBody(operation, document, suffix).map(({ body, change }) => ({ params: goodParams, query: {}, body, change })));
    }
    if (operation.pathParams.length) {
      targets.push(fc.record(params).map((sent) => ({ params: sent, query: {}, body: plausibleBody, change: 'path parameters' })));
    }
    if (operation.queryParams.length) {
      const names = [...operation.queryParams.map((p) => p.name), 'unknown_parameter'];
      targets.push(
        fc
          .dictionary(
            fc.constantFrom(...names),
            hostileString.filter((text) => text.isWellFormed()),
            { minKeys: 1, maxKeys: 3 },
          )
          .map((query) => ({
            params: goodParams,
            query,
            body: plausibleBody,
            change: `query ${JSON.stringify(Object.keys(query))}`,
          })),
      );
    }
    return fc.oneof(...targets).map(({ params: sent, query, body, change }) => ({
      method: operation.method,
      path: operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => sent[name].sent),
      pathParams: Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, value.decoded])),
      query,
      body,
      change,
    }));
  });
}
