import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `GET /cargo/shipments`: a tenant's booked shipments, newest booking first, read a page at a time. */
export class IndexListedShipments1769900000000 implements MigrationInterface {
  name = 'IndexListedShipments1769900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX shipments_listed ON shipments (tenant_id, booked_at DESC, id DESC) WHERE tracking_number IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX shipments_listed`);
  }
}
