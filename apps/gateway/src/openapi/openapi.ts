import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_MESSAGES_TR, ERROR_STATUS } from '@tezgah/contracts';
import { MAX_PATH_PARAM_LENGTH } from '../http/input-boundary';

/**
 * The OpenAPI 3 document of every route that exists, built from the controllers and DTOs, served
 * at /v1/openapi.json with an interactive page at /v1/docs (assets served locally).
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Tezgah API')
    .setDescription(
      'Seller operations for Turkish online marketplaces. Errors use one envelope: ' +
        '`{error: {code, message, details?, request_id}}`; codes: ' +
        Object.entries(ERROR_STATUS)
          .map(([code, status]) => `\`${code}\` (${status}: ${ERROR_MESSAGES_TR[code as keyof typeof ERROR_STATUS]})`)
          .join(', ') +
        '. Every authenticated POST accepts an `Idempotency-Key` header: the same key with the same request ' +
        'within 24 hours returns the first response (with `Idempotent-Replayed: true`) without doing the work again.',
    )
    .setVersion('1.0.0')
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  documentIdempotencyKey(document);
  documentPathParameterLength(document);
  documentErrorEnvelope(document);
  SwaggerModule.setup('v1/docs', app, document, {
    jsonDocumentUrl: 'v1/openapi.json',
    yamlDocumentUrl: 'v1/openapi.yaml',
    customSiteTitle: 'Tezgah API',
  });
}

const PUBLIC_POSTS = new Set(['/v1/auth/token', '/v1/auth/refresh']);

/** The header is handled by a gateway hook, not a controller, so it is added to each POST here. */
function documentIdempotencyKey(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!item.post || PUBLIC_POSTS.has(path)) continue;
    item.post.parameters = [
      ...(item.post.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          '1-255 printable ASCII characters, per user, kept 24 hours: the same key with the same request answers the first response again',
        schema: { type: 'string', maxLength: 255 },
      },
    ];
  }
}

/** The router refuses a longer path parameter with 414 (http/framework-errors.ts): every one says so. */
function documentPathParameterLength(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      for (const parameter of operation?.parameters ?? []) {
        if ('in' in parameter && parameter.in === 'path') parameter.schema = { type: 'string', maxLength: MAX_PATH_PARAM_LENGTH };
      }
    }
  }
}

/** Every error leaves the gateway in one envelope (http/error-response.ts): each operation's `default` answer. */
function documentErrorEnvelope(document: OpenAPIObject): void {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorEnvelope: ERROR_ENVELOPE } };
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      if (!operation) continue;
      operation.responses.default ??= {
        description: 'An error: the status and `error.code` of the Errors part, the Turkish message, the request id',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
  }
}

const ERROR_ENVELOPE: NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string] = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'request_id'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS), example: 'validation.failed' },
        message: { type: 'string', description: 'Turkish, for display' },
        details: { type: 'object', additionalProperties: true, description: 'Field-level detail of a validation error' },
        request_id: { type: 'string', description: 'The X-Request-Id of the response; quote it to support' },
        retry_after: { type: 'integer', description: '429 only: seconds, as the Retry-After header' },
      },
    },
  },
};
