/** Turkey's offset (no daylight saving since 2016): Idefix's query dates are Istanbul time. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** Epoch ms as Idefix's query date, `2022/09/30 23:59:59` (documented format; whole seconds). */
export function idefixDate(ms: number): string {
  const iso = new Date(ms + ISTANBUL_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}
