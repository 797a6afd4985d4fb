export * from './tezgah.client';
export * from './webhook-signature';
export type { components, operations, paths } from './generated/openapi.schema';
