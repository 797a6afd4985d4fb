import type { SecretBox } from '@tezgah/secrets';

/** A recorded answer's body as stored, and which of its fields are sealed in it. */
export interface SealedBody {
  body: string;
  sealedFields: string[];
}

/**
 * The body with each named top-level field of its JSON object replaced by its sealed value (the
 * JSON of the value, bound to `context` and the field name). A body that is no JSON object, or
 * lacks a field, keeps what it has.
 */
export function sealAnswerSecrets(box: SecretBox, body: string, fields: readonly string[], context: string): SealedBody {
  if (!fields.length) return { body, sealedFields: [] };
  const answer = jsonObject(body);
  const sealedFields = answer ? fields.filter((field) => Object.hasOwn(answer, field)) : [];
  if (!answer || !sealedFields.length) return { body, sealedFields: [] };
  for (const field of sealedFields) answer[field] = box.seal(JSON.stringify(answer[field]), fieldContext(context, field));
  return { body: JSON.stringify(answer), sealedFields };
}

/** The body as first sent: the sealed fields opened in place (throws when a value cannot be opened). */
export function openAnswerSecrets(box: SecretBox, stored: SealedBody, context: string): string {
  if (!stored.sealedFields.length) return stored.body;
  const answer = jsonObject(stored.body);
  if (!answer) throw new Error('a stored answer with sealed fields is not a JSON object');
  for (const field of stored.sealedFields) answer[field] = JSON.parse(box.open(String(answer[field]), fieldContext(context, field)));
  return JSON.stringify(answer);
}

function fieldContext(context: string, field: string): string {
  return JSON.stringify([context, field]);
}

function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
