import { Injectable } from '@nestjs/common';
import {
  CARGO_PROVIDERS,
  EFATURA_SCENARIOS,
  INVOICE_PROVIDERS,
  SETTINGS_GROUPS,
  type SettingsGroup,
  type TenantSettingsDto,
  type TenantSettingsPatch,
  VAT_RATES,
} from '@tezgah/contracts';
import type { Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { TenantSettingsEntity } from './tenant-settings.entity';

/** Every field of every group: what a tenant starts with (the demo seed). */
export type SettingsValues = Omit<TenantSettingsDto, 'updated_at'>;

/**
 * The fields sent are merged into their group (`||` replaces the keys it names, keeps the others)
 * on the row as it is when the statement runs: the upsert's row lock makes concurrent changes of
 * different fields queue, each merged into what the other wrote, so none is lost.
 */
const MERGE_SQL = `
  INSERT INTO tenant_settings AS stored (tenant_id, sender, invoicing, cargo, updated_at)
  VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, now())
  ON CONFLICT (tenant_id) DO UPDATE
    SET sender = stored.sender || excluded.sender,
        invoicing = stored.invoicing || excluded.invoicing,
        cargo = stored.cargo || excluded.cargo,
        updated_at = excluded.updated_at
  RETURNING tenant_id, sender, invoicing, cargo, updated_at`;

const SEED_SQL = `
  INSERT INTO tenant_settings (tenant_id, sender, invoicing, cargo, updated_at)
  VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, now())
  ON CONFLICT (tenant_id) DO NOTHING`;

/** The `tenant_settings` table of the identity schema (decisions §15). */
@Injectable()
export class TenantSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The tenant's settings; every field and `updated_at` null when none was ever set. */
  async find(tenantId: string): Promise<TenantSettingsDto> {
    const row = await this.dataSource.getRepository(TenantSettingsEntity).findOneBy({ tenant_id: tenantId });
    return fromDb(row ?? { sender: {}, invoicing: {}, cargo: {} });
  }

  /** Merges `patch` field by field into the stored settings (creating the row) and answers the result. */
  async merge(tx: Tx, tenantId: string, patch: TenantSettingsPatch): Promise<TenantSettingsDto> {
    const rows: TenantSettingsEntity[] = await tx.query(MERGE_SQL, [
      tenantId,
      ...SETTINGS_GROUPS.map((group) => JSON.stringify(patch[group] ?? {})),
    ]);
    return fromDb(rows[0]);
  }

  /** Stores `values` unless the tenant has settings already (a seller's own are never overwritten). */
  async seed(tenantId: string, values: SettingsValues): Promise<void> {
    await this.dataSource.query(SEED_SQL, [tenantId, ...SETTINGS_GROUPS.map((group) => JSON.stringify(values[group]))]);
  }
}

/** Every field of every group, null where the stored object has none (a field added later reads as null). */
function fromDb(row: Pick<TenantSettingsEntity, SettingsGroup> & { updated_at?: Date }): TenantSettingsDto {
  const { sender, invoicing, cargo } = row;
  return {
    sender: {
      name: text(sender.name),
      line1: text(sender.line1),
      line2: text(sender.line2),
      city: text(sender.city),
      district: text(sender.district),
      postal_code: text(sender.postal_code),
      phone: text(sender.phone),
      tax_office: text(sender.tax_office),
      tax_number: text(sender.tax_number),
    },
    invoicing: {
      default_provider: oneOf(INVOICE_PROVIDERS, invoicing.default_provider),
      series_prefix: text(invoicing.series_prefix),
      efatura_scenario: oneOf(EFATURA_SCENARIOS, invoicing.efatura_scenario),
      default_vat_rate: oneOf(VAT_RATES, invoicing.default_vat_rate),
    },
    cargo: { default_provider: oneOf(CARGO_PROVIDERS, cargo.default_provider) },
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function oneOf<T>(values: readonly T[], value: unknown): T | null {
  return values.find((known) => known === value) ?? null;
}
