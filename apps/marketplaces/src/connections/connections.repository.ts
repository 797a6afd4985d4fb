import { Injectable } from '@nestjs/common';
import { type MarketplaceConfig, newId } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import type { ConnectionRow } from './connection-row';

const COLUMNS = `id, tenant_id, slug, status, credentials_sealed, config, seller_id, store_name, connected_at,
  last_sync_at, product_count, active_listing_count, last_sync_job_id, grant_state_nonce, grant_refreshed_at,
  grant_refresh_due_at`;

/** The columns a change may set (id, tenant and slug never change). */
type Changes = Partial<Omit<ConnectionRow, 'id' | 'tenant_id' | 'slug'>>;

const OF_TENANT = { text: `SELECT ${COLUMNS} FROM connections WHERE tenant_id = $1` };
const FIND = { text: `SELECT ${COLUMNS} FROM connections WHERE tenant_id = $1 AND slug = $2` };

/** A connection due for its grant's refresh. */
export type DueGrant = Pick<ConnectionRow, 'id' | 'tenant_id' | 'slug'>;

/** The `connections` table of the `marketplaces` schema. */
@Injectable()
export class ConnectionsRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  async listOfTenant(tenantId: string): Promise<ConnectionRow[]> {
    return (await this.reads.query(OF_TENANT, [tenantId])).map(fromDb);
  }

  async find(tenantId: string, slug: string): Promise<ConnectionRow | null> {
    const raw = await this.reads.query(FIND, [tenantId, slug]);
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** The tenant's row of a marketplace, locked until the transaction ends; null when there is none. */
  async lock(tx: Tx, tenantId: string, slug: string): Promise<ConnectionRow | null> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `SELECT ${COLUMNS} FROM connections WHERE tenant_id = $1 AND slug = $2 FOR UPDATE`,
      [tenantId, slug],
    );
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** `lock`, creating the row (disconnected, with `config`) if there was none. */
  async lockOrCreate(tx: Tx, tenantId: string, slug: string, config: MarketplaceConfig): Promise<ConnectionRow> {
    await tx.query(
      `INSERT INTO connections (id, tenant_id, slug, status, config, created_at, updated_at)
       VALUES ($1, $2, $3, 'disconnected', $4, now(), now())
       ON CONFLICT (tenant_id, slug) DO NOTHING`,
      [newId('con'), tenantId, slug, JSON.stringify(config)],
    );
    return (await this.lock(tx, tenantId, slug)) as ConnectionRow;
  }

  /** A row by id, locked; null when it does not exist. */
  async lockById(tx: Tx, id: string): Promise<ConnectionRow | null> {
    const raw: Array<Record<string, unknown>> = await tx.query(`SELECT ${COLUMNS} FROM connections WHERE id = $1 FOR UPDATE`, [id]);
    return raw.length ? fromDb(raw[0]) : null;
  }

  async update(tx: Tx, id: string, changes: Changes): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
    const values = entries.map(([column, value]) => (column === 'config' ? JSON.stringify(value) : value));
    await tx.query(`UPDATE connections SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [id, ...values]);
  }

  /**
   * Claims up to `limit` connected grants due for a refresh at `now`: their due time moves to
   * `retryAt`, so another replica skips them, and a refresh that fails is tried again then.
   */
  async claimDueGrants(tx: Tx, now: Date, retryAt: Date, limit: number): Promise<DueGrant[]> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `WITH due AS (
         SELECT id FROM connections
         WHERE status = 'connected' AND grant_refresh_due_at <= $1
         ORDER BY grant_refresh_due_at LIMIT $3 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE connections c SET grant_refresh_due_at = $2 FROM due WHERE c.id = due.id RETURNING c.id, c.tenant_id, c.slug
       ) SELECT id, tenant_id, slug FROM claimed`, // a CTE: TypeORM answers a bare UPDATE with [rows, count]
      [now, retryAt, limit],
    );
    return raw.map((row) => ({ id: row.id as string, tenant_id: row.tenant_id as string, slug: row.slug as ConnectionRow['slug'] }));
  }

  /** The counts of a finished synchronisation; an older report than the one stored is ignored. */
  async recordSync(
    tx: Tx,
    tenantId: string,
    id: string,
    counts: { product_count: number; active_listing_count: number; synced_at: string },
  ): Promise<void> {
    await tx.query(
      `UPDATE connections SET product_count = $3, active_listing_count = $4, last_sync_at = $5, updated_at = now()
       WHERE id = $1 AND tenant_id = $2 AND (last_sync_at IS NULL OR last_sync_at <= $5)`,
      [id, tenantId, counts.product_count, counts.active_listing_count, counts.synced_at],
    );
  }
}

function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string | Date);
}

function fromDb(raw: Record<string, unknown>): ConnectionRow {
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    slug: raw.slug as ConnectionRow['slug'],
    status: raw.status as ConnectionRow['status'],
    credentials_sealed: raw.credentials_sealed as string | null,
    // Configurations stored before `store_name` existed have none.
    config: { store_name: null, ...(raw.config as MarketplaceConfig) },
    seller_id: raw.seller_id as string | null,
    store_name: raw.store_name as string | null,
    connected_at: dateOrNull(raw.connected_at),
    last_sync_at: dateOrNull(raw.last_sync_at),
    product_count: raw.product_count as number,
    active_listing_count: raw.active_listing_count as number,
    last_sync_job_id: raw.last_sync_job_id as string | null,
    grant_state_nonce: raw.grant_state_nonce as string | null,
    grant_refreshed_at: dateOrNull(raw.grant_refreshed_at),
    grant_refresh_due_at: dateOrNull(raw.grant_refresh_due_at),
  };
}
