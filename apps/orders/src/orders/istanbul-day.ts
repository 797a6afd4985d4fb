import { fieldError } from '@tezgah/errors';

const DAY_MS = 86_400_000;
const ISTANBUL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Istanbul',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * The UTC instants a list's `from_date`/`to_date` stand for (decisions §5: calendar days in
 * Europe/Istanbul, both inclusive): from the start of the first day, until the start of the day
 * after the last. A value that is not a real YYYY-MM-DD day is 400 on its field.
 */
export function istanbulDayRange(from_date?: string, to_date?: string): { from?: Date; until?: Date } {
  return {
    from: from_date === undefined ? undefined : firstInstant(from_date),
    until: to_date === undefined ? undefined : instantAfter(to_date),
  };
}

/** The same for days that are both given. */
export function istanbulDays(from_date: string, to_date: string): { from: Date; until: Date } {
  return { from: firstInstant(from_date), until: instantAfter(to_date) };
}

const firstInstant = (from_date: string) => startOfDay(utcMidnight(from_date, 'from_date'));
const instantAfter = (to_date: string) => startOfDay(utcMidnight(to_date, 'to_date') + DAY_MS);

/** The day's midnight as if it were UTC; refuses shapes and days that do not exist (2026-02-30). */
function utcMidnight(day: string, field: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) throw fieldError(field, 'date');
  return time;
}

/** Istanbul's midnight of the UTC-midnight wall time: its offset read at that instant (settled twice across an offset change). */
function startOfDay(wallMidnight: number): Date {
  let instant = wallMidnight - offsetAt(wallMidnight);
  instant = wallMidnight - offsetAt(instant);
  return new Date(instant);
}

/** Istanbul's offset from UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of ISTANBUL.formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - Math.floor(instant / 1000) * 1000;
}

/** Today's date in Europe/Istanbul, as YYYY-MM-DD. */
export function istanbulToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}
