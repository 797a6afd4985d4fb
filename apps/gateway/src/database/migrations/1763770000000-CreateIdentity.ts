import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1763770000000 implements MigrationInterface {
  name = 'CreateIdentity1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE tenants (
      id text PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE users (
      id serial PRIMARY KEY,
      tenant_id text NOT NULL REFERENCES tenants(id),
      email text NOT NULL,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'staff', 'viewer')),
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(`CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id),
      tenant_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      revoked_reason text
    )`);
    await queryRunner.query(`CREATE INDEX sessions_revoked_at_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE refresh_tokens (
      id serial PRIMARY KEY,
      session_id text NOT NULL REFERENCES sessions(id),
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX refresh_tokens_hash_key ON refresh_tokens (token_hash)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refresh_tokens`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE tenants`);
  }
}
