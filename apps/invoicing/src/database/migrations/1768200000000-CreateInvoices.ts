import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices with their documents, the tenants' number series (decisions §8), and the automatic
 * invoices not issued yet. An invoice row is written with its number, its XML and PDF in the
 * transaction that reserves the number from its series row: no committed invoice without a
 * number, no number taken by a transaction that rolled back. At most one live invoice (neither
 * rejected nor cancelled) per order.
 */
export class CreateInvoices1768200000000 implements MigrationInterface {
  name = 'CreateInvoices1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_series (
        tenant_id text NOT NULL,
        prefix text NOT NULL CHECK (prefix ~ '^[A-Z0-9]{3}$'),
        year int NOT NULL,
        last_number bigint NOT NULL CHECK (last_number BETWEEN 1 AND 999999999),
        PRIMARY KEY (tenant_id, prefix, year)
      )`);
    await queryRunner.query(`
      CREATE TABLE invoices (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        order_id text NOT NULL,
        origin text NOT NULL CHECK (origin IN ('automatic', 'manual')),
        provider text NOT NULL,
        type text NOT NULL CHECK (type IN ('earsiv', 'efatura')),
        profile text NOT NULL CHECK (profile IN ('EARSIVFATURA', 'TEMELFATURA', 'TICARIFATURA')),
        ettn uuid NOT NULL UNIQUE,
        series_prefix text NOT NULL,
        series_year int NOT NULL,
        sequence bigint NOT NULL,
        number text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'accepted', 'rejected', 'cancelled')),
        provider_reference text,
        failure text,
        attempts int NOT NULL DEFAULT 0,
        claims int NOT NULL DEFAULT 0,
        last_error text,
        failure_reported boolean NOT NULL DEFAULT false,
        next_attempt_at timestamptz,
        cancel_requested boolean NOT NULL DEFAULT false,
        order_settled boolean NOT NULL DEFAULT false,
        total numeric(14, 2) NOT NULL,
        currency text NOT NULL,
        content jsonb NOT NULL,
        xml text NOT NULL,
        pdf bytea NOT NULL,
        issued_at timestamptz NOT NULL,
        sent_at timestamptz,
        decided_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (tenant_id, series_prefix, series_year, sequence),
        CHECK ((status IN ('sent', 'accepted', 'cancelled')) <= (provider_reference IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_live_per_order ON invoices (tenant_id, order_id) WHERE status NOT IN ('rejected', 'cancelled')`,
    );
    await queryRunner.query(`CREATE INDEX invoices_newest ON invoices (tenant_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX invoices_by_order ON invoices (tenant_id, order_id)`);
    // The issuance worker's claim: an invoice with a step due (submit, verdict, the order's link, a cancel).
    await queryRunner.query(`CREATE INDEX invoices_due ON invoices (next_attempt_at) WHERE next_attempt_at IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE invoice_requests (
        tenant_id text NOT NULL,
        order_id text NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, order_id)
      )`);
    await queryRunner.query(`CREATE INDEX invoice_requests_due ON invoice_requests (next_attempt_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoice_requests`);
    await queryRunner.query(`DROP TABLE invoices`);
    await queryRunner.query(`DROP TABLE invoice_series`);
  }
}
