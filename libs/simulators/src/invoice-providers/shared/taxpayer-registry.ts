/**
 * GİB's e-Fatura register as the sandbox answers it (decisions §14): a VKN (10 digits) or TCKN
 * (11) ending in an even digit is a registered taxpayer with one default alias (posta kutusu).
 */
export function isRegisteredTaxpayer(taxNumber: string): boolean {
  return /^\d{10,11}$/.test(taxNumber) && Number(taxNumber.at(-1)) % 2 === 0;
}

/** A registered taxpayer's default alias (`urn:mail:defaultpk@…`), or null. */
export function taxpayerAlias(taxNumber: string): string | null {
  return isRegisteredTaxpayer(taxNumber) ? `urn:mail:defaultpk@${taxNumber}.sandbox.tezgah` : null;
}

/** The taxpayer's title in the register. */
export function taxpayerTitle(taxNumber: string): string {
  return `Sandbox Mükellef ${taxNumber}`;
}
