import { Injectable } from '@nestjs/common';
import type { Tx } from '@tezgah/persistence';
import { type SeriesNumber, istanbulYear } from './invoice-number';

/**
 * Takes the next number of the (tenant, prefix, year) series and keeps the series row locked
 * until the caller's transaction ends: the first of a year inserts 1; later ones add one under
 * the row lock, so concurrent issuers (any replica) queue on the row and each reads the number
 * the previous committed. A rollback undoes the increment with everything else: the number is
 * taken again by the next issuer, never skipped; a commit keeps it, never reused.
 */
const RESERVE = `
  INSERT INTO invoice_series (tenant_id, prefix, year, last_number) VALUES ($1, $2, $3, 1)
  ON CONFLICT (tenant_id, prefix, year) DO UPDATE SET last_number = invoice_series.last_number + 1
  RETURNING last_number`;

/** The tenants' gap-free invoice number series (decisions §8). */
@Injectable()
export class InvoiceSeriesRepository {
  /** Reserves the next number in `tx`: take it as late in the transaction as possible (the row stays locked until it ends). */
  async reserve(tx: Tx, tenantId: string, prefix: string, at: Date): Promise<SeriesNumber> {
    const year = istanbulYear(at);
    const raw: Array<{ last_number: string | number }> = await tx.query(RESERVE, [tenantId, prefix, year]);
    return { prefix, year, sequence: Number(raw[0].last_number) };
  }
}
