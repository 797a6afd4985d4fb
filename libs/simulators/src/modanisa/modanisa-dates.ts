/** Modanisa writes and reads datetimes as `Y-m-d H:i:s` in Turkey's time (UTC+3 all year). */
const TURKEY_OFFSET_MS = 3 * 3_600_000;

export function modanisaDateTime(date: Date): string {
  return new Date(date.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `2020-08-10 00:00:00` (or the `T` form its examples also show) to epoch ms; NaN when unreadable. */
export function parseModanisaDateTime(value: string | null): number {
  if (!value || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/.test(value)) return Number.NaN;
  return Date.parse(`${value.replace(' ', 'T')}+03:00`);
}
