import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateJobs1763770100000 implements MigrationInterface {
  name = 'CreateJobs1763770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE jobs (
      id text PRIMARY KEY,
      tenant_id text NOT NULL,
      type text NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      progress int NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      result jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE INDEX jobs_tenant_created_idx ON jobs (tenant_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE jobs`);
  }
}
