import { FieldProblemCollector } from '@tezgah/errors';

/** Keys that reach an object's prototype when assigned: refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest nesting a request body may have; ours go three levels deep at most. */
export const MAX_BODY_DEPTH = 16;

/** Longest path parameter (an id, a slug); longer answers 414 (docs/decisions.md). */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * What no field of ours may hold, whatever its DTO says: NUL characters and lone UTF-16 surrogates
 * in any string (PostgreSQL refuses the first, neither is text), keys that reach a prototype, and
 * nesting past MAX_BODY_DEPTH. `name` is a path parameter's name; a body or query is inspected
 * field by field.
 */
export function hostileInputProblems(value: unknown, name = ''): FieldProblemCollector {
  const problems = new FieldProblemCollector();
  inspect(value, name, problems, 0);
  return problems;
}

/** A container's fields, named without a prefix (query and path parameters, the body's top level). */
function inspectFields(value: unknown, prefix: string, problems: FieldProblemCollector, depth: number): void {
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_BODY_DEPTH) {
    problems.add(prefix || 'body', 'too_deep', { n: MAX_BODY_DEPTH });
    return;
  }
  for (const key of Object.keys(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) problems.add(path, 'forbidden_key');
    else if (!isWellFormedText(key)) problems.add(path, 'unprintable_name');
    else inspect((value as Record<string, unknown>)[key], path, problems, depth + 1);
  }
}

function inspect(value: unknown, path: string, problems: FieldProblemCollector, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problems.add(path || 'body', 'nul_character');
    else if (!value.isWellFormed()) problems.add(path || 'body', 'lone_surrogate');
  } else {
    inspectFields(value, path, problems, depth);
  }
}

function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}
