import { Injectable } from '@nestjs/common';
import type { MarketplaceSalesDto, MarketplaceSlug, OrderHistoryEntryDto, OrderStatus } from '@tezgah/contracts';
import { type Reads, readsOf, searchPattern, sqlFoldForSearch, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import type { OrderRow, StatusChange, TrackingSource } from './order-row';

const COLUMNS = `id, tenant_id, marketplace, marketplace_order_id, status, marketplace_status, customer, items,
  total::float8 AS total, currency, shipping_address, billing_address, tracking_number, cargo_provider, tracking_source, invoice_id,
  status_seq, created_at, updated_at`;

/** The columns a write sets, with their types for jsonb_to_recordset. */
const WRITTEN = `id text, tenant_id text, marketplace text, marketplace_order_id text, status text, marketplace_status text,
  customer jsonb, items jsonb, total numeric, currency text, shipping_address jsonb, billing_address jsonb,
  tracking_number text, cargo_provider text, tracking_source text, invoice_id text, status_seq int, created_at timestamptz,
  updated_at timestamptz`;

/** The stored shipment details are the seller's and the row written is not. */
const SELLERS_KEPT = `o.tracking_source = 'seller' AND r.tracking_source IS DISTINCT FROM 'seller'`;

export interface OrderFilter {
  status?: OrderStatus;
  marketplace?: string;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  until?: Date;
  /** Anywhere in the marketplace's order number, the customer's name or e-mail, or the tracking number, folded. */
  search?: string;
}

/** What `search` looks in, folded: the expression of `orders_search_idx` (migration OrderSearch1770000000002), to the letter. */
const ORDER_SEARCH_TEXT = sqlFoldForSearch(
  `marketplace_order_id || E'\\x1f' || coalesce(customer->>'name', '') || E'\\x1f' || coalesce(customer->>'email', '') ||
          E'\\x1f' || coalesce(tracking_number, '')`,
);

const FIND = { text: `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND tenant_id = $2` };
const SALES = {
  name: 'orders.orders.sales',
  text: `SELECT marketplace, currency, count(*)::int AS orders, sum(total)::float8 AS amount FROM orders
    WHERE tenant_id = $1 AND created_at >= $2 AND created_at < $3 AND status NOT IN ('cancelled', 'returned')
    GROUP BY marketplace, currency ORDER BY sum(total) DESC, marketplace`,
};

/** The orders of the `orders` schema and their status history; every statement is scoped to one tenant. */
@Injectable()
export class OrdersRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** One page, newest first, and the filter's total, in one statement. */
  async list(tenantId: string, filter: OrderFilter, page: number, perPage: number): Promise<{ rows: OrderRow[]; total: number }> {
    const params: unknown[] = [tenantId, perPage, (page - 1) * perPage];
    let where = 'tenant_id = $1';
    const narrow = (condition: string, value: unknown) => {
      params.push(value);
      where += ` AND ${condition} $${params.length}`;
    };
    if (filter.status) narrow('status =', filter.status);
    if (filter.marketplace) narrow('marketplace =', filter.marketplace);
    if (filter.from) narrow('created_at >=', filter.from);
    if (filter.until) narrow('created_at <', filter.until);
    if (filter.search) narrow(`${ORDER_SEARCH_TEXT} LIKE`, searchPattern(filter.search));
    // `matching`, not `total`: orders have a total of their own.
    const raw = await this.reads.query(
      {
        text: `SELECT t.matching, o.* FROM (SELECT count(*)::int AS matching FROM orders WHERE ${where}) t LEFT JOIN LATERAL (
           SELECT ${COLUMNS} FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
         ) o ON true`,
      },
      params,
    );
    return { total: Number(raw[0]?.matching ?? 0), rows: raw.filter((row) => row.id !== null).map(fromDb) };
  }

  /** Orders placed in [from, until) and neither cancelled nor returned, counted and summed by marketplace and currency. */
  async sales(tenantId: string, from: Date, until: Date): Promise<MarketplaceSalesDto[]> {
    const raw = await this.reads.query(SALES, [tenantId, from, until]);
    return raw.map((row) => ({
      marketplace: row.marketplace as string,
      currency: row.currency as string,
      orders: Number(row.orders),
      amount: Number(row.amount),
    }));
  }

  async find(tenantId: string, id: string): Promise<OrderRow | null> {
    const raw = await this.reads.query(FIND, [id, tenantId]);
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** The order's status changes, oldest first (empty for an order of another tenant). */
  async history(tenantId: string, id: string): Promise<OrderHistoryEntryDto[]> {
    const raw = await this.reads.query(
      {
        text: `SELECT seq, from_status, to_status, changed_by, user_id, at FROM order_status_history
               WHERE order_id = $1 AND tenant_id = $2 ORDER BY seq`,
      },
      [id, tenantId],
    );
    return raw.map((row) => ({
      seq: Number(row['seq']),
      from_status: (row['from_status'] as OrderStatus | null) ?? null,
      to_status: row['to_status'] as OrderStatus,
      changed_by: row['changed_by'] as OrderHistoryEntryDto['changed_by'],
      user_id: row['user_id'] === null ? null : Number(row['user_id']),
      at: new Date(row['at'] as string | Date).toISOString(),
    }));
  }

  /** The order, locked until the transaction ends: concurrent status changes queue behind. */
  async lockById(tx: Tx, tenantId: string, id: string): Promise<OrderRow | null> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `SELECT ${COLUMNS} FROM orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE`,
      [id, tenantId],
    );
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** A marketplace's orders by their marketplace ids, locked in that order (two ingests cannot deadlock). */
  async lockByMarketplaceIds(tx: Tx, tenantId: string, marketplace: string, ids: string[]): Promise<OrderRow[]> {
    if (!ids.length) return [];
    const raw: Array<Record<string, unknown>> = await tx.query(
      `SELECT ${COLUMNS} FROM orders WHERE tenant_id = $1 AND marketplace = $2 AND marketplace_order_id = ANY($3::text[])
       ORDER BY marketplace_order_id FOR UPDATE`,
      [tenantId, marketplace, ids],
    );
    return raw.map(fromDb);
  }

  /**
   * Inserts the orders not known yet (in marketplace order id order); returns the ids inserted. An
   * order a concurrent ingest is inserting waits for it and is then skipped, never duplicated.
   */
  async insertNew(tx: Tx, rows: OrderRow[]): Promise<Set<string>> {
    if (!rows.length) return new Set();
    const raw: Array<{ id: string }> = await tx.query(
      `INSERT INTO orders (id, tenant_id, marketplace, marketplace_order_id, status, marketplace_status, customer, items, total,
         currency, shipping_address, billing_address, tracking_number, cargo_provider, tracking_source, invoice_id, status_seq, created_at,
         updated_at)
       SELECT id, tenant_id, marketplace, marketplace_order_id, status, marketplace_status, customer, items, total,
         currency, shipping_address, billing_address, tracking_number, cargo_provider, tracking_source, invoice_id, status_seq, created_at,
         updated_at
       FROM jsonb_to_recordset($1::jsonb) AS r(${WRITTEN})
       ORDER BY marketplace_order_id
       ON CONFLICT (tenant_id, marketplace, marketplace_order_id) DO NOTHING
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    return new Set(raw.map((row) => row.id));
  }

  /**
   * Writes the orders' new status, shipment details and marketplace word. A tracking number and
   * carrier the seller set stay unless the row written is the seller's too: the statement keeps
   * them itself, so no write computed before the seller's change (a poll) can replace them.
   */
  async update(tx: Tx, rows: OrderRow[]): Promise<void> {
    if (!rows.length) return;
    await tx.query(
      `UPDATE orders o SET status = r.status, marketplace_status = r.marketplace_status,
         tracking_number = CASE WHEN ${SELLERS_KEPT} THEN o.tracking_number ELSE r.tracking_number END,
         cargo_provider = CASE WHEN ${SELLERS_KEPT} THEN o.cargo_provider ELSE r.cargo_provider END,
         tracking_source = CASE WHEN ${SELLERS_KEPT} THEN o.tracking_source ELSE r.tracking_source END,
         status_seq = r.status_seq, updated_at = r.updated_at
       FROM jsonb_to_recordset($1::jsonb) AS r(${WRITTEN})
       WHERE o.id = r.id AND o.tenant_id = r.tenant_id`,
      [JSON.stringify(rows)],
    );
  }

  /** The order's invoice (the invoicing service's latest for it): one statement, no lock needed. Null for an unknown order. */
  async setInvoice(tenantId: string, id: string, invoiceId: string): Promise<OrderRow | null> {
    const raw = await this.reads.query(
      {
        text: `WITH set AS (UPDATE orders SET invoice_id = $3 WHERE id = $1 AND tenant_id = $2 RETURNING ${COLUMNS}) SELECT * FROM set`,
      },
      [id, tenantId, invoiceId],
    );
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** One history row per status change (its order's new status sequence). */
  async recordHistory(tx: Tx, changes: StatusChange[]): Promise<void> {
    if (!changes.length) return;
    await tx.query(
      `INSERT INTO order_status_history (order_id, seq, tenant_id, from_status, to_status, changed_by, user_id, at)
       SELECT order_id, seq, tenant_id, from_status, to_status, changed_by, user_id, at
       FROM jsonb_to_recordset($1::jsonb)
         AS r(order_id text, seq int, tenant_id text, from_status text, to_status text, changed_by text, user_id int, at timestamptz)`,
      [
        JSON.stringify(
          changes.map(({ order, from, by, user_id }) => ({
            order_id: order.id,
            seq: order.status_seq,
            tenant_id: order.tenant_id,
            from_status: from,
            to_status: order.status,
            changed_by: by,
            user_id,
            at: order.updated_at,
          })),
        ),
      ],
    );
  }
}

function fromDb(raw: Record<string, unknown>): OrderRow {
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    marketplace: raw.marketplace as MarketplaceSlug,
    marketplace_order_id: raw.marketplace_order_id as string,
    status: raw.status as OrderStatus,
    marketplace_status: raw.marketplace_status as string,
    customer: raw.customer as OrderRow['customer'],
    items: raw.items as OrderRow['items'],
    total: Number(raw.total),
    currency: raw.currency as string,
    shipping_address: raw.shipping_address as OrderRow['shipping_address'],
    billing_address: raw.billing_address as OrderRow['billing_address'],
    tracking_number: raw.tracking_number as string | null,
    cargo_provider: raw.cargo_provider as string | null,
    tracking_source: raw.tracking_source as TrackingSource | null,
    invoice_id: raw.invoice_id as string | null,
    status_seq: raw.status_seq as number,
    created_at: new Date(raw.created_at as string | Date),
    updated_at: new Date(raw.updated_at as string | Date),
  };
}
