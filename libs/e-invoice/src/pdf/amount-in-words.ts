import { toKurus } from '../amounts/kurus';

const ONES = ['', 'Bir', 'İki', 'Üç', 'Dört', 'Beş', 'Altı', 'Yedi', 'Sekiz', 'Dokuz'];
const TENS = ['', 'On', 'Yirmi', 'Otuz', 'Kırk', 'Elli', 'Altmış', 'Yetmiş', 'Seksen', 'Doksan'];
const GROUPS = ['', 'Bin', 'Milyon', 'Milyar', 'Trilyon', 'Katrilyon'];

/** The currency's unit and hundredth as printed invoices name them; others print their ISO code. */
const CURRENCIES: Record<string, [string, string]> = {
  TRY: ['Türk Lirası', 'Kuruş'],
  USD: ['ABD Doları', 'Sent'],
  EUR: ['Avro', 'Sent'],
  GBP: ['İngiliz Sterlini', 'Peni'],
};

/** 0–999 in words: "Yüz" and not "Bir Yüz". */
function hundreds(n: number): string[] {
  const hundred = Math.trunc(n / 100);
  return [hundred === 0 ? '' : hundred === 1 ? 'Yüz' : `${ONES[hundred]} Yüz`, TENS[Math.trunc(n / 10) % 10], ONES[n % 10]].filter(Boolean);
}

/** A whole number in Turkish words, "Sıfır" for 0; a thousand is "Bin", not "Bir Bin". */
export function numberInWordsTr(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole number from 0 up`);
  if (n === 0) return 'Sıfır';
  const words: string[] = [];
  for (let group = 0, rest = n; rest > 0; group++, rest = Math.trunc(rest / 1000)) {
    const value = rest % 1000;
    if (value === 0) continue;
    const groupWords = group === 1 && value === 1 ? [] : hundreds(value);
    words.unshift(...groupWords, ...(GROUPS[group] ? [GROUPS[group]] : []));
  }
  return words.join(' ');
}

/**
 * An amount in words as invoices print it after "Yalnız:": `1234.56` TRY →
 * "Bin İki Yüz Otuz Dört Türk Lirası Elli Altı Kuruş". No kuruş part when it is zero; no lira part
 * when only kuruş are left ("Elli Kuruş").
 */
export function amountInWordsTr(amount: number, currency: string): string {
  const kurus = toKurus(amount);
  if (kurus < 0) throw new RangeError(`amount ${amount} is negative`);
  const [unit, hundredth] = CURRENCIES[currency] ?? [currency, `/100 ${currency}`];
  const whole = Math.trunc(kurus / 100);
  const cents = kurus % 100;
  const parts = [];
  if (whole > 0 || cents === 0) parts.push(`${numberInWordsTr(whole)} ${unit}`);
  if (cents > 0) parts.push(`${numberInWordsTr(cents)} ${hundredth}`);
  return parts.join(' ');
}
