import { ApiProperty } from '@nestjs/swagger';
import {
  CARGO_PROVIDERS,
  type CargoProvider,
  type CargoSettingsDto,
  EFATURA_SCENARIOS,
  type EfaturaScenario,
  INVOICE_PROVIDERS,
  type InvoiceProvider,
  type InvoicingSettingsDto,
  type SenderSettingsDto,
  type TenantSettingsDto,
  VAT_RATES,
  type VatRate,
} from '@tezgah/contracts';
import { nullableChoice } from './settings-fields.decorator';

/** Response shapes, for the OpenAPI document: every field present, null where unset. */
const text = (example: string) => ApiProperty({ type: String, nullable: true, example });

export class SenderSettingsResponse implements SenderSettingsDto {
  @text('Demo Mağaza Ltd. Şti.') name: string | null;
  @text('Büyükdere Cad. No: 185') line1: string | null;
  @text('Kat 3 Daire 12') line2: string | null;
  @text('İstanbul') city: string | null;
  @text('Şişli') district: string | null;
  @text('34394') postal_code: string | null;
  @text('+90 212 555 12 34') phone: string | null;
  @text('Zincirlikuyu') tax_office: string | null;
  @text('1234567890') tax_number: string | null;
}

export class InvoicingSettingsResponse implements InvoicingSettingsDto {
  @ApiProperty(nullableChoice(INVOICE_PROVIDERS)) default_provider: InvoiceProvider | null;
  @text('TZG') series_prefix: string | null;
  @ApiProperty(nullableChoice(EFATURA_SCENARIOS)) efatura_scenario: EfaturaScenario | null;
  @ApiProperty(nullableChoice(VAT_RATES)) default_vat_rate: VatRate | null;
}

export class CargoSettingsResponse implements CargoSettingsDto {
  @ApiProperty(nullableChoice(CARGO_PROVIDERS)) default_provider: CargoProvider | null;
}

export class TenantSettingsResponse implements TenantSettingsDto {
  @ApiProperty({ type: SenderSettingsResponse }) sender: SenderSettingsResponse;
  @ApiProperty({ type: InvoicingSettingsResponse }) invoicing: InvoicingSettingsResponse;
  @ApiProperty({ type: CargoSettingsResponse }) cargo: CargoSettingsResponse;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Null until the settings are first changed' })
  updated_at: string | null;
}
