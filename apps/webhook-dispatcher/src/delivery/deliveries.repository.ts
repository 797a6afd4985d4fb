import { Injectable } from '@nestjs/common';
import type { DeliveryAttemptDto, DeliveryDto, DeliveryStatus } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** A delivery in the hands of one replica's dispatcher (leased), with what an attempt needs. */
export interface DeliveryJob {
  id: string;
  webhookId: string;
  url: string;
  secretSealed: string;
  eventType: string;
  body: string;
  /** Attempts made since it was created or last resent. */
  roundAttempts: number;
}

/** What one attempt changed: the attempt itself and where the delivery stands after it. */
export interface DeliveryOutcome {
  id: string;
  webhookId: string;
  attempt: DeliveryAttemptDto;
  status: DeliveryStatus;
  nextAttemptAt: string | null;
}

/** The webhook a new delivery goes to. */
export interface DeliveryTarget {
  id: string;
  url: string;
  secret_sealed: string;
}

export interface NewDelivery {
  tenantId: string;
  eventId: string;
  eventType: string;
  body: string;
}

/** A timestamp column as ISO 8601, null staying null. */
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : new Date(value as string).toISOString();
}

const DTO_COLUMNS = `d.id, d.event_id, d.event_type, d.status, d.attempts, d.next_attempt_at, d.created_at`;
const JOB_COLUMNS = `d.id, d.webhook_id, d.event_type, d.body, d.round_attempts, w.url, w.secret_sealed`;
const LIST = {
  text: `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM deliveries WHERE webhook_id = $1) t
    LEFT JOIN LATERAL (
      SELECT ${DTO_COLUMNS} FROM deliveries d WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3
    ) p ON true`,
};
const FIND = { text: `SELECT ${DTO_COLUMNS} FROM deliveries d WHERE d.id = $1 AND d.webhook_id = $2` };
const COUNT_PENDING = { text: `SELECT count(*)::int AS pending FROM deliveries WHERE status = 'pending'` };

function toJob(row: Record<string, unknown>): DeliveryJob {
  return {
    id: row.id as string,
    webhookId: row.webhook_id as string,
    url: row.url as string,
    secretSealed: row.secret_sealed as string,
    eventType: row.event_type as string,
    body: row.body as string,
    roundAttempts: Number(row.round_attempts),
  };
}

function toDeliveryDto(row: Record<string, unknown>): DeliveryDto {
  return {
    id: row.id as string,
    event_id: row.event_id as string,
    event_type: row.event_type as string,
    status: row.status as DeliveryStatus,
    attempts: row.attempts as DeliveryAttemptDto[],
    next_attempt_at: isoOrNull(row.next_attempt_at),
    created_at: isoOrNull(row.created_at) as string,
  };
}

/** The `deliveries` table: created leased to the replica that will make the first attempt. */
@Injectable()
export class DeliveriesRepository {
  private readonly reads: Reads;

  constructor(private readonly dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /**
   * One pending delivery per target webhook, leased for `leaseMs`, unless that webhook already
   * has this event (a redelivered event creates nothing). Returns the jobs created.
   */
  async create(delivery: NewDelivery, targets: Array<DeliveryTarget & { deliveryId: string }>, leaseMs: number): Promise<DeliveryJob[]> {
    if (!targets.length) return [];
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `INSERT INTO deliveries (id, tenant_id, webhook_id, event_id, event_type, body, status, next_attempt_at, leased_until, created_at)
       SELECT t.id, $1, t.webhook_id, $2, $3, $4, 'pending', now(), now() + $6 * interval '1 millisecond', now()
       FROM unnest($5::text[], $7::text[]) AS t(id, webhook_id)
       ON CONFLICT (webhook_id, event_id) DO NOTHING
       RETURNING id, webhook_id, round_attempts`,
      [
        delivery.tenantId,
        delivery.eventId,
        delivery.eventType,
        delivery.body,
        targets.map((t) => t.deliveryId),
        leaseMs,
        targets.map((t) => t.id),
      ],
    );
    const byWebhook = new Map(targets.map((target) => [target.id, target]));
    return rows.map((row) => {
      const target = byWebhook.get(row.webhook_id as string) as DeliveryTarget;
      return toJob({ ...row, event_type: delivery.eventType, body: delivery.body, url: target.url, secret_sealed: target.secret_sealed });
    });
  }

