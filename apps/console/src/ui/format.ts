const money = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number | null | undefined, currency = 'TRY'): string {
  if (amount === null || amount === undefined) return '—';
  let format = money.get(currency);
  if (!format) money.set(currency, (format = new Intl.NumberFormat('tr-TR', { style: 'currency', currency })));
  return format.format(amount);
}

const count = new Intl.NumberFormat('tr-TR');

export function formatCount(value: number): string {
  return count.format(value);
}

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

export function formatDateTime(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

/** A calendar day in Europe/Istanbul as the API's date filters take it (YYYY-MM-DD). */
export function istanbulDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);
}
