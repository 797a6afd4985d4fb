import { Injectable } from '@nestjs/common';
import { type LabelDocumentDto, type LabelFormat, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { LabelBatchesRepository } from '../batches/label-batches.repository';
import { labelContentOf } from '../shipments/shipment-documents';
import { isBooked } from '../shipments/shipment-row';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { renderLabelsZpl } from './label-zpl';

/**
 * A label's document behind a signed link (decisions §5): a shipment's (`lbl_…`) or a batch's
 * (`job_…`), as the stored PDF or as ZPL for Zebra printers (rendered from the same stored content).
 */
@Injectable()
export class LabelDocumentsService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly batches: LabelBatchesRepository,
  ) {}

  async document(ctx: RequestContext, id: string, format: LabelFormat): Promise<LabelDocumentDto> {
    const isBatch = id.startsWith('job_');
    if (format === 'pdf') {
      const pdf = isBatch ? await this.batches.labelPdf(ctx.tenant_id, id) : await this.shipments.labelPdf(ctx.tenant_id, id);
      if (!pdf) throw new DomainError('resource.not_found');
      return { content_type: 'application/pdf', filename: `${id}.pdf`, content_base64: pdf.toString('base64') };
    }
    const ids = isBatch ? ((await this.batches.find(ctx.tenant_id, id))?.shipment_ids ?? []) : [id];
    const shipments = (await this.shipments.findMany(ctx.tenant_id, ids)).filter(isBooked);
    if (!shipments.length) throw new DomainError('resource.not_found');
    const zpl = renderLabelsZpl(shipments.map((row) => labelContentOf(row, row.tracking_number, row.booked_at)));
    return { content_type: 'application/zpl', filename: `${id}.zpl`, content_base64: Buffer.from(zpl, 'utf8').toString('base64') };
  }
}
