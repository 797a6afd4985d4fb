import { RouteConfig } from '@nestjs/platform-fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level fields of the route's JSON answer that are secrets (SecretAnswerFields). */
    secretAnswerFields?: readonly string[];
  }
}

/**
 * The named top-level fields of this route's JSON answer are secrets: an Idempotency-Key keeps
 * them sealed at rest (libs/secrets) and opens them for the replay, which answers exactly as the
 * first time. Every route whose answer carries a secret declares it here.
 */
export const SecretAnswerFields = (...fields: string[]) => RouteConfig({ secretAnswerFields: fields });
