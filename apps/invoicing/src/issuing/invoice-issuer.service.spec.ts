import { fieldMessage } from '@tezgah/contracts';
import type { InvoiceDocument } from '@tezgah/e-invoice';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import type { Transactions, Tx } from '@tezgah/persistence';
import { invoiceRow, orderDto, settingsDto } from '../../test/invoice-fixtures';
import type { InvoiceRow } from '../invoices/invoice-row';
import { invoiceMetrics } from '../invoices/invoice-metrics';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { InvoiceSeriesRepository } from '../series/invoice-series.repository';
import { draftInvoice } from './invoice-draft';
import { InvoiceDocuments } from './invoice-documents.service';
import { InvoiceIssuer } from './invoice-issuer.service';

const draft = draftInvoice('ten_a', 'parasut', { order: orderDto(), settings: settingsDto(), vatRates: {}, taxpayer: null });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** PostgreSQL's unique violation as the driver throws it. */
const uniqueViolation = (constraint: string) => Object.assign(new Error('duplicate key value'), { code: '23505', constraint });
const issuedCount = async (origin: string) =>
  (await invoiceMetrics().issued.get()).values.find(
    ({ labels }) => labels.provider === 'parasut' && labels.type === 'earsiv' && labels.origin === origin,
  )?.value ?? 0;

describe(InvoiceIssuer.name, () => {
  let sut: InvoiceIssuer;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;
  let series: jest.Mocked<InvoiceSeriesRepository>;
  let invoices: jest.Mocked<InvoicesRepository>;
  let documents: jest.Mocked<InvoiceDocuments>;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    series = automock(InvoiceSeriesRepository);
    series.reserve.mockResolvedValue({ prefix: 'TZG', year: 2027, sequence: 123_456_789 });
    invoices = automock(InvoicesRepository);
    invoices.insert.mockImplementation(async (_tx, invoice) => invoiceRow(invoice as Partial<InvoiceRow>));
    documents = automock(InvoiceDocuments);
    documents.make.mockResolvedValue({ xml: '<Invoice/>', pdf: Buffer.from('%PDF'), total: 290 });
    sut = new InvoiceIssuer(transactions, series, invoices, documents);
  });

  it('reserves the number from the tenant’s series and writes the invoice with the documents made with it, due at once', async () => {
    const issued = await sut.issue(draft, 'manual');
    const [, tenantId, prefix, issuedAt] = series.reserve.mock.calls[0];
    expect(series.reserve).toHaveBeenCalledWith(tx, 'ten_a', 'TZG', expect.any(Date));
    const document: InvoiceDocument = documents.make.mock.calls[0][0];
    expect(document).toEqual({ ...draft.document, ettn: expect.stringMatching(UUID), number: 'TZG2027123456789', issued_at: issuedAt });
    expect(invoices.insert).toHaveBeenCalledWith(
      tx,
      {
        id: expect.stringMatching(/^inv_/),
        tenant_id: tenantId,
        order_id: 'ord_A',
        origin: 'manual',
        provider: 'parasut',
        type: 'earsiv',
        profile: 'EARSIVFATURA',
        ettn: document.ettn,
        number: 'TZG2027123456789',
        series: { prefix, year: 2027, sequence: 123_456_789 },
        total: 290,
        currency: 'TRY',
        content: document,
        xml: '<Invoice/>',
        pdf: Buffer.from('%PDF'),
        issued_at: issuedAt,
        next_attempt_at: issuedAt,
      },
      issuedAt,
    );
    expect(issued).toMatchObject({ number: 'TZG2027123456789', origin: 'manual' });
    expect(transactions.run).toHaveBeenCalledTimes(1);
  });

  it('gives every invoice an ETTN of its own', async () => {
    await sut.issue(draft, 'manual');
    await sut.issue(draft, 'manual');
    const [first, second] = documents.make.mock.calls.map(([document]) => document.ettn);
    expect(first).not.toBe(second);
  });

  it('runs the caller’s work in the issuing transaction, after the invoice is written', async () => {
    const within = jest.fn(async (_tx: Tx) => undefined);
    await sut.issue(draft, 'automatic', within);
    expect(within).toHaveBeenCalledWith(tx);
    expect(within.mock.invocationCallOrder[0]).toBeGreaterThan(invoices.insert.mock.invocationCallOrder[0]);
  });

  it('is 409 naming the live invoice when one of the order’s was committed first, and counts nothing issued', async () => {
    const before = await issuedCount('automatic');
    invoices.insert.mockRejectedValue(uniqueViolation('invoices_live_per_order'));
    invoices.findLiveOfOrder.mockResolvedValue(invoiceRow({ id: 'inv_LIVE' }));
    const within = jest.fn(async (_tx: Tx) => undefined);
    await expect(sut.issue(draft, 'automatic', within)).rejects.toMatchObject({
      code: 'resource.conflict',
      details: { order_id: [{ code: 'invoice_exists', message: fieldMessage('invoice_exists', { id: 'inv_LIVE' }) }] },
    });
    expect(invoices.findLiveOfOrder).toHaveBeenCalledWith('ten_a', 'ord_A');
    expect(within).not.toHaveBeenCalled();
    expect(await issuedCount('automatic')).toBe(before);
  });

  it('passes any other failure on as it is: another constraint, a document that cannot be made', async () => {
    const otherConstraint = uniqueViolation('invoice_series_pkey');
    invoices.insert.mockRejectedValueOnce(otherConstraint);
    await expect(sut.issue(draft, 'manual')).rejects.toBe(otherConstraint);
    const renderFailure = new Error('font missing');
    documents.make.mockRejectedValueOnce(renderFailure);
    await expect(sut.issue(draft, 'manual')).rejects.toBe(renderFailure);
    expect(invoices.insert).toHaveBeenCalledTimes(1);
    expect(invoices.findLiveOfOrder).not.toHaveBeenCalled();
  });

  it('counts an issued invoice by provider, type and origin', async () => {
    const before = await issuedCount('automatic');
    await sut.issue(draft, 'automatic');
    expect(await issuedCount('automatic')).toBe(before + 1);
  });
});
