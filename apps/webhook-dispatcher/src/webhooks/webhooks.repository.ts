import { Injectable } from '@nestjs/common';
import type { WebhookDto } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { type DeliveryTarget, isoOrNull } from '../delivery/deliveries.repository';

const COLUMNS = `id, url, events, active, created_at, last_delivered_at, last_status_code`;

const LIST = { text: `SELECT ${COLUMNS} FROM webhooks WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at, id` };
const COUNT_LIVE = { text: `SELECT count(*)::int AS n FROM webhooks WHERE tenant_id = $1 AND deleted_at IS NULL` };
const FIND_TARGET = { text: `SELECT id, url, secret_sealed FROM webhooks WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL` };
const SUBSCRIBERS = {
  text: `SELECT id, url, secret_sealed FROM webhooks
    WHERE tenant_id = $1 AND deleted_at IS NULL AND active AND $2 = ANY(events) ORDER BY id`,
};

export interface NewWebhook {
  id: string;
  tenantId: string;
  url: string;
  events: string[];
  active: boolean;
  secretSealed: string;
}

/** The `webhooks` table; every statement is scoped to one tenant's live (not deleted) webhooks. */
@Injectable()
export class WebhooksRepository {
  private readonly reads: Reads;

  constructor(private readonly dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  async insert(webhook: NewWebhook): Promise<WebhookDto> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `INSERT INTO webhooks (id, tenant_id, url, events, active, secret_sealed, created_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, now()) RETURNING ${COLUMNS}`,
      [webhook.id, webhook.tenantId, webhook.url, webhook.events, webhook.active, webhook.secretSealed],
    );
    return toDto(rows[0]);
  }

  /** Oldest first, the order they were registered in. */
  async list(tenantId: string): Promise<WebhookDto[]> {
    return (await this.reads.query(LIST, [tenantId])).map(toDto);
  }

  async countLive(tenantId: string): Promise<number> {
    return (await this.reads.query(COUNT_LIVE, [tenantId]))[0].n as number;
  }

  async findTarget(tenantId: string, id: string): Promise<DeliveryTarget | null> {
    const rows = await this.reads.query(FIND_TARGET, [id, tenantId]);
    return rows.length ? toTarget(rows[0]) : null;
  }

  /** The tenant's active webhooks subscribed to `eventType`. */
  async subscribers(tenantId: string, eventType: string): Promise<DeliveryTarget[]> {
    return (await this.reads.query(SUBSCRIBERS, [tenantId, eventType])).map(toTarget);
  }

  /** Soft delete (its deliveries stay for the record); false when there was none to delete. */
  async delete(tx: Tx, tenantId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `WITH deleted AS (UPDATE webhooks SET deleted_at = now() WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL RETURNING id)
       SELECT id FROM deleted`,
      [id, tenantId],
    );
    return rows.length > 0;
  }
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

function toTarget(row: Record<string, unknown>): DeliveryTarget {
  return { id: row.id as string, url: row.url as string, secret_sealed: row.secret_sealed as string };
}
