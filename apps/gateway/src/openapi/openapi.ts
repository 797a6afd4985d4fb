import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ERROR_MESSAGES_TR, ERROR_STATUS } from '@tezgah/contracts';

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
          .join(', '),
    )
    .setVersion('1.0.0')
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('v1/docs', app, document, {
    jsonDocumentUrl: 'v1/openapi.json',
    yamlDocumentUrl: 'v1/openapi.yaml',
    customSiteTitle: 'Tezgah API',
  });
}
