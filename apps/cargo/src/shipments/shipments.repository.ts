import { Injectable } from '@nestjs/common';
import type { ShipmentListQuery, TrackingStatus } from '@tezgah/contracts';
import { type Reads, readsOf } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import type { CarrierEvent } from '../carriers/carrier';
import { type BookedShipmentRow, fromDb, type ShipmentParties, type ShipmentRow } from './shipment-row';

const COLUMNS = `id, tenant_id, order_id, provider, package_count, weight_kg::float8 AS weight_kg, content, tracking_number, booked_at,
  order_settled, tracking_status, tracking_events, tracked_at, reported_status, created_at, updated_at`;

const BY_ORDER = { name: 'cargo.shipments.by_order', text: `SELECT ${COLUMNS} FROM shipments WHERE tenant_id = $1 AND order_id = $2` };
const BY_TRACKING = {
  name: 'cargo.shipments.by_tracking',
  text: `SELECT ${COLUMNS} FROM shipments WHERE tenant_id = $1 AND tracking_number = $2`,
};
const BY_IDS = { text: `SELECT ${COLUMNS} FROM shipments WHERE tenant_id = $1 AND id = ANY($2::text[])` };
/** Booked shipments only: an unbooked row is a booking under way (or one the sweeper will settle), with no tracking number to show. */
const LISTED = `tenant_id = $1 AND tracking_number IS NOT NULL AND ($2::text IS NULL OR tracking_status = $2)
  AND ($3::text IS NULL OR provider = $3) AND ($4::text IS NULL OR order_id = $4)`;
const PAGE = {
  text: `SELECT ${COLUMNS}, count(*) OVER () AS total_count FROM shipments WHERE ${LISTED}
    ORDER BY booked_at DESC, id DESC LIMIT $5 OFFSET $6`,
};
const COUNT = { text: `SELECT count(*)::int AS total FROM shipments WHERE ${LISTED}` };
const LABEL_PDF = { text: `SELECT label_pdf FROM shipments WHERE tenant_id = $1 AND id = $2 AND label_pdf IS NOT NULL` };

/**
 * Takes the shipment of an order for booking, in one statement: a new row (`fresh`), or the
 * order's unbooked row whose holder's lease ran out (its booking may have reached the carrier).
 * Nothing when the order's shipment is booked or another holds it.
 */
const CLAIM_FOR_BOOKING = {
  text: `WITH inserted AS (
      INSERT INTO shipments (id, tenant_id, order_id, provider, package_count, weight_kg, content, lease_owner, lease_until, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + $9 * interval '1 millisecond', now(), now())
      ON CONFLICT (tenant_id, order_id) DO NOTHING
      RETURNING ${COLUMNS}, true AS fresh
    ), taken AS (
      UPDATE shipments SET lease_owner = $8, lease_until = now() + $9 * interval '1 millisecond', updated_at = now()
      WHERE tenant_id = $2 AND order_id = $3 AND tracking_number IS NULL AND (lease_until IS NULL OR lease_until < now())
        AND NOT EXISTS (SELECT 1 FROM inserted)
      RETURNING ${COLUMNS}, false AS fresh
    )
    SELECT * FROM inserted UNION ALL SELECT * FROM taken`,
};

export interface NewShipment {
  id: string;
  tenant_id: string;
  order_id: string;
  provider: ShipmentRow['provider'];
  package_count: number;
  weight_kg: number | null;
  content: ShipmentParties;
}

export interface Lease {
  owner: string;
  ms: number;
}

/** The `cargo` schema's shipments; every read is scoped to one tenant, every booking write to its lease holder. */
@Injectable()
export class ShipmentsRepository {
  private readonly statements: Reads;

  constructor(dataSource: DataSource) {
    this.statements = readsOf(dataSource);
  }

  async findByOrder(tenantId: string, orderId: string): Promise<ShipmentRow | null> {
    return first(await this.statements.query(BY_ORDER, [tenantId, orderId]));
  }

  async findByTrackingNumber(tenantId: string, trackingNumber: string): Promise<ShipmentRow | null> {
    return first(await this.statements.query(BY_TRACKING, [tenantId, trackingNumber]));
  }

