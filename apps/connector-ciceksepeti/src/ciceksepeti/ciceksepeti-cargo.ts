/** Çiçeksepeti's `cargoBusinessId` of our carriers (transcribed from the published client; DHL has none there). */
const CARGO_BUSINESS_IDS: Record<string, number> = { mng: 1, yurtici: 2, surat: 25, aras: 43, ptt: 44, ups: 45 };

export function cargoBusinessIdOf(provider: string | null): number | undefined {
  return provider === null ? undefined : CARGO_BUSINESS_IDS[provider];
}