  /**
   * Due pending deliveries of live webhooks that no replica holds (a lease that ran out counts as
   * free), leased to the caller. `exclude`: ids the caller holds already.
   */
  async claimDue(limit: number, leaseMs: number, exclude: string[]): Promise<DeliveryJob[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.deleted_at IS NULL
         WHERE d.status = 'pending' AND d.next_attempt_at <= now()
           AND (d.leased_until IS NULL OR d.leased_until < now()) AND NOT (d.id = ANY($3::text[]))
         ORDER BY d.next_attempt_at LIMIT $1 FOR UPDATE OF d SKIP LOCKED
       ), claimed AS (
         UPDATE deliveries d SET leased_until = now() + $2 * interval '1 millisecond'
         FROM due, webhooks w WHERE d.id = due.id AND w.id = d.webhook_id
         RETURNING ${JOB_COLUMNS}
       )
       SELECT * FROM claimed`,
      [limit, leaseMs, exclude],
    );
    return rows.map(toJob);
  }

  /** Extends the leases of deliveries this replica still holds. */
  /**
   * When the next pending delivery of a live webhook falls due (its retry, or its lease's end),
   * perhaps already (one written by another replica during a run); null for none. The webhooks
   * `claimDue` takes, no others: a delivery it never takes must not keep the worker running.
   */
  async nextDueAt(): Promise<Date | null> {
    const dueAt = 'GREATEST(d.next_attempt_at, COALESCE(d.leased_until, d.next_attempt_at))';
    const [row] = await this.dataSource.query(
      `SELECT min(${dueAt}) AS due FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.deleted_at IS NULL
       WHERE d.status = 'pending'`,
    );
    return (row?.due as Date | null) ?? null;
  }

  async renewLeases(ids: string[], leaseMs: number): Promise<void> {
    if (!ids.length) return;
    await this.dataSource.query(
      `UPDATE deliveries SET leased_until = now() + $2 * interval '1 millisecond' WHERE id = ANY($1::text[]) AND status = 'pending'`,
      [ids, leaseMs],
    );
  }

  /** Gives deliveries back untried (shutting down): any replica may take them at once. */
  async release(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.dataSource.query(`UPDATE deliveries SET leased_until = NULL WHERE id = ANY($1::text[]) AND status = 'pending'`, [ids]);
  }

  /**
   * Records attempts in one statement: each delivery's attempt, status, next attempt and freed
   * lease, and on each webhook its latest status code and last successful delivery.
   */
  async record(outcomes: DeliveryOutcome[]): Promise<void> {
    if (!outcomes.length) return;
    const latest = new Map<string, { id: string; status_code: number | null; delivered_at: string | null }>();
    for (const { webhookId, attempt, status } of outcomes) {
      const entry = latest.get(webhookId) ?? { id: webhookId, status_code: null, delivered_at: null };
      if (attempt.status_code !== null) entry.status_code = attempt.status_code;
      if (status === 'delivered') entry.delivered_at = attempt.at;
      latest.set(webhookId, entry);
    }
    await this.dataSource.query(
      `WITH o AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS o(id text, attempt jsonb, status text, next_attempt_at timestamptz)
       ), recorded AS (
         UPDATE deliveries d SET attempts = d.attempts || jsonb_build_array(o.attempt), round_attempts = d.round_attempts + 1,
           status = o.status, next_attempt_at = o.next_attempt_at, leased_until = NULL
         FROM o WHERE d.id = o.id RETURNING d.id
       )
       UPDATE webhooks w SET last_status_code = coalesce(l.status_code, w.last_status_code),
         last_delivered_at = coalesce(l.delivered_at, w.last_delivered_at)
       FROM jsonb_to_recordset($2::jsonb) AS l(id text, status_code int, delivered_at timestamptz)
       WHERE w.id = l.id`,
      [
        JSON.stringify(outcomes.map((o) => ({ id: o.id, attempt: o.attempt, status: o.status, next_attempt_at: o.nextAttemptAt }))),
        JSON.stringify([...latest.values()]),
      ],
    );
  }

  /** A webhook's deliveries, newest first, with the total. */
  async list(webhookId: string, page: number, perPage: number): Promise<{ rows: DeliveryDto[]; total: number }> {
    const rows = await this.reads.query(LIST, [webhookId, perPage, (page - 1) * perPage]);
    return { total: Number(rows[0]?.total ?? 0), rows: rows.filter((row) => row.id !== null).map(toDeliveryDto) };
  }

  /**
   * A delivered or dead delivery pending again: the same event and body, a fresh round of
   * attempts, due now and leased to the caller. Null when it is not there or still pending.
   */
  async resend(webhookId: string, deliveryId: string, leaseMs: number): Promise<{ dto: DeliveryDto; job: DeliveryJob } | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `WITH resent AS (
         UPDATE deliveries d SET status = 'pending', round_attempts = 0, next_attempt_at = now(),
           leased_until = now() + $3 * interval '1 millisecond'
         FROM webhooks w WHERE d.id = $1 AND d.webhook_id = $2 AND w.id = d.webhook_id AND d.status <> 'pending'
         RETURNING ${DTO_COLUMNS}, w.url, w.secret_sealed, d.webhook_id, d.body, d.round_attempts
       )
       SELECT * FROM resent`,
      [deliveryId, webhookId, leaseMs],
    );
    return rows.length ? { dto: toDeliveryDto(rows[0]), job: toJob(rows[0]) } : null;
  }

  async find(webhookId: string, deliveryId: string): Promise<DeliveryDto | null> {
    const rows = await this.reads.query(FIND, [deliveryId, webhookId]);
    return rows.length ? toDeliveryDto(rows[0]) : null;
  }

  /** Pending deliveries of a deleted webhook stop: marked dead, never attempted again. */
  async stopPending(tx: Tx, webhookId: string): Promise<void> {
    await tx.query(
      `UPDATE deliveries SET status = 'dead', next_attempt_at = NULL, leased_until = NULL WHERE webhook_id = $1 AND status = 'pending'`,
      [webhookId],
    );
  }

  /** Pending deliveries, all webhooks: the backlog metric. */
  async countPending(): Promise<number> {
    const rows = await this.reads.query(COUNT_PENDING, []);
    return rows[0].pending as number;
  }
}
