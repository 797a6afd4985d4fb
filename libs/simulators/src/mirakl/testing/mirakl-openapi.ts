import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where Mirakl's seller OpenAPI document is, when no argument names it. */
export const MIRAKL_OPENAPI_VARIABLE = 'TEZGAH_MIRAKL_OPENAPI';

const REPOSITORY = path.resolve(__dirname, '../../../../..');
/**
 * Where it is looked for, in turn: the checkout's git-ignored .tezgah/ (where the script extracts
 * it), and the shared reference folder beside the repository (where GİB's UBL-TR package is).
 */
const CANDIDATES = [
  path.join(REPOSITORY, '.tezgah/reference/mirakl/mirakl-mmp-seller-openapi.json'),
  path.resolve(REPOSITORY, '../shared/reference/mirakl/mirakl-mmp-seller-openapi.json'),
];

interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/**
 * Mirakl's published seller OpenAPI document (MMP), which is not in the repository (its licence
 * is unclear): at $TEZGAH_MIRAKL_OPENAPI, else at `.tezgah/reference/mirakl/`, where
 * `node scripts/mirakl-openapi.mjs` extracts it, else in `../shared/reference/mirakl/`. Missing, it is an Error naming that command.
 */
export class MiraklOpenApi {
  private readonly document: Document;
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  private readonly validators = new Map<string, ValidateFunction>();

  /**
   * The document where this machine has it, else undefined: a CI machine has no copy (nothing
   * fetched is committed), so the checks against it run where one was extracted (docs/testing.md).
   */
  static onThisMachine(): MiraklOpenApi | undefined {
    return existsSync(MiraklOpenApi.file()) ? new MiraklOpenApi() : undefined;
  }

  private static file(): string {
    return process.env[MIRAKL_OPENAPI_VARIABLE] || CANDIDATES.find((file) => existsSync(file)) || CANDIDATES[0];
  }

  constructor(file = MiraklOpenApi.file()) {
    if (!existsSync(file)) {
      throw new Error(
        `Mirakl's seller OpenAPI document is not at ${file}: run \`node scripts/mirakl-openapi.mjs\` (it extracts it from ` +
          `the git copy TEZGAH_MIRAKL_MIRROR names) or set ${MIRAKL_OPENAPI_VARIABLE} (docs/testing.md)`,
      );
    }
    this.document = JSON.parse(readFileSync(file, 'utf8')) as Document;
    addFormats(this.ajv);
    // The document's numeric formats say how a number is stored ("with decimals", int32), not what it may be.
    for (const format of ['int32', 'int64', 'with decimals', 'double', 'float']) this.ajv.addFormat(format, true);
    this.ajv.addSchema({ $id: 'mirakl', components: this.document.components });
  }

  /**
   * The problems of an answer against the operation's documented answer for its status: a JSON body
   * against the schema, any other body against the documented media types. None when it fits.
   */
  responseProblems(operationId: string, answer: { status: number; contentType: string | undefined; body: unknown }): string[] {
    const operation = this.operation(operationId);
    const response = operation.responses[String(answer.status)];
    const key = `${operationId} ${answer.status}`;
    if (!response) return [`${operationId} documents no ${answer.status} answer (only ${Object.keys(operation.responses).join(', ')})`];
    const media = Object.keys(response.content ?? {});
    if (!media.length) return answer.body === undefined ? [] : [`${key} documents no body`];
    const type = answer.contentType?.split(';')[0].trim() ?? '';
    if (!media.includes(type)) return [`${key} answered ${type || 'no content type'}, documented ${media.join(', ')}`];
    const schema = response.content?.[type]?.schema;
    return type === 'application/json' && schema ? this.problems(key, schema, answer.body) : [];
  }

  /** The problems of a JSON request body against the operation's request schema. */
  requestProblems(operationId: string, body: unknown): string[] {
    const schema = this.operation(operationId).requestBody?.content['application/json']?.schema;
    if (!schema) return [`${operationId} documents no JSON request body`];
    return this.problems(`${operationId} request`, schema, body);
  }

  /** The method and path template the document gives an operation (`GET /api/orders`). */
  route(operationId: string): { method: string; path: string } {
    for (const [route, operations] of Object.entries(this.document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.operationId === operationId) return { method: method.toUpperCase(), path: route };
      }
    }
    throw new Error(`Mirakl's document has no operation ${operationId}`);
  }

  private operation(operationId: string): Operation {
    const { method, path: route } = this.route(operationId);
    return this.document.paths[route][method.toLowerCase()];
  }

  private problems(key: string, schema: object, body: unknown): string[] {
    let validate = this.validators.get(key);
    if (!validate) {
      // The document's references are local (`#/components/...`): resolve them in the added schema.
      validate = this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"mirakl#/components/')));
      this.validators.set(key, validate);
    }
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${key}: ${error.instancePath} ${error.message}`);
  }
}
