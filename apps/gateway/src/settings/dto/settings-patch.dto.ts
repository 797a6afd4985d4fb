import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CARGO_PROVIDERS,
  type CargoProvider,
  EFATURA_SCENARIOS,
  type EfaturaScenario,
  fieldMessage,
  INVOICE_PROVIDERS,
  type InvoiceProvider,
  SERIES_PREFIX_PATTERN,
  type TenantSettingsPatch,
  VAT_RATES,
  type VatRate,
} from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { SettingsChoice, SettingsText } from './settings-fields.decorator';

/** The longest value each text field takes (docs/settings.md). */
const SENDER_MAX_LENGTH = { name: 100, line: 200, place: 50, tax_office: 100 } as const;

/** At least 7 digits among digits, spaces, `+`, `-` and parentheses: `+90 212 555 12 34`, `(0212) 555-1234`. */
const PHONE = /^(?=(?:[^0-9]*[0-9]){7})\+?[0-9 ()-]{7,20}$/;

/** The sender on labels and the seller on invoices. */
export class SenderPatchDto {
  @SettingsText({
    maxLength: SENDER_MAX_LENGTH.name,
    example: 'Demo Mağaza Ltd. Şti.',
    description: 'Sender of parcels, seller on invoices',
  })
  name?: string | null;

  @SettingsText({ maxLength: SENDER_MAX_LENGTH.line, example: 'Büyükdere Cad. No: 185' })
  line1?: string | null;

  @SettingsText({ maxLength: SENDER_MAX_LENGTH.line, example: 'Kat 3 Daire 12', description: 'The only sender field a label does without' })
  line2?: string | null;

  @SettingsText({ maxLength: SENDER_MAX_LENGTH.place, example: 'İstanbul', description: 'İl' })
  city?: string | null;

  @SettingsText({ maxLength: SENDER_MAX_LENGTH.place, example: 'Şişli', description: 'İlçe' })
  district?: string | null;

  @SettingsText({
    maxLength: 5,
    example: '34394',
    description: 'Five digits',
    pattern: { regex: /^[0-9]{5}$/, code: 'postal_code_format' },
  })
  postal_code?: string | null;

  @SettingsText({ maxLength: 20, example: '+90 212 555 12 34', pattern: { regex: PHONE, code: 'phone_format' } })
  phone?: string | null;

  @SettingsText({ maxLength: SENDER_MAX_LENGTH.tax_office, example: 'Zincirlikuyu', description: 'Vergi dairesi' })
  tax_office?: string | null;

  @SettingsText({
    maxLength: 11,
    example: '1234567890',
    description: 'VKN (10 digits) or, for a sole trader, TCKN (11 digits)',
    pattern: { regex: /^[0-9]{10,11}$/, code: 'tax_number_format' },
  })
  tax_number?: string | null;
}

export class InvoicingPatchDto {
  @SettingsChoice(INVOICE_PROVIDERS, 'The provider automatic invoices go through')
  default_provider?: InvoiceProvider | null;

  @SettingsText({
    maxLength: 3,
    example: 'TZG',
    description: 'Opens every invoice number (`TZG2025000000001`); `TZG` when null',
    pattern: { regex: SERIES_PREFIX_PATTERN, code: 'series_prefix_format' },
  })
  series_prefix?: string | null;

  @SettingsChoice(EFATURA_SCENARIOS, 'The e-Fatura profile (`ProfileID`) of `efatura` invoices; `TEMELFATURA` when null')
  efatura_scenario?: EfaturaScenario | null;

  @SettingsChoice(VAT_RATES, 'KDV rate (percent) of a line neither the marketplace nor the product gives one for; 20 when null')
  default_vat_rate?: VatRate | null;
}

export class CargoPatchDto {
  @SettingsChoice(CARGO_PROVIDERS, 'The carrier a label is booked with when the request names none')
  default_provider?: CargoProvider | null;
}

/**
 * A group of the settings: an object whose fields are merged one by one; the group itself is never
 * null. Documented as a bare `$ref` (a description beside it would wrap it in `allOf`).
 */
const Group = (type: new () => object) =>
  applyDecorators(
    ApiPropertyOptional({ type }),
    IsOptional(),
    IsObject({ message: fieldMessage('type_object') }),
    ValidateNested({ message: fieldMessage('type_object') }),
    Type(() => type),
  );

/** `PATCH /settings` (decisions §15): only the fields sent change; unknown fields are refused. */
export class SettingsPatchDto implements TenantSettingsPatch {
  @Group(SenderPatchDto)
  sender?: SenderPatchDto;

  @Group(InvoicingPatchDto)
  invoicing?: InvoicingPatchDto;

  @Group(CargoPatchDto)
  cargo?: CargoPatchDto;
}
