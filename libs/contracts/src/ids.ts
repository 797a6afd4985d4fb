import { ulid } from 'ulid';

/** Resource id prefixes of decisions §2. */
export type IdPrefix = 'prd' | 'ord' | 'inv' | 'job' | 'con' | 'lbl' | 'evt' | 'whk' | 'dlv' | 'req' | 'ses';

/** A resource id: its prefix, an underscore and a ULID (sortable by creation time). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

const ID_SHAPE = /^[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True when `value` is an id of the given prefix, in the shape `newId` produces. */
export function isId(value: unknown, prefix: IdPrefix): value is string {
  return typeof value === 'string' && value.startsWith(`${prefix}_`) && ID_SHAPE.test(value);
}
