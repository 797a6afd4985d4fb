import { createHash } from 'node:crypto';

/**
 * Our shipment reference as a carrier's own key of at most `length` characters from [A-Z0-9]
 * (Yurtiçi's cargoKey is 20, Aras's IntegrationCode 32): the reference itself when it fits,
 * else a digest of it. The same reference always gives the same key, which is what lets a
 * booking whose answer was lost be found again.
 */
export function carrierKey(reference: string, length: number): string {
  const plain = reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (plain.length >= 2 && plain.length <= length) return plain;
  return createHash('sha256').update(reference).digest('hex').toUpperCase().slice(0, length);
}

/** A wall-clock time in Turkey (UTC+3 all year since 2016), as the carriers report it, as an instant. */
export function istanbulInstant(year: string, month: string, day: string, hour = '0', minute = '0', second = '0'): string {
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) - 3, Number(minute), Number(second));
  if (Number.isNaN(utc)) throw new Error(`the carrier gave an unreadable time: ${year}-${month}-${day} ${hour}:${minute}:${second}`);
  return new Date(utc).toISOString();
}

/** `dd.MM.yyyy HH:mm[:ss]` (Aras's and PTT's format) as an instant. */
export function istanbulDottedInstant(value: string | null): string {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value?.trim() ?? '');
  if (!parts) throw new Error(`the carrier gave an unreadable time: ${value}`);
  const [, day, month, year, hour, minute, second] = parts;
  return istanbulInstant(year, month, day, hour, minute, second);
}
