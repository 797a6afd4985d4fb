import { Injectable } from '@nestjs/common';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

const SYNC_FINISHED = { name: 'connector_sync_finished', text: `SELECT 1 FROM sync_runs WHERE job_id = $1` };

/** The `connection_state` and `sync_runs` tables: what a connector remembers per connection. */
@Injectable()
export class ConnectionStateRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** True when the sync job already finished (completed or failed) here. */
  async syncFinished(jobId: string): Promise<boolean> {
    const rows = await this.reads.query(SYNC_FINISHED, [jobId]);
    return rows.length > 0;
  }

  /** Records the end of a sync job; false when another delivery of the same event finished it first. */
  async finishSync(tx: Tx, run: { jobId: string; tenantId: string; slug: string; status: 'completed' | 'failed' }): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `WITH inserted AS (
         INSERT INTO sync_runs (job_id, tenant_id, slug, status, finished_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (job_id) DO NOTHING RETURNING job_id
       ) SELECT job_id FROM inserted`,
      [run.jobId, run.tenantId, run.slug, run.status],
    );
    return rows.length > 0;
  }

  /** The orders cursor the pollers continue from (at once), and when the connection was last synchronised. */
  async synced(tx: Tx, tenantId: string, slug: string, ordersCursor: string | null, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO connection_state (tenant_id, slug, orders_cursor, last_sync_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, slug) DO UPDATE SET orders_cursor = EXCLUDED.orders_cursor, last_sync_at = EXCLUDED.last_sync_at,
         next_poll_at = now(), poll_dormant = false`,
      [tenantId, slug, ordersCursor, at],
    );
  }
}
