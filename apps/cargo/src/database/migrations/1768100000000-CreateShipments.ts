import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipments booked with the carriers, their stored labels and tracking (decisions §9), and label
 * batches. A shipment's row is written before the carrier is asked (its id is the booking's key
 * at the carrier), and its tracking number and label PDF arrive together in one statement: no
 * booked shipment without its label, no label without a booking.
 */
export class CreateShipments1768100000000 implements MigrationInterface {
  name = 'CreateShipments1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shipments (
        id text PRIMARY KEY,
        tenant_id text NOT NULL,
        order_id text NOT NULL,
        provider text NOT NULL,
        package_count int NOT NULL CHECK (package_count >= 1),
        weight_kg numeric,
        content jsonb NOT NULL,
        tracking_number text,
        label_pdf bytea,
        booked_at timestamptz,
        lease_owner text,
        lease_until timestamptz,
        order_settled boolean NOT NULL DEFAULT false,
        tracking_status text NOT NULL DEFAULT 'created',
        tracking_events jsonb NOT NULL DEFAULT '[]',
        tracked_at timestamptz,
        next_track_at timestamptz,
        reported_status text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (tenant_id, order_id),
        CHECK ((tracking_number IS NULL) = (label_pdf IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX shipments_tracking_number ON shipments (tenant_id, tracking_number) WHERE tracking_number IS NOT NULL`,
    );
    // The tracker's claim of due shipments, and the sweep of bookings whose holder stopped.
    await queryRunner.query(`CREATE INDEX shipments_due ON shipments (next_track_at) WHERE next_track_at IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX shipments_unsettled ON shipments (lease_until) WHERE tracking_number IS NULL OR NOT order_settled`,
    );
    await queryRunner.query(`
      CREATE TABLE label_batches (
        job_id text PRIMARY KEY,
        tenant_id text NOT NULL,
        request jsonb NOT NULL,
        next_index int NOT NULL DEFAULT 0,
        shipment_ids text[] NOT NULL DEFAULT '{}',
        rejections jsonb NOT NULL DEFAULT '[]',
        label_pdf bytea,
        finished_at timestamptz,
        lease_owner text,
        lease_until timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX label_batches_open ON label_batches (created_at) WHERE finished_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE label_batches`);
    await queryRunner.query(`DROP TABLE shipments`);
  }
}
