import type { Kurus } from '../amounts/kurus';
import { istanbulMoment } from '../issue-moment';

/** 123456 → `1.234,56`, as Turkish invoices print amounts. */
export function formatAmountTr(kurus: Kurus): string {
  const whole = Math.trunc(Math.abs(kurus) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${kurus < 0 ? '-' : ''}${whole},${String(Math.abs(kurus) % 100).padStart(2, '0')}`;
}

/** A net unit price in ten-thousandths with 2 to 4 decimals: 4165850 → `416,585`. */
export function formatUnitPriceTr(tenThousandths: number): string {
  const kurus = Math.trunc(tenThousandths / 100);
  const rest = String(tenThousandths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${formatAmountTr(kurus)}${rest}`;
}

/** `14.03.2026` and `14.03.2026 12:05` in Istanbul time. */
export function formatDateTr(at: Date, withTime = false): string {
  const { date, time } = istanbulMoment(at);
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}${withTime ? ` ${time.slice(0, 5)}` : ''}`;
}
