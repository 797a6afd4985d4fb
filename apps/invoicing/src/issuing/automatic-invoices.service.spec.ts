import { TenantSettingsGet } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import type { Tx } from '@tezgah/persistence';
import { automock, fakeRpcTransport, ONLY_DATE_FAKED } from '@tezgah/testing/unit';
import { invoiceRow, orderDto, settingsDto } from '../../test/invoice-fixtures';
import type { InvoicingConfig } from '../config/invoicing.config';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { AutomaticInvoices } from './automatic-invoices.service';
import { draftInvoice } from './invoice-draft';
import { InvoiceDrafts } from './invoice-drafts.service';
import { InvoiceIssuer } from './invoice-issuer.service';
import { type InvoiceRequestRow, InvoiceRequestsRepository } from './invoice-requests.repository';

const config = { TEZGAH_INVOICE_RETRY_BASE_MS: 1_000, TEZGAH_INVOICE_RETRY_MAX_MS: 60_000 } as InvoicingConfig;
const request = (attempts = 0): InvoiceRequestRow => ({ tenant_id: 'ten_a', order_id: 'ord_A', attempts, last_error: null });
const draft = draftInvoice('ten_a', 'parasut', { order: orderDto(), settings: settingsDto(), vatRates: {}, taxpayer: null });
const refusal = (field: string, code: string, message = 'Reddedildi') =>
  new DomainError('business.invalid', { [field]: [{ code, message }] });

describe(AutomaticInvoices.name, () => {
  let sut: AutomaticInvoices;
  let requests: jest.Mocked<InvoiceRequestsRepository>;
  let invoices: jest.Mocked<InvoicesRepository>;
  let drafts: jest.Mocked<InvoiceDrafts>;
  let issuer: jest.Mocked<InvoiceIssuer>;
  let rpc: jest.Mocked<RpcTransport>;

  const defaultProvider = (provider: string | null) =>
    rpc.request.mockImplementation(async (pattern) => {
      if (pattern === TenantSettingsGet) return settingsDto({ default_provider: provider as never });
      throw new Error(`unexpected request ${String(pattern)}`);
    });
  /** Where the failed request waits: its error and the moment of its retry. */
  const recordedFailure = () => {
    const [tenantId, orderId, message, at] = requests.recordFailure.mock.calls[0];
    return { tenantId, orderId, message, inMs: at.getTime() - Date.now() };
  };

  beforeEach(() => {
    requests = automock(InvoiceRequestsRepository);
    invoices = automock(InvoicesRepository);
    drafts = automock(InvoiceDrafts);
    drafts.draft.mockResolvedValue(draft);
    issuer = automock(InvoiceIssuer);
    rpc = fakeRpcTransport();
    defaultProvider('parasut');
    sut = new AutomaticInvoices(requests, invoices, drafts, issuer, rpc, config);
  });

  it('issues the order’s invoice with the tenant’s default provider, forgetting the request in the issuing transaction', async () => {
    expect(await sut.issue(request())).toBe('issued');
    expect(rpc.request).toHaveBeenCalledWith(TenantSettingsGet, expect.objectContaining({ tenant_id: 'ten_a' }), {});
    expect(drafts.draft).toHaveBeenCalledWith(expect.objectContaining({ tenant_id: 'ten_a' }), 'ord_A', 'parasut');
    expect(issuer.issue).toHaveBeenCalledWith(draft, 'automatic', expect.any(Function));
    expect(requests.remove).not.toHaveBeenCalled();
    const within = issuer.issue.mock.calls[0][2];
    const tx = { fake: 'transaction' } as unknown as Tx;
    await within?.(tx);
    expect(requests.remove).toHaveBeenCalledWith(tx, 'ten_a', 'ord_A');
  });

  it('forgets the request of an order that has a live invoice without asking anyone', async () => {
    invoices.findLiveOfOrder.mockResolvedValue(invoiceRow());
    expect(await sut.issue(request())).toBe('exists');
    expect(invoices.findLiveOfOrder).toHaveBeenCalledWith('ten_a', 'ord_A');
    expect(requests.remove).toHaveBeenCalledWith(null, 'ten_a', 'ord_A');
    expect(rpc.request).not.toHaveBeenCalled();
    expect(issuer.issue).not.toHaveBeenCalled();
  });

  it.each([
    ['no default provider', null],
    ['the marketplace invoicing the buyer itself', 'marketplace'],
  ])('wants no invoice for a tenant with %s, and forgets the request', async (_, provider) => {
    defaultProvider(provider);
    expect(await sut.issue(request())).toBe('not_wanted');
    expect(requests.remove).toHaveBeenCalledWith(null, 'ten_a', 'ord_A');
    expect(drafts.draft).not.toHaveBeenCalled();
    expect(issuer.issue).not.toHaveBeenCalled();
  });

  it.each([
    ['a live invoice committed first (409)', new DomainError('resource.conflict'), 'exists'],
    ['an order gone (404)', new DomainError('resource.not_found'), 'not_wanted'],
    ['an order cancelled or returned meanwhile', refusal('order_id', 'order_closed'), 'not_wanted'],
  ])('settles the request for good on %s', async (_, error, outcome) => {
    issuer.issue.mockRejectedValue(error);
    expect(await sut.issue(request(2))).toBe(outcome);
    expect(requests.remove).toHaveBeenCalledWith(null, 'ten_a', 'ord_A');
    expect(requests.recordFailure).not.toHaveBeenCalled();
  });

  it.each([
    ['settings lacking the seller’s tax number', 'sender.tax_number', 'required', 'Vergi numarası eksik'],
    ['an order without the buyer’s address', 'order_id', 'buyer_incomplete', 'Alıcı adresi eksik'],
  ])('keeps the request with the refusal’s reason for a retry on %s, which the seller can mend', async (_, field, code, reason) => {
    drafts.draft.mockRejectedValue(refusal(field, code, reason));
    expect(await sut.issue(request())).toBe('retry');
    expect(recordedFailure()).toMatchObject({ tenantId: 'ten_a', orderId: 'ord_A', message: `business.invalid: ${reason}` });
    expect(requests.remove).not.toHaveBeenCalled();
  });

  it('retries what could not be reached after a jittered wait that doubles with the attempts, up to the configured cap', async () => {
    jest.useFakeTimers({ ...ONLY_DATE_FAKED, now: new Date('2026-03-01T10:00:00Z') });
    const random = jest.spyOn(Math, 'random');
    try {
      rpc.request.mockRejectedValue(new Error('settings unreachable'));
      const waitAfter = async (attempts: number, draw: number) => {
        random.mockReturnValue(draw);
        requests.recordFailure.mockClear();
        expect(await sut.issue(request(attempts))).toBe('retry');
        return recordedFailure();
      };
      expect(await waitAfter(0, 0.5)).toMatchObject({ tenantId: 'ten_a', orderId: 'ord_A', message: 'settings unreachable', inMs: 500 });
      // The third attempt failed: up to four times the base.
      expect((await waitAfter(2, 0.5)).inMs).toBe(2_000);
      expect((await waitAfter(20, 0.5)).inMs).toBe(30_000);
      // Never sooner than a tenth of the base.
      expect((await waitAfter(0, 0)).inMs).toBe(100);
    } finally {
      random.mockRestore();
      jest.useRealTimers();
    }
  });
});
