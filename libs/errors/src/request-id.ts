import { newId } from '@tezgah/contracts';

/** A caller may bring its own X-Request-Id; we keep it when it is short and plain. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : newId('req');
}
