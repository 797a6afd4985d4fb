import { asRecord, text } from '../shared/body-values';
import { parseIdefixDate } from './idefix-dates';

/** Items a list page carries unless told (published clients: 10), and the most we serve (assumed). */
export const IDEFIX_DEFAULT_LIMIT = 10;
export const IDEFIX_MAX_LIMIT = 100;

export type ListQuery = { page: number; limit: number; dates: Record<'startDate' | 'endDate' | 'lastUpdatedAt', number | null> };

/** A list's `page` (from 1), `limit` and `yyyy/MM/dd HH:mm:ss` dates, or the first thing wrong with them. */
export function listQuery(raw: unknown): ListQuery | string {
  const query = asRecord(raw);
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? IDEFIX_DEFAULT_LIMIT);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > IDEFIX_MAX_LIMIT) {
    return `page ≥ 1 ve 1 ≤ limit ≤ ${IDEFIX_MAX_LIMIT} olmalıdır.`;
  }
  const dates: ListQuery['dates'] = { startDate: null, endDate: null, lastUpdatedAt: null };
  for (const name of Object.keys(dates) as Array<keyof ListQuery['dates']>) {
    const value = text(query[name]);
    if (value === null) continue;
    const at = parseIdefixDate(value);
    if (Number.isNaN(at)) return `${name} 2022/09/30 23:59:59 biçiminde olmalıdır.`;
    dates[name] = at;
  }
  return { page, limit, dates };
}

/** Whether a record created and last updated at these times passes the query's dates. */
export function withinDates(dates: ListQuery['dates'], createdAt: Date, updatedAt: Date): boolean {
  return (
    (dates.startDate === null || createdAt.getTime() >= dates.startDate) &&
    (dates.endDate === null || createdAt.getTime() <= dates.endDate) &&
    (dates.lastUpdatedAt === null || updatedAt.getTime() >= dates.lastUpdatedAt)
  );
}
