import type { Sql } from '@tezgah/persistence';

/** The `connection_state` and `sync_runs` tables: what a connector remembers per connection. */
export const ConnectionStateStore = {
  /** True when the sync job already finished (completed or failed) here. */
  async syncFinished(db: Sql, jobId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM sync_runs WHERE job_id = $1`, [jobId]);
    return rows.length > 0;
  },

  /** Records the end of a sync job; false when another delivery of the same event finished it first. */
  async finishSync(manager: Sql, run: { jobId: string; tenantId: string; slug: string; status: 'completed' | 'failed' }): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO sync_runs (job_id, tenant_id, slug, status, finished_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (job_id) DO NOTHING RETURNING job_id
       ) SELECT job_id FROM inserted`,
      [run.jobId, run.tenantId, run.slug, run.status],
    );
    return rows.length > 0;
  },

  /** The orders cursor the pollers continue from (at once), and when the connection was last synchronised. */
  async synced(manager: Sql, tenantId: string, slug: string, ordersCursor: string | null, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO connection_state (tenant_id, slug, orders_cursor, last_sync_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, slug) DO UPDATE SET orders_cursor = EXCLUDED.orders_cursor, last_sync_at = EXCLUDED.last_sync_at,
         next_poll_at = now(), poll_dormant = false`,
      [tenantId, slug, ordersCursor, at],
    );
  },
};
