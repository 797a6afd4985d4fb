/** Turkey's offset (no daylight saving since 2016): Idefix's `yyyy/MM/dd HH:mm:ss` dates are Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DATE = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `2022/09/30 23:59:59` (Istanbul) to epoch ms, or NaN when it is not one. */
export function parseIdefixDate(value: string): number {
  const match = DATE.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second) - ISTANBUL_OFFSET_MS;
}

/** Epoch ms as Idefix's query date (Istanbul time, whole seconds). */
export function formatIdefixDate(ms: number): string {
  const iso = new Date(ms + ISTANBUL_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/** A timestamp as Idefix's answers carry it (`2023-05-17T18:56:29+03:00`). */
export function idefixTimestamp(date: Date): string {
  return `${new Date(date.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}
