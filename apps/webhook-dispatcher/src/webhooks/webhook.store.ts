import type { WebhookDto } from '@tezgah/contracts';
import type { Sql } from '@tezgah/persistence';
import { type DeliveryTarget, isoOrNull } from '../delivery/delivery.store';

const COLUMNS = `id, url, events, active, created_at, last_delivered_at, last_status_code`;

export interface NewWebhook {
  id: string;
  tenantId: string;
  url: string;
  events: string[];
  active: boolean;
  secretSealed: string;
}

function toDto(row: Record<string, unknown>): WebhookDto {
  return {
    id: row.id as string,
    url: row.url as string,
    events: row.events as string[],
    active: row.active as boolean,
    created_at: isoOrNull(row.created_at) as string,
    last_delivered_at: isoOrNull(row.last_delivered_at),
    last_status_code: row.last_status_code as number | null,
  };
}

/** The `webhooks` table; every statement is scoped to one tenant's live (not deleted) webhooks. */
export const WebhookStore = {
  async insert(db: Sql, webhook: NewWebhook): Promise<WebhookDto> {
    const rows: Array<Record<string, unknown>> = await db.query(
      `INSERT INTO webhooks (id, tenant_id, url, events, active, secret_sealed, created_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, now()) RETURNING ${COLUMNS}`,
      [webhook.id, webhook.tenantId, webhook.url, webhook.events, webhook.active, webhook.secretSealed],
    );
    return toDto(rows[0]);
  },

  /** Oldest first, the order they were registered in. */
  async list(db: Sql, tenantId: string): Promise<WebhookDto[]> {
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT ${COLUMNS} FROM webhooks WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
      [tenantId],
    );
    return rows.map(toDto);
  },

  async countLive(db: Sql, tenantId: string): Promise<number> {
    const rows: Array<{ n: number }> = await db.query(
      `SELECT count(*)::int AS n FROM webhooks WHERE tenant_id = $1 AND deleted_at IS NULL`,
      [tenantId],
    );
    return rows[0].n;
  },

  async findTarget(db: Sql, tenantId: string, id: string): Promise<DeliveryTarget | null> {
    const rows: DeliveryTarget[] = await db.query(
      `SELECT id, url, secret_sealed FROM webhooks WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL`,
      [id, tenantId],
    );
    return rows[0] ?? null;
  },

  /** The tenant's active webhooks subscribed to `eventType`. */
  async subscribers(db: Sql, tenantId: string, eventType: string): Promise<DeliveryTarget[]> {
    return db.query(
      `SELECT id, url, secret_sealed FROM webhooks
       WHERE tenant_id = $1 AND deleted_at IS NULL AND active AND $2 = ANY(events) ORDER BY id`,
      [tenantId, eventType],
    );
  },

  /** Soft delete (its deliveries stay for the record); false when there was none to delete. */
  async delete(db: Sql, tenantId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `WITH deleted AS (UPDATE webhooks SET deleted_at = now() WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL RETURNING id)
       SELECT id FROM deleted`,
      [id, tenantId],
    );
    return rows.length > 0;
  },
};
