/**
 * Numbers as a Turkish seller types them. The decimal separator is the comma (`120,50`), the dot
 * groups thousands (`1.250,50`). A dot followed by other than three digits can only be a decimal
 * point (`99.90`), so it is read as one; `1.250` could be either and is refused, as is anything
 * else that cannot be read one way only. A value is never guessed at.
 */
export type DecimalReading = { value: number } | { error: string };

export interface DecimalRules {
  /** Digits allowed after the separator: 2 for money, 0 for quantities. */
  fractionDigits: number;
}

const TURKISH = /^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+(,\d+)?$/;
const PLAIN = /^-?\d+\.\d+$/;
const AMBIGUOUS = /^-?\d{1,3}\.\d{3}$/;

export function readDecimal(typed: string, rules: DecimalRules): DecimalReading {
  const text = typed.replace(/\s+/g, '').replace(/^₺|TL$/i, '');
  if (rules.fractionDigits === 0 && /[.,]/.test(text) && !/^-?\d{1,3}(\.\d{3})+$/.test(text)) {
    return { error: 'Tam sayı girin (örnek: 12).' };
  }
  if (rules.fractionDigits > 0 && AMBIGUOUS.test(text)) {
    const [whole, part] = text.split('.');
    return {
      error: `"${typed.trim()}" iki türlü okunabilir: ${whole}${part} için nokta kullanmadan, ${whole},${part} için virgülle yazın.`,
    };
  }
  let normal: string;
  if (TURKISH.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (PLAIN.test(text)) normal = text;
  else return { error: 'Sayı okunamadı: ondalık için virgül kullanın (örnek: 120,50).' };
  const fraction = normal.split('.')[1] ?? '';
  if (fraction.length > rules.fractionDigits) {
    return { error: `Virgülden sonra en fazla ${rules.fractionDigits} basamak yazılabilir.` };
  }
  return { value: Number(normal) };
}

/** A value as the seller would type it back (`120,50`, `12`): what an edit form opens on. */
export function writeDecimal(value: number, rules: DecimalRules): string {
  return value.toFixed(rules.fractionDigits).replace('.', ',');
}

export const MONEY: DecimalRules = { fractionDigits: 2 };
export const QUANTITY: DecimalRules = { fractionDigits: 0 };
