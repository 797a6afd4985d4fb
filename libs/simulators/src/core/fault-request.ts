import { FieldProblemCollector, fieldError } from '@tezgah/errors';
import type { FaultSpec } from './fault-queue';

const MAX_COUNT = 100_000;
const MAX_RETRY_AFTER_S = 86_400;

/** The body of `POST /control/<party>/faults`: `{path, status, count?, retry_after?}`; refuses anything else with Turkish field messages. */
export function parseFaultRequest(body: unknown): FaultSpec {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fieldError('body', 'type_object');
  const { path, status, count = 1, retry_after: retryAfter = 1, ...unknown } = body as Record<string, unknown>;
  const problems = new FieldProblemCollector();
  for (const field of Object.keys(unknown)) problems.add(field, 'unknown_field');
  if (path === undefined) problems.add('path', 'required');
  else if (typeof path !== 'string') problems.add('path', 'type_string');
  else if (!path) problems.add('path', 'not_empty');
  if (status === undefined) problems.add('status', 'required');
  else if (status !== 'timeout' && !isIntegerIn(status, 400, 599)) problems.add('status', 'one_of', { values: ['400-599', 'timeout'] });
  checkInteger(problems, 'count', count, 1, MAX_COUNT);
  checkInteger(problems, 'retry_after', retryAfter, 0, MAX_RETRY_AFTER_S);
  problems.throwIfAny();
  return { path: path as string, status: status as FaultSpec['status'], count: count as number, retryAfter: retryAfter as number };
}

function checkInteger(problems: FieldProblemCollector, field: string, value: unknown, min: number, max: number): void {
  if (!Number.isInteger(value)) problems.add(field, 'type_integer');
  else if ((value as number) < min) problems.add(field, 'minimum', { n: min });
  else if ((value as number) > max) problems.add(field, 'maximum', { n: max });
}

function isIntegerIn(value: unknown, min: number, max: number): boolean {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}
