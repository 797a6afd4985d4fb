import { fieldMessage, MANUAL_INVOICE_PROVIDERS, type RequestContext } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import type { InvoiceProviderAdapter, ProviderCall } from '@tezgah/invoice-providers';
import { automock } from '@tezgah/testing/unit';
import { invoiceRow, orderDto, settingsDto } from '../../test/invoice-fixtures';
import { draftInvoice } from '../issuing/invoice-draft';
import { InvoiceDrafts } from '../issuing/invoice-drafts.service';
import { InvoiceIssuer } from '../issuing/invoice-issuer.service';
import { InvoiceIssuanceWorker } from '../pipeline/invoice-issuance.worker';
import { ProviderCalls } from '../providers/provider-calls';
import { MARKETPLACE_INVOICE_LINK_TTL_MS } from './invoice-links';
import type { InvoiceRow } from './invoice-row';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const ID = invoiceRow().id;
const call = { provider: 'parasut' } as unknown as ProviderCall;
/** A stand-in for a signed link that shows what it was asked for. */
const signedLink = (ref: { kind: string; id: string }, options: object = {}) => {
  const url = new URL(`https://api/v1/documents/${ref.kind}-${ref.id}`);
  for (const [name, value] of Object.entries(options)) url.searchParams.set(name, String(value));
  return url.href;
};
const accepted = (extra: Partial<InvoiceRow> = {}) =>
  invoiceRow({ status: 'accepted', order_settled: true, provider_reference: 'P-1', ...extra });

