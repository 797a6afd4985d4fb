/**
 * What a value becomes after a trip over the wire: Dates turn into strings, undefined fields and
 * class prototypes vanish. The in-process transport applies it so handlers and callers see
 * exactly what they would see over NATS.
 */
export function jsonClone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
