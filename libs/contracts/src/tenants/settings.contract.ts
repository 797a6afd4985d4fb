/**
 * A tenant's settings (decisions §15): who ships and invoices, and the defaults cargo and
 * invoicing use. The gateway owns them (`GET`/`PATCH /settings`) and serves them to other
 * services by request/reply, so work without a gateway request in hand (a tracker, an automatic
 * invoice) reads them too. Every field is null until set, and a PATCH may set one to null again.
 */
import type { CargoProvider } from '../cargo/cargo.contract';
import { definePattern } from '../rpc';

/** Decisions §1: the five e-invoice providers (`<invoice_provider>`); `marketplace` only for the automatic flow. */
export const INVOICE_PROVIDERS = ['parasut', 'logo', 'uyumsoft', 'nilvera', 'marketplace'] as const;
export type InvoiceProvider = (typeof INVOICE_PROVIDERS)[number];

/** The e-Fatura profile (UBL-TR `ProfileID`) an `efatura` invoice is issued under. */
export const EFATURA_SCENARIOS = ['TEMELFATURA', 'TICARIFATURA'] as const;
export type EfaturaScenario = (typeof EFATURA_SCENARIOS)[number];

/** The KDV rates in force (percent). */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Three characters `[A-Z0-9]`: the series that opens an invoice number (GİB's 16-character `ABC2025000000001`). */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{3}$/;

/** What invoicing uses where its settings are null (decisions §8, §15). */
export const INVOICING_DEFAULTS = { series_prefix: 'TZG', efatura_scenario: 'TEMELFATURA', default_vat_rate: 20 } as const satisfies {
  series_prefix: string;
  efatura_scenario: EfaturaScenario;
  default_vat_rate: VatRate;
};

/** The sender of the tenant's parcels and the seller on its invoices. */
export interface SenderSettingsDto {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  district: string | null;
  /** Five digits (Türkiye). */
  postal_code: string | null;
  phone: string | null;
  tax_office: string | null;
  /** VKN (10 digits) or TCKN (11 digits). */
  tax_number: string | null;
}

export interface InvoicingSettingsDto {
  default_provider: InvoiceProvider | null;
  series_prefix: string | null;
  efatura_scenario: EfaturaScenario | null;
  default_vat_rate: VatRate | null;
}

export interface CargoSettingsDto {
  default_provider: CargoProvider | null;
}

/** The whole settings object: every field, null where unset; `updated_at` null until the first change. */
export interface TenantSettingsDto {
  sender: SenderSettingsDto;
  invoicing: InvoicingSettingsDto;
  cargo: CargoSettingsDto;
  updated_at: string | null;
}

/** The groups of the settings, each an object of fields. */
export const SETTINGS_GROUPS = ['sender', 'invoicing', 'cargo'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** A partial change: only the fields sent change, field by field within a group; null clears one. */
export type TenantSettingsPatch = { [G in SettingsGroup]?: Partial<TenantSettingsDto[G]> };

/** The caller's tenant's settings (the RequestContext's tenant; served by the gateway). */
export const TenantSettingsGet = definePattern<Record<string, never>, TenantSettingsDto>('tenants.settings.get');