describe(InvoicesService.name, () => {
  let sut: InvoicesService;
  let invoices: jest.Mocked<InvoicesRepository>;
  let drafts: jest.Mocked<InvoiceDrafts>;
  let issuer: jest.Mocked<InvoiceIssuer>;
  let issuance: jest.Mocked<InvoiceIssuanceWorker>;
  let adapter: jest.Mocked<Pick<InvoiceProviderAdapter, 'cancel'>>;
  let providers: jest.Mocked<ProviderCalls>;

  beforeEach(() => {
    invoices = automock(InvoicesRepository);
    drafts = automock(InvoiceDrafts);
    issuer = automock(InvoiceIssuer);
    issuance = automock(InvoiceIssuanceWorker);
    adapter = { cancel: jest.fn() };
    providers = automock(ProviderCalls);
    providers.for.mockReturnValue({ adapter: adapter as unknown as InvoiceProviderAdapter, call });
    const links = automock(DocumentLinks);
    links.link.mockImplementation(signedLink);
    sut = new InvoicesService(invoices, drafts, issuer, issuance, providers, links);
  });

  describe('reading', () => {
    it('lists the tenant’s invoices under its filter, with signed links and the number shown only once accepted', async () => {
      invoices.list.mockResolvedValue({ rows: [invoiceRow(), accepted({ id: 'inv_2' })], total: 41 });
      const page = await sut.list(ctx, { page: 2, per_page: 20, status: 'accepted', provider: 'parasut' });
      expect(invoices.list).toHaveBeenCalledWith('ten_a', { provider: 'parasut', status: 'accepted' }, 2, 20);
      expect(page.pagination).toEqual({ page: 2, per_page: 20, total: 41, total_pages: 3 });
      expect(page.data.map(({ id, number }) => ({ id, number }))).toEqual([
        { id: ID, number: null },
        { id: 'inv_2', number: 'TZG2026000000001' },
      ]);
      expect(page.data[1]).toMatchObject({
        pdf_url: 'https://api/v1/documents/invoice-inv_2',
        xml_url: 'https://api/v1/documents/invoice-inv_2?format=xml',
      });
    });

    it('is 404 for an invoice the tenant does not have', async () => {
      await expect(sut.get(ctx, 'inv_other')).rejects.toMatchObject({ code: 'resource.not_found' });
      expect(invoices.find).toHaveBeenCalledWith('ten_a', 'inv_other');
    });

    it('tells a connector the accepted invoice of a marketplace order with the link the marketplace keeps, or null', async () => {
      invoices.findAcceptedOfMarketplaceOrder.mockResolvedValueOnce(null);
      expect(await sut.acceptedOfMarketplaceOrder(ctx, 'trendyol', 'TY-1')).toBeNull();
      expect(invoices.findAcceptedOfMarketplaceOrder).toHaveBeenCalledWith('ten_a', 'trendyol', 'TY-1');
      invoices.findAcceptedOfMarketplaceOrder.mockResolvedValue(accepted());
      expect(await sut.acceptedOfMarketplaceOrder(ctx, 'trendyol', 'TY-1')).toMatchObject({
        invoice_id: ID,
        marketplace: 'trendyol',
        marketplace_order_id: 'TY-1',
        number: 'TZG2026000000001',
        pdf_url: `https://api/v1/documents/invoice-${ID}?ttlMs=${MARKETPLACE_INVOICE_LINK_TTL_MS}`,
      });
    });

    it('answers the stored PDF or UBL-TR XML as a document, 404 when there is none', async () => {
      invoices.document.mockResolvedValue({ xml: '<Invoice>İ</Invoice>', pdf: Buffer.from('%PDF') });
      expect(await sut.document(ctx, ID, 'pdf')).toEqual({
        content_type: 'application/pdf',
        filename: `${ID}.pdf`,
        content_base64: Buffer.from('%PDF').toString('base64'),
      });
      const xml = await sut.document(ctx, ID, 'xml');
      expect(xml).toMatchObject({ content_type: 'application/xml', filename: `${ID}.xml` });
      expect(Buffer.from(xml.content_base64, 'base64').toString('utf8')).toBe('<Invoice>İ</Invoice>');
      expect(invoices.document).toHaveBeenCalledWith('ten_a', ID);
      invoices.document.mockResolvedValue(null);
      await expect(sut.document(ctx, 'inv_other', 'pdf')).rejects.toMatchObject({ code: 'resource.not_found' });
    });
  });

  describe('create', () => {
    const draft = draftInvoice('ten_a', 'parasut', { order: orderDto(), settings: settingsDto(), vatRates: {}, taxpayer: null });

    it('issues a manual invoice of the order with the chosen provider and wakes the issuance at once', async () => {
      drafts.draft.mockResolvedValue(draft);
      issuer.issue.mockResolvedValue(invoiceRow({ origin: 'manual' }));
      const created = await sut.create(ctx, { order_id: 'ord_A', provider: 'parasut' });
      expect(drafts.draft).toHaveBeenCalledWith(ctx, 'ord_A', 'parasut');
      expect(issuer.issue).toHaveBeenCalledWith(draft, 'manual');
      expect(issuance.wake).toHaveBeenCalledTimes(1);
      expect(created).toMatchObject({ id: ID, status: 'pending', number: null });
    });

    it('is 409 naming the order’s live invoice before drafting anything', async () => {
      invoices.findLiveOfOrder.mockResolvedValue(invoiceRow({ id: 'inv_LIVE' }));
      await expect(sut.create(ctx, { order_id: 'ord_A', provider: 'parasut' })).rejects.toMatchObject({
        code: 'resource.conflict',
        details: { order_id: [{ code: 'invoice_exists', message: fieldMessage('invoice_exists', { id: 'inv_LIVE' }) }] },
      });
      expect(invoices.findLiveOfOrder).toHaveBeenCalledWith('ten_a', 'ord_A');
      expect(drafts.draft).not.toHaveBeenCalled();
    });

    it('refuses the marketplace as a manual invoice’s provider (400), whatever reached it past the gateway', async () => {
      await expect(sut.create(ctx, { order_id: 'ord_A', provider: 'marketplace' as never })).rejects.toMatchObject({
        code: 'validation.failed',
        details: { provider: [{ code: 'one_of', message: fieldMessage('invoice_provider_manual', { values: MANUAL_INVOICE_PROVIDERS }) }] },
      });
      expect(invoices.findLiveOfOrder).not.toHaveBeenCalled();
      expect(issuer.issue).not.toHaveBeenCalled();
    });
  });

  describe('cancel', () => {
    it('cancels an accepted invoice through its provider, then records the reason on it', async () => {
      invoices.find.mockResolvedValue(accepted({ provider: 'logo' }));
      invoices.apply.mockImplementation(async (_id, _expected, changes) =>
        accepted({ provider: 'logo', ...(changes as Partial<InvoiceRow>) }),
      );
      const cancelled = await sut.cancel(ctx, { id: ID, reason: 'Müşteri vazgeçti' });
      expect(invoices.find).toHaveBeenCalledWith('ten_a', ID);
      expect(providers.for).toHaveBeenCalledWith('logo');
      expect(adapter.cancel).toHaveBeenCalledWith(call, 'P-1');
      expect(invoices.apply).toHaveBeenCalledWith(ID, 'accepted', {
        status: 'cancelled',
        cancel_reason: 'Müşteri vazgeçti',
        cancelled_at: expect.any(Date),
        next_attempt_at: null,
      });
      expect(adapter.cancel.mock.invocationCallOrder[0]).toBeLessThan(invoices.apply.mock.invocationCallOrder[0]);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Müşteri vazgeçti' });
    });

    it('answers an invoice already cancelled as it is, asking no provider', async () => {
      invoices.find.mockResolvedValue(accepted({ status: 'cancelled', cancel_reason: 'Sipariş iptal edildi' }));
      expect(await sut.cancel(ctx, { id: ID, reason: 'Müşteri vazgeçti' })).toMatchObject({ cancel_reason: 'Sipariş iptal edildi' });
      expect(adapter.cancel).not.toHaveBeenCalled();
      expect(invoices.apply).not.toHaveBeenCalled();
    });

    it('answers the invoice as the automatic cancel of its order left it when that got there first', async () => {
      invoices.find
        .mockResolvedValueOnce(accepted())
        .mockResolvedValueOnce(accepted({ status: 'cancelled', cancel_reason: 'Sipariş iptal edildi' }));
      invoices.apply.mockResolvedValue(null);
      expect(await sut.cancel(ctx, { id: ID, reason: 'Müşteri vazgeçti' })).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Sipariş iptal edildi',
      });
    });

    it.each(['pending', 'sent', 'rejected'] as const)(
      'refuses to cancel a %s invoice (422) without asking its provider',
      async (status) => {
        invoices.find.mockResolvedValue(invoiceRow({ status }));
        await expect(sut.cancel(ctx, { id: ID, reason: 'Müşteri vazgeçti' })).rejects.toMatchObject({
          code: 'business.invalid',
          details: { status: [{ code: 'not_cancellable', message: fieldMessage('invoice_not_cancellable', { status }) }] },
        });
        expect(adapter.cancel).not.toHaveBeenCalled();
      },
    );

    it('leaves the invoice accepted when its provider refuses the cancel, passing the refusal on', async () => {
      invoices.find.mockResolvedValue(accepted());
      const refusal = new Error('İptal süresi geçti');
      adapter.cancel.mockRejectedValue(refusal);
      await expect(sut.cancel(ctx, { id: ID, reason: 'Müşteri vazgeçti' })).rejects.toBe(refusal);
      expect(invoices.apply).not.toHaveBeenCalled();
    });

    it('is 404 for an invoice the tenant does not have', async () => {
      await expect(sut.cancel(ctx, { id: 'inv_other', reason: 'Müşteri vazgeçti' })).rejects.toMatchObject({ code: 'resource.not_found' });
      expect(invoices.find).toHaveBeenCalledWith('ten_a', 'inv_other');
    });
  });
});
