/** An amount in kuruş (1/100 of the currency unit), an integer: every sum and split is exact. */
export type Kurus = number;

/** `12.5` → 1250. Refuses amounts with more than two decimals rather than rounding them silently. */
export function toKurus(amount: number): Kurus {
  const kurus = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - kurus) > 1e-6)
    throw new RangeError(`amount ${amount} has more than two decimals`);
  return kurus;
}

/** 123456 → `1234.56`, as UBL writes amounts. */
export function kurusToDecimal(kurus: Kurus): string {
  const sign = kurus < 0 ? '-' : '';
  const absolute = Math.abs(kurus);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** `numerator / denominator` rounded half up (away from zero for positive operands), integers only. */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