  /** The tenant's shipments of `ids`, in the order of `ids` (unknown ones left out). */
  async findMany(tenantId: string, ids: string[]): Promise<ShipmentRow[]> {
    const rows = (await this.statements.query(BY_IDS, [tenantId, ids])).map(fromDb);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One page of the tenant's booked shipments, newest booking first, and the filter's total. */
  async list(tenantId: string, query: ShipmentListQuery): Promise<{ rows: BookedShipmentRow[]; total: number }> {
    const filter = [tenantId, query.status ?? null, query.provider ?? null, query.order_id ?? null];
    const raw = await this.statements.query(PAGE, [...filter, query.per_page, (query.page - 1) * query.per_page]);
    // A page past the end has no rows to carry the total.
    const total = raw.length ? Number(raw[0].total_count) : Number((await this.statements.query(COUNT, filter))[0].total);
    return { rows: raw.map(fromDb) as BookedShipmentRow[], total };
  }

  async labelPdf(tenantId: string, id: string): Promise<Buffer | null> {
    const raw = await this.statements.query(LABEL_PDF, [tenantId, id]);
    return raw.length ? Buffer.from(raw[0].label_pdf as Uint8Array) : null;
  }

  async claimForBooking(shipment: NewShipment, lease: Lease): Promise<{ row: ShipmentRow; fresh: boolean } | null> {
    const raw = await this.statements.query(CLAIM_FOR_BOOKING, [
      shipment.id,
      shipment.tenant_id,
      shipment.order_id,
      shipment.provider,
      shipment.package_count,
      shipment.weight_kg,
      JSON.stringify(shipment.content),
      lease.owner,
      lease.ms,
    ]);
    return raw.length ? { row: fromDb(raw[0]), fresh: raw[0].fresh === true } : null;
  }

  /**
   * The booking's tracking number and label, together, and the shipment due for tracking; only
   * while `owner` still holds it. Null when the lease was lost (another holder took over).
   */
  async storeBooked(
    id: string,
    owner: string,
    booked: { trackingNumber: string; labelPdf: Buffer; bookedAt: Date; trackAt: Date },
  ): Promise<BookedShipmentRow | null> {
    const raw = await this.statements.query(
      {
        text: `WITH stored AS (
          UPDATE shipments SET tracking_number = $3, label_pdf = $4, booked_at = $5, next_track_at = $6,
            lease_owner = NULL, lease_until = NULL, updated_at = now()
          WHERE id = $1 AND lease_owner = $2 AND tracking_number IS NULL RETURNING ${COLUMNS})
        SELECT * FROM stored`,
      },
      [id, owner, booked.trackingNumber, booked.labelPdf, booked.bookedAt, booked.trackAt],
    );
    return first(raw) as BookedShipmentRow | null;
  }

  /** Gives up the holder's lease at once, so that a retry need not wait for it to run out. */
  async release(id: string, owner: string): Promise<void> {
    await this.statements.query(
      { text: `UPDATE shipments SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2` },
      [id, owner],
    );
  }

  /** Forgets a booking the carrier does not have (refused, or never arrived): the order may be labelled anew. */
  async forgetUnbooked(id: string, owner: string): Promise<void> {
    await this.statements.query({ text: `DELETE FROM shipments WHERE id = $1 AND lease_owner = $2 AND tracking_number IS NULL` }, [
      id,
      owner,
    ]);
  }

  async markSettled(id: string): Promise<void> {
    await this.statements.query({ text: `UPDATE shipments SET order_settled = true, updated_at = now() WHERE id = $1` }, [id]);
  }

  /**
   * Shipments left unsettled, leased to `owner`: a booking whose holder stopped (its lease ran out),
   * or a booked one whose order has not taken its tracking number for `graceMs`.
   */
  async claimUnsettled(lease: Lease, graceMs: number, limit: number): Promise<ShipmentRow[]> {
    const raw = await this.statements.query(
      {
        text: `WITH due AS (
          SELECT id AS due_id FROM shipments
          WHERE (tracking_number IS NULL AND lease_until < now())
             OR (tracking_number IS NOT NULL AND NOT order_settled AND updated_at < now() - $3 * interval '1 millisecond'
                 AND (lease_until IS NULL OR lease_until < now()))
          ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE shipments s SET lease_owner = $1, lease_until = now() + $2 * interval '1 millisecond'
          FROM due WHERE s.id = due.due_id RETURNING ${COLUMNS}
        )
        SELECT * FROM claimed`,
      },
      [lease.owner, lease.ms, graceMs, limit],
    );
    return raw.map(fromDb);
  }

  /** When the next shipment's tracking look falls due, perhaps already (one booked during a run); null for none. */
  async nextTrackingDueAt(): Promise<Date | null> {
    const [row] = await this.statements.query({ text: `SELECT min(next_track_at) AS due FROM shipments` }, []);
    return (row?.due as Date | null) ?? null;
  }

  /** Booked shipments due for tracking, pushed `leaseMs` ahead so that no other replica asks for them meanwhile. */
  async claimDueTracking(leaseMs: number, limit: number): Promise<BookedShipmentRow[]> {
    const raw = await this.statements.query(
      {
        text: `WITH due AS (
          SELECT id AS due_id FROM shipments WHERE next_track_at <= now() ORDER BY next_track_at LIMIT $2 FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE shipments s SET next_track_at = now() + $1 * interval '1 millisecond'
          FROM due WHERE s.id = due.due_id RETURNING ${COLUMNS}
        )
        SELECT * FROM claimed`,
      },
      [leaseMs, limit],
    );
    return raw.map(fromDb) as BookedShipmentRow[];
  }

  /** What the carrier reported, and when to ask it again. */
  async storeTracking(id: string, status: TrackingStatus, events: CarrierEvent[], nextTrackAt: Date): Promise<ShipmentRow> {
    const raw = await this.statements.query(
      {
        text: `WITH stored AS (
          UPDATE shipments SET tracking_status = $2, tracking_events = $3, tracked_at = now(), next_track_at = $4, updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS})
        SELECT * FROM stored`,
      },
      [id, status, JSON.stringify(events), nextTrackAt],
    );
    return fromDb(raw[0]);
  }

  /** A final status the orders service took: the tracker asks no more. */
  async stopTracking(id: string): Promise<void> {
    await this.statements.query({ text: `UPDATE shipments SET next_track_at = NULL WHERE id = $1` }, [id]);
  }

  async markReported(id: string, status: TrackingStatus): Promise<void> {
    await this.statements.query({ text: `UPDATE shipments SET reported_status = $2 WHERE id = $1` }, [id, status]);
  }
}

function first(raw: Array<Record<string, unknown>>): ShipmentRow | null {
  return raw.length ? fromDb(raw[0]) : null;
}
