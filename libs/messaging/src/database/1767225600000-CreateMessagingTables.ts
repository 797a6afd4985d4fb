import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Creates `outbox` and `inbox` in the schema of the DataSource that runs it, so every service
 * lists this one migration beside its own. Matches the entities exactly (the schema builder
 * finds nothing to change after it).
 */
export class CreateMessagingTables1767225600000 implements MigrationInterface {
  name = 'CreateMessagingTables1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const table = tableIn(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${table('outbox')} (
        "id" text NOT NULL,
        "type" text NOT NULL,
        "version" integer NOT NULL,
        "tenant_id" text NOT NULL,
        "payload" jsonb NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "position" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "outbox_relay_order" ON ${table('outbox')} ("occurred_at", "position")`);
    await queryRunner.query(`
      CREATE TABLE ${table('inbox')} (
        "consumer" text NOT NULL,
        "event_id" text NOT NULL,
        "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer", "event_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = tableIn(queryRunner);
    await queryRunner.query(`DROP TABLE ${table('inbox')}`);
    await queryRunner.query(`DROP TABLE ${table('outbox')}`);
  }
}

/** Qualifies a table with the DataSource's schema when it names one (else the search path decides). */
function tableIn(queryRunner: QueryRunner): (name: string) => string {
  const { driver } = queryRunner.connection;
  return (name) => (driver.schema ? `${driver.escape(driver.schema)}.${driver.escape(name)}` : driver.escape(name));
}
