/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI schemas and answers are walked as JSON */
// What our own OpenAPI document promises about answers, checked the way a client generated from it
// would rely on them: the documented schema of an operation's status, its `required` fields and
// types, objects left open as documented.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { retarget, type Schema } from './hostile-input/contract';

export class AnswerJudge {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: any) {
    addFormats(this.ajv);
    this.ajv.addSchema(retarget({ $id: 'openapi', components: withNullAsType(structuredClone(document.components)) }));
  }

  /**
   * What is wrong with an answer of `method path` (the documented template, `/v1/products/{id}`)
   * against the document: nothing when it conforms. The response of its status, else `default`.
   */
  problems(method: string, path: string, status: number, body: unknown): string[] {
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not in the document`];
    const response = operation.responses?.[String(status)] ?? operation.responses?.default;
    if (!response)
      return [`${method} ${path} documents no ${status} answer (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`];
    const schema: Schema | undefined = response.content?.['application/json']?.schema;
    if (!schema) return body === undefined ? [] : [`${method} ${path} documents no body for ${status}, yet one came`];
    const validate = this.validator(`${method} ${path} ${status}`, schema);
    return validate(body) ? [] : (validate.errors ?? []).map((error) => describe(error, body));
  }

  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(retarget(withNullAsType(structuredClone(schema))));
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `null` or the schema. Ajv's own `nullable` needs a
 * `type` beside it, and a nullable `$ref` or `enum` would still refuse the null.
 */
function withNullAsType(schema: any): any {
  if (Array.isArray(schema)) return schema.map(withNullAsType);
  if (typeof schema !== 'object' || schema === null) return schema;
  const walked: any = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullAsType(value)]));
  if (walked.nullable !== true) return walked;
  const { nullable: _nullable, ...rest } = walked;
  return { anyOf: [rest, { type: 'null' }] };
}

/** `/items/0/title must be string (was null)`: where, what and the value found there. */
function describe(error: ErrorObject, body: unknown): string {
  const where = error.instancePath || '(body)';
  const value = error.instancePath
    .split('/')
    .slice(1)
    .reduce<any>((at, segment) => at?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')], body);
  const found = JSON.stringify(value) ?? 'absent';
  const params = error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : '';
  return `${where} ${error.message}${params} (was ${found.length > 200 ? `${found.slice(0, 200)}…` : found})`;
}
