import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { trendyolErrorBody } from './trendyol-errors';

/** Query-string helpers shared by the simulator's list endpoints. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const invalidRequest = (problems: string[]) =>
  trendyolErrorBody(
    400,
    problems.map((message) => ({ key: 'invalid.request', message })),
  );

/** Parses with `schema`, or answers 400 (Trendyol's error shape unless `render` says otherwise) and returns undefined. */
export async function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
  render: (problems: string[]) => unknown = invalidRequest,
): Promise<z.infer<S> | undefined> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  await reply.code(400).send(render(result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)));
  return undefined;
}

/** The page envelope of filterProducts and getShipmentPackages. */
export function pageOf<T>(all: T[], page: number, size: number) {
  return {
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
    page,
    size,
    content: all.slice(page * size, (page + 1) * size),
  };
}
