/** Modanisa reads and writes datetimes as `Y-m-d H:i:s` in Turkey's time (UTC+3 all year). */
const TURKEY_OFFSET_MS = 3 * 3_600_000;

export function toModanisaDateTime(epochMs: number): string {
  return new Date(epochMs + TURKEY_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromModanisaDateTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+03:00`);
}
