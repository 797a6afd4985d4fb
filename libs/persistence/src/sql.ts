import type { EntityManager } from 'typeorm';

/**
 * Anything that runs SQL: a data source, or a transaction's manager. (TypeORM answers a bare
 * UPDATE … RETURNING as [rows, count]; statements that need rows return them through a CTE.)
 */
export type Sql = Pick<EntityManager, 'query'>;
