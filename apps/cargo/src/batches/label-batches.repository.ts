import { Injectable } from '@nestjs/common';
import type { CargoProvider, LabelBatchRejection } from '@tezgah/contracts';
import { type Reads, readsOf } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import type { Lease } from '../shipments/shipments.repository';

/** What a batch was asked, resolved when accepted: every order gets the same carrier and packages. */
export interface LabelBatchRequestRow {
  order_ids: string[];
  provider: CargoProvider;
  package_count: number;
  weight_kg: number | null;
}

export interface LabelBatchRow {
  job_id: string;
  tenant_id: string;
  request: LabelBatchRequestRow;
  /** The first order not yet done: a batch resumes there after a stop. */
  next_index: number;
  shipment_ids: string[];
  rejections: LabelBatchRejection[];
  finished: boolean;
}

const COLUMNS = `job_id, tenant_id, request, next_index, shipment_ids, rejections, finished_at IS NOT NULL AS finished`;

/** Label batches (`POST /cargo/labels/batch`), each worked by one lease holder at a time. */
@Injectable()
export class LabelBatchesRepository {
  private readonly statements: Reads;

  constructor(dataSource: DataSource) {
    this.statements = readsOf(dataSource);
  }

  /** A new batch, leased to the accepting replica so that it starts it at once. */
  async insert(jobId: string, tenantId: string, request: LabelBatchRequestRow, lease: Lease): Promise<void> {
    await this.statements.query(
      {
        text: `INSERT INTO label_batches (job_id, tenant_id, request, lease_owner, lease_until, created_at)
               VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', now())`,
      },
      [jobId, tenantId, JSON.stringify(request), lease.owner, lease.ms],
    );
  }

  async remove(jobId: string): Promise<void> {
    await this.statements.query({ text: `DELETE FROM label_batches WHERE job_id = $1` }, [jobId]);
  }

  /** The oldest unfinished batch this holder may work on: its own, or one whose holder's lease ran out. */
  async claimNext(lease: Lease): Promise<LabelBatchRow | null> {
    const raw = await this.statements.query(
      {
        text: `WITH next AS (
          SELECT job_id AS next_id FROM label_batches
          WHERE finished_at IS NULL AND (lease_owner = $1 OR lease_until IS NULL OR lease_until < now())
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE label_batches b SET lease_owner = $1, lease_until = now() + $2 * interval '1 millisecond'
          FROM next WHERE b.job_id = next.next_id RETURNING ${COLUMNS}
        )
        SELECT * FROM claimed`,
      },
      [lease.owner, lease.ms],
    );
    return raw.length ? fromDb(raw[0]) : null;
  }

  /** An order done (labelled or rejected), the lease renewed; false when the lease was lost. */
  async checkpoint(batch: LabelBatchRow, lease: Lease): Promise<boolean> {
    const raw = await this.statements.query(
      {
        text: `WITH saved AS (
          UPDATE label_batches SET next_index = $3, shipment_ids = $4, rejections = $5, lease_until = now() + $6 * interval '1 millisecond'
          WHERE job_id = $1 AND lease_owner = $2 AND finished_at IS NULL RETURNING job_id)
        SELECT * FROM saved`,
      },
      [batch.job_id, lease.owner, batch.next_index, batch.shipment_ids, JSON.stringify(batch.rejections), lease.ms],
    );
    return raw.length > 0;
  }

  async finish(jobId: string, owner: string, labelPdf: Buffer | null): Promise<boolean> {
    const raw = await this.statements.query(
      {
        text: `WITH done AS (
          UPDATE label_batches SET label_pdf = $3, finished_at = now(), lease_owner = NULL, lease_until = NULL
          WHERE job_id = $1 AND lease_owner = $2 AND finished_at IS NULL RETURNING job_id)
        SELECT * FROM done`,
      },
      [jobId, owner, labelPdf],
    );
    return raw.length > 0;
  }

  /** A finished batch of the tenant (its labels' order), or null. */
  async find(tenantId: string, jobId: string): Promise<LabelBatchRow | null> {
    const raw = await this.statements.query(
      { text: `SELECT ${COLUMNS} FROM label_batches WHERE tenant_id = $1 AND job_id = $2 AND finished_at IS NOT NULL` },
      [tenantId, jobId],
    );
    return raw.length ? fromDb(raw[0]) : null;
  }

  async labelPdf(tenantId: string, jobId: string): Promise<Buffer | null> {
    const raw = await this.statements.query(
      { text: `SELECT label_pdf FROM label_batches WHERE tenant_id = $1 AND job_id = $2 AND label_pdf IS NOT NULL` },
      [tenantId, jobId],
    );
    return raw.length ? Buffer.from(raw[0].label_pdf as Uint8Array) : null;
  }
}

function fromDb(raw: Record<string, unknown>): LabelBatchRow {
  return {
    job_id: raw.job_id as string,
    tenant_id: raw.tenant_id as string,
    request: raw.request as LabelBatchRequestRow,
    next_index: Number(raw.next_index),
    shipment_ids: raw.shipment_ids as string[],
    rejections: raw.rejections as LabelBatchRejection[],
    finished: raw.finished as boolean,
  };
}
