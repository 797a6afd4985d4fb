import type { RequestContext } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import { bookedRow, shipmentRow } from '../../test/shipment-fixtures';
import { type LabelBatchRow, LabelBatchesRepository } from '../batches/label-batches.repository';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { LabelDocumentsService } from './label-documents.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const JOB = 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W';
const decoded = (document: { content_base64: string }) => Buffer.from(document.content_base64, 'base64').toString('utf8');
/** The tracking numbers a ZPL document prints as barcodes, one per label. */
const barcodes = (zpl: string) => [...zpl.matchAll(/\^BC[^\n]*\^FD([^^]*)\^FS/g)].map(([, data]) => data);

describe(LabelDocumentsService.name, () => {
  let sut: LabelDocumentsService;
  let shipments: jest.Mocked<ShipmentsRepository>;
  let batches: jest.Mocked<LabelBatchesRepository>;

  beforeEach(() => {
    shipments = automock(ShipmentsRepository);
    batches = automock(LabelBatchesRepository);
    sut = new LabelDocumentsService(shipments, batches);
  });

  it('answers a shipment’s stored PDF, and a batch’s (job_…) from the batch, each read as the caller’s tenant', async () => {
    shipments.labelPdf.mockResolvedValue(Buffer.from('%PDF-shipment'));
    batches.labelPdf.mockResolvedValue(Buffer.from('%PDF-batch'));
    expect(await sut.document(ctx, 'lbl_1', 'pdf')).toEqual({
      content_type: 'application/pdf',
      filename: 'lbl_1.pdf',
      content_base64: Buffer.from('%PDF-shipment').toString('base64'),
    });
    expect(shipments.labelPdf).toHaveBeenCalledWith('ten_a', 'lbl_1');
    expect(decoded(await sut.document(ctx, JOB, 'pdf'))).toBe('%PDF-batch');
    expect(batches.labelPdf).toHaveBeenCalledWith('ten_a', JOB);
    expect(shipments.labelPdf).toHaveBeenCalledTimes(1);
  });

  it.each(['lbl_1', JOB])('is 404 when %s has no stored PDF (another tenant’s, or not made yet)', async (id) => {
    await expect(sut.document(ctx, id, 'pdf')).rejects.toMatchObject({ code: 'resource.not_found' });
  });

  it('renders a booked shipment’s label as ZPL, one label per package, from its stored content', async () => {
    shipments.findMany.mockResolvedValue([bookedRow({ id: 'lbl_1', package_count: 2 })]);
    const document = await sut.document(ctx, 'lbl_1', 'zpl');
    expect(shipments.findMany).toHaveBeenCalledWith('ten_a', ['lbl_1']);
    expect(document).toMatchObject({ content_type: 'application/zpl', filename: 'lbl_1.zpl' });
    expect(barcodes(decoded(document))).toEqual(['YK1', 'YK1']);
    expect(decoded(document)).toContain('TY-1');
  });

  it('renders a batch’s shipments in the batch’s order as one ZPL document, leaving out any not booked', async () => {
    batches.find.mockResolvedValue({ job_id: JOB, shipment_ids: ['lbl_1', 'lbl_2', 'lbl_3'] } as LabelBatchRow);
    shipments.findMany.mockResolvedValue([
      bookedRow({ id: 'lbl_1', tracking_number: 'YK1' }),
      shipmentRow({ id: 'lbl_2' }),
      bookedRow({ id: 'lbl_3', tracking_number: 'YK3' }),
    ]);
    const document = await sut.document(ctx, JOB, 'zpl');
    expect(batches.find).toHaveBeenCalledWith('ten_a', JOB);
    expect(shipments.findMany).toHaveBeenCalledWith('ten_a', ['lbl_1', 'lbl_2', 'lbl_3']);
    expect(document.filename).toBe(`${JOB}.zpl`);
    expect(barcodes(decoded(document))).toEqual(['YK1', 'YK3']);
  });

  it('is 404 for ZPL of an unknown or unfinished batch, and of a shipment not booked yet', async () => {
    shipments.findMany.mockResolvedValue([]);
    await expect(sut.document(ctx, JOB, 'zpl')).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(shipments.findMany).toHaveBeenCalledWith('ten_a', []);
    shipments.findMany.mockResolvedValue([shipmentRow({ id: 'lbl_2' })]);
    await expect(sut.document(ctx, 'lbl_2', 'zpl')).rejects.toMatchObject({ code: 'resource.not_found' });
  });
});
