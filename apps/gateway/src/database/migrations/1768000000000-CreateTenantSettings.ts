import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tenant's settings (decisions §15): one row per tenant, one JSONB object per group, so that a
 * PATCH merges the fields it sends into their group in one statement (docs/settings.md).
 */
export class CreateTenantSettings1768000000000 implements MigrationInterface {
  name = 'CreateTenantSettings1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE tenant_settings (
      tenant_id text PRIMARY KEY REFERENCES tenants(id),
      sender jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(sender) = 'object'),
      invoicing jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(invoicing) = 'object'),
      cargo jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(cargo) = 'object'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE tenant_settings`);
  }
}
