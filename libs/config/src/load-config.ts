import { z } from 'zod';
import { ConfigError } from './config-error';

/**
 * Validates the environment against `schema` once, at start. Empty values count as unset:
 * `DATABASE_URL=` in a compose file means "no database URL", not "an invalid one".
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') present[name] = value;
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, present)));
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string>): string {
  const name = issue.path.map(String).join('.') || '(environment)';
  const value = env[name];
  if (value === undefined) return `${name}: required but not set`;
  // Only closed choices echo the value; free text may be a secret and must not end up in a log.
  if (issue.code === 'invalid_value') return `${name}: ${issue.message}, got ${JSON.stringify(value)}`;
  return `${name}: ${issue.message}`;
}
