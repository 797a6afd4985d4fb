import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that revokes sessions signals it (`NOTIFY tezgah_sessions_revoked`, sent on
 * commit), whoever runs it: a logout on another replica, a refresh token's reuse, an operator's
 * UPDATE (docs/runbook.md). Each gateway replica listens and reads the revocations at once,
 * instead of asking four times a second.
 */
export class SignalSessionRevocations1769200000000 implements MigrationInterface {
  name = 'SignalSessionRevocations1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION signal_sessions_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('tezgah_sessions_revoked', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION signal_sessions_revoked()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sessions_revoked ON sessions`);
    await queryRunner.query(`DROP FUNCTION signal_sessions_revoked()`);
  }
}
