import { CREDENTIAL_MAX_LENGTH, type MarketplaceDefinition } from '@tezgah/contracts';
import { fieldError, FieldProblemCollector } from '@tezgah/errors';

/**
 * The pasted credentials of `connect`, checked against the marketplace's fields in the registry:
 * every required field present, nothing else, each a non-blank string of at most
 * CREDENTIAL_MAX_LENGTH characters (kept exactly as pasted).
 * Throws one 400 `validation.failed` naming every bad field.
 */
export function credentialsFrom(marketplace: MarketplaceDefinition, input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw fieldError('body', 'type_object');
  const given = input as Record<string, unknown>;
  const problems = new FieldProblemCollector();
  const known = new Set(marketplace.credentials.map((field) => field.name));
  for (const name of Object.keys(given)) if (!known.has(name)) problems.add(name, 'unknown_field');
  const credentials: Record<string, string> = {};
  for (const { name, required } of marketplace.credentials) {
    const value = given[name];
    if (value === undefined) {
      if (required) problems.add(name, 'required');
    } else if (typeof value !== 'string') {
      problems.add(name, 'type_string');
    } else if (!value.trim()) {
      problems.add(name, 'not_empty');
    } else if (value.length > CREDENTIAL_MAX_LENGTH) {
      problems.add(name, 'max_length', { n: CREDENTIAL_MAX_LENGTH });
    } else {
      credentials[name] = value;
    }
  }
  problems.throwIfAny();
  return credentials;
}
