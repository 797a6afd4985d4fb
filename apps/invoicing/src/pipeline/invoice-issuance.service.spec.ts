import { InvoiceAccepted, InvoiceCreated, InvoiceFailed, OrdersAttachInvoice } from '@tezgah/contracts';
import type { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import type { InvoiceProviderAdapter } from '@tezgah/invoice-providers';
import { EventOutbox } from '@tezgah/messaging';
import { automock, fakeRpcTransport, fakeTransactions } from '@tezgah/testing/unit';
import { invoiceRow } from '../../test/invoice-fixtures';
import type { InvoicingConfig } from '../config/invoicing.config';
import type { InvoiceRow } from '../invoices/invoice-row';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { ProviderCalls } from '../providers/provider-calls';
import { InvoiceIssuance } from './invoice-issuance.service';

const config = {
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: 1_000,
  TEZGAH_INVOICE_RETRY_BASE_MS: 1_000,
  TEZGAH_INVOICE_RETRY_MAX_MS: 60_000,
  TEZGAH_INVOICE_FAILURE_REPORT_AFTER: 3,
} as InvoicingConfig;
const settled = (extra: Partial<InvoiceRow> = {}) => invoiceRow({ order_settled: true, ...extra });

describe(InvoiceIssuance.name, () => {
  let sut: InvoiceIssuance;
  let invoices: jest.Mocked<InvoicesRepository>;
  let adapter: jest.Mocked<InvoiceProviderAdapter>;
  let outbox: jest.Mocked<EventOutbox>;
  let rpc: ReturnType<typeof fakeRpcTransport>;

  beforeEach(() => {
    invoices = automock(InvoicesRepository);
    invoices.apply.mockImplementation(async (_id, _expected, changes) => settled(changes as Partial<InvoiceRow>));
    invoices.document.mockResolvedValue({ xml: '<Invoice/>', pdf: Buffer.from('%PDF') });
    const providers = automock(ProviderCalls);
    adapter = {
      lookupTaxpayer: jest.fn(),
      submit: jest.fn(),
      findSubmitted: jest.fn(),
      verdict: jest.fn(),
      cancel: jest.fn(),
    } as unknown as jest.Mocked<InvoiceProviderAdapter>;
    providers.for.mockReturnValue({ adapter, call: {} as never });
    outbox = automock(EventOutbox);
    rpc = fakeRpcTransport();
    const links = {
      link: jest.fn((_ref, options?: { format?: string }) => `https://api/v1/documents/t${options?.format ? '?format=xml' : ''}`),
    };
    sut = new InvoiceIssuance(invoices, providers, fakeTransactions().transactions, outbox, links as unknown as DocumentLinks, rpc, config);
  });

  const events = () => outbox.add.mock.calls.flatMap(([, entries]) => entries);

  it('links the order to its invoice first, then submits it due at once', async () => {
    await sut.advance(invoiceRow());
    expect(rpc.request).toHaveBeenCalledWith(OrdersAttachInvoice, expect.objectContaining({ tenant_id: 'ten_a' }), {
      id: 'ord_A',
      invoice_id: invoiceRow().id,
    });
    expect(invoices.apply).toHaveBeenCalledWith(invoiceRow().id, 'pending', { order_settled: true, next_attempt_at: expect.any(Date) });
    expect(adapter.submit).not.toHaveBeenCalled();
  });

  it('submits a pending invoice with its XML and keeps the provider’s reference, asking for the verdict an interval later', async () => {
    adapter.submit.mockResolvedValue({ reference: 'P-1' });
    await sut.advance(settled());
    expect(adapter.findSubmitted).not.toHaveBeenCalled();
    expect(adapter.submit).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ ettn: invoiceRow().ettn, xml: '<Invoice/>' }));
    expect(invoices.apply).toHaveBeenCalledWith(
      invoiceRow().id,
      'pending',
      expect.objectContaining({ status: 'sent', provider_reference: 'P-1', attempts: 0 }),
    );
  });

  it('asks by ETTN for what an earlier holder may have submitted before submitting again', async () => {
    adapter.findSubmitted.mockResolvedValue({ reference: 'P-EARLIER' });
    await sut.advance(settled({ claims: 2 }));
    expect(adapter.findSubmitted).toHaveBeenCalledWith(expect.anything(), invoiceRow().ettn, invoiceRow().number);
    expect(adapter.submit).not.toHaveBeenCalled();
    expect(invoices.apply).toHaveBeenCalledWith(invoiceRow().id, 'pending', expect.objectContaining({ provider_reference: 'P-EARLIER' }));
  });

  it('accepts: invoice.created for an automatic invoice and the marketplace’s cue, in the acceptance’s transaction', async () => {
    adapter.verdict.mockResolvedValue({ state: 'accepted' });
    await sut.advance(settled({ status: 'sent', provider_reference: 'P-1' }));
    expect(invoices.apply).toHaveBeenCalledWith(
      invoiceRow().id,
      'sent',
      expect.objectContaining({ status: 'accepted' }),
      expect.anything(),
    );
    expect(events().map((entry) => entry.event)).toEqual([InvoiceAccepted, InvoiceCreated]);
    expect(events()[0].data).toMatchObject({ order_id: 'ord_A', marketplace: 'trendyol', marketplace_order_id: 'TY-1' });
    expect(events()[1].data).toMatchObject({ status: 'accepted', number: 'TZG2026000000001' });
    outbox.add.mockClear();
    invoices.apply.mockImplementation(async (_id, _expected, changes) =>
      settled({ origin: 'manual', ...(changes as Partial<InvoiceRow>) }),
    );
    await sut.advance(settled({ status: 'sent', provider_reference: 'P-1', origin: 'manual' }));
    expect(events().map((entry) => entry.event)).toEqual([InvoiceAccepted]);
  });

  it('rejects with the provider’s reason and invoice.failed, from a verdict or a refused submission', async () => {
    adapter.verdict.mockResolvedValue({ state: 'rejected', reason: 'Alıcı VKN hatalı' });
    await sut.advance(settled({ status: 'sent', provider_reference: 'P-1' }));
    expect(invoices.apply).toHaveBeenCalledWith(
      invoiceRow().id,
      'sent',
      expect.objectContaining({ status: 'rejected', failure: 'Alıcı VKN hatalı' }),
      expect.anything(),
    );
    expect(events()).toEqual([
      expect.objectContaining({
        event: InvoiceFailed,
        data: { invoice_id: invoiceRow().id, error: expect.stringContaining('Alıcı VKN hatalı') },
      }),
    ]);
    adapter.submit.mockRejectedValue(new DomainError('business.invalid', { xml: [{ code: 'refused', message: 'Şema hatası' }] }));
    await sut.advance(settled());
    expect(invoices.apply).toHaveBeenLastCalledWith(
      invoiceRow().id,
      'pending',
      expect.objectContaining({ status: 'rejected', failure: 'business.invalid: Şema hatası' }),
      expect.anything(),
    );
  });

  it('retries a provider that cannot be reached, and reports it once with invoice.failed at the threshold', async () => {
    adapter.submit.mockRejectedValue(new DomainError('provider.unreachable'));
    await sut.advance(settled({ attempts: 0 }));
    expect(invoices.apply).toHaveBeenLastCalledWith(
      invoiceRow().id,
      'pending',
      expect.objectContaining({ attempts: 1, last_error: 'provider.unreachable', next_attempt_at: expect.any(Date) }),
      expect.anything(),
    );
    expect(events()).toEqual([]);
    await sut.advance(settled({ attempts: 2 }));
    expect(invoices.apply).toHaveBeenLastCalledWith(
      invoiceRow().id,
      'pending',
      expect.objectContaining({ attempts: 3, failure_reported: true }),
      expect.anything(),
    );
    expect(events().map((entry) => entry.event)).toEqual([InvoiceFailed]);
    await sut.advance(settled({ attempts: 3, failure_reported: true }));
    expect(events()).toHaveLength(1);
  });

  it('cancels an accepted e-Arşiv invoice of a cancelled order through its provider; a refusal leaves it accepted with the reason', async () => {
    await sut.advance(settled({ status: 'accepted', provider_reference: 'P-1', cancel_requested: true }));
    expect(adapter.cancel).toHaveBeenCalledWith(expect.anything(), 'P-1');
    expect(invoices.apply).toHaveBeenLastCalledWith(invoiceRow().id, 'accepted', expect.objectContaining({ status: 'cancelled' }));
    adapter.cancel.mockRejectedValue(
      new DomainError('business.invalid', { reference: [{ code: 'refused', message: 'İptal süresi geçti' }] }),
    );
    await sut.advance(settled({ status: 'accepted', provider_reference: 'P-1', cancel_requested: true }));
    expect(invoices.apply).toHaveBeenLastCalledWith(invoiceRow().id, 'accepted', {
      last_error: 'business.invalid: İptal süresi geçti',
      next_attempt_at: null,
    });
  });
});
