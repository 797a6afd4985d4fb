/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI schemas are walked as JSON */
// What our own OpenAPI document promises about input, read the way a client would: the operations,
// their parameters and bodies, and whether a request is one the contract refuses.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The template as documented, `/v1/products/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON request body's schema, refs resolved one level (the top-level object). */
  body?: Schema;
  public: boolean;
}

/** The documented limits of decisions.md "Hostile input" that no schema keyword states. */
export const BOUNDARY = { maxDepth: 16, maxPathParamLength: 100, forbiddenKeys: ['__proto__', 'constructor', 'prototype'] };

export function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      const parameters: Parameter[] = (operation.parameters ?? []).filter((p: any) => p.in === 'path' || p.in === 'query');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: body && resolve(document, body),
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return operations;
}

export function resolve(document: any, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return document.components.schemas[String(schema.$ref).split('/').pop() as string];
}

/**
 * Judges requests against the document: JSON Schema validation of bodies (objects closed, since
 * unknown fields are refused: decisions §5) and of query parameters (strings coerced as a query
 * string is), plus the boundary's own rules.
 */
export class ContractJudge {
  private readonly bodies = new Ajv({ strict: false, allErrors: false });
  private readonly queries = new Ajv({ strict: false, allErrors: false, coerceTypes: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: any) {
    const components = closeObjects(structuredClone(document.components));
    for (const ajv of [this.bodies, this.queries]) {
      addFormats(ajv);
      ajv.addSchema(retarget({ $id: 'openapi', components }));
    }
  }

  /** True when the document (or the boundary) refuses this body. */
  refusesBody(operation: Operation, body: unknown): boolean {
    if (!operation.body) return false;
    if (breaksBoundary(body, 0)) return true;
    return !this.validator(`body ${operation.method} ${operation.path}`, this.bodies, operation.body)(body);
  }

  /** True when the document refuses these query parameters (each a string, as sent). */
  refusesQuery(operation: Operation, query: Record<string, string>): boolean {
    if (breaksBoundary(query, 0)) return true;
    const schema = {
      type: 'object',
      properties: Object.fromEntries(operation.queryParams.map((p) => [p.name, p.schema])),
      required: operation.queryParams.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
    return !this.validator(`query ${operation.method} ${operation.path}`, this.queries, schema)({ ...query });
  }

  /** True when a (decoded) path parameter breaks the document's limits. */
  refusesPathParam(value: string | undefined): boolean {
    return value === undefined || value.length > BOUNDARY.maxPathParamLength || breaksBoundary(value, 0);
  }

  private validator(key: string, ajv: Ajv, schema: Schema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = ajv.compile(retarget(closeObjects(structuredClone(schema))));
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/** NUL, lone surrogates, prototype keys, nesting too deep: refused by the boundary whatever the schema. */
export function breaksBoundary(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (typeof value !== 'object' || value === null) return false;
  if (depth >= BOUNDARY.maxDepth) return true;
  return Object.entries(value).some(
    ([key, child]) => BOUNDARY.forbiddenKeys.includes(key) || breaksBoundary(key, depth) || breaksBoundary(child, depth + 1),
  );
}

function closeObjects(schema: any): any {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const closed: any = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closeObjects(value)]));
  if (closed.type === 'object' && closed.properties && closed.additionalProperties === undefined) closed.additionalProperties = false;
  // A list whose elements are judged one by one (bulk import): a bad element does not refuse the request.
  if (closed['x-rejected-per-element']) closed.items = {};
  return closed;
}

/** Local refs point into the document registered as `openapi`. */
export function retarget(schema: any): any {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
}
