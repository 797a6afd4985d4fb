import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Carrier tracking moves orders (decisions §9): the history names the carrier as who changed the status. */
export class AddCarrierStatusChanges1768000000000 implements MigrationInterface {
  name = 'AddCarrierStatusChanges1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_status_history DROP CONSTRAINT order_status_history_changed_by_check`);
    await queryRunner.query(
      `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_changed_by_check CHECK (changed_by IN ('seller', 'marketplace', 'carrier'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_status_history DROP CONSTRAINT order_status_history_changed_by_check`);
    await queryRunner.query(
      `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_changed_by_check CHECK (changed_by IN ('seller', 'marketplace'))`,
    );
  }
}
