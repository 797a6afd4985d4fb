import { z } from 'zod';

/** Integers from an environment string, with the reason an operator needs when the value is wrong. */
export function envInt(options: { min?: number; max?: number } = {}) {
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  return z.string().transform((raw, ctx) => {
    const value = Number(raw.trim());
    if (!/^[+-]?\d+$/.test(raw.trim()) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: `expected an integer between ${min} and ${max}, got ${JSON.stringify(raw)}` });
      return z.NEVER;
    }
    return value;
  });
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Booleans from an environment string: true/false, 1/0, yes/no, on/off (any case). */
export function envBool() {
  return z.string().transform((raw, ctx) => {
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: 'custom', message: `expected true or false, got ${JSON.stringify(raw)}` });
    return z.NEVER;
  });
}

/** A URL whose scheme is one of `protocols` (without the colon). */
export function envUrl(protocols: readonly string[]) {
  return z.string().refine((raw) => hasProtocol(raw, protocols), {
    message: `expected a ${protocols.map((p) => `${p}://`).join(' or ')} URL`,
  });
}

/** One URL or several separated by commas (NATS clusters are given that way). */
export function envUrlList(protocols: readonly string[]) {
  return z.string().refine((raw) => raw.split(',').every((part) => hasProtocol(part.trim(), protocols)), {
    message: `expected one or more comma-separated ${protocols.map((p) => `${p}://`).join(' or ')} URLs`,
  });
}

function hasProtocol(raw: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}
