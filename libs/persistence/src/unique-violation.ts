import { QueryFailedError } from 'typeorm';

/** The fields node-postgres puts on a server error; PGlite errors carry the same ones. */
export interface PostgresErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The server's error behind a thrown value: TypeORM wraps it in QueryFailedError.driverError. */
export function postgresErrorOf(error: unknown): PostgresErrorFields | undefined {
  const candidate: unknown = error instanceof QueryFailedError ? error.driverError : error;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return candidate as PostgresErrorFields;
}

/** SQLSTATE 23505, optionally on one named constraint: "this already exists" for a conflict error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = postgresErrorOf(error);
  if (fields?.code !== '23505') return false;
  return constraint === undefined || fields.constraint === constraint;
}
