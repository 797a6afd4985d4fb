import { type InvoiceDocument, renderInvoicePdf } from '@tezgah/e-invoice';
import { orderDto, settingsDto } from '../../test/invoice-fixtures';
import { draftInvoice } from './invoice-draft';
import { InvoiceDocuments } from './invoice-documents.service';

// Rendering a real PDF takes about a second; what it draws is @tezgah/e-invoice's own integration spec.
jest.mock('@tezgah/e-invoice', () => ({
  ...jest.requireActual<object>('@tezgah/e-invoice'),
  renderInvoicePdf: jest.fn(async () => Buffer.from('%PDF-1.7 fake')),
}));

/** An order of 2 × 120 TRY and 1 × 50 TRY at 20 % KDV, issued: 290 TRY payable. */
const document: InvoiceDocument = {
  ...draftInvoice('ten_a', 'parasut', { order: orderDto(), settings: settingsDto(), vatRates: {}, taxpayer: null }).document,
  ettn: '7f9c2b1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f',
  number: 'TZG2026000000001',
  issued_at: new Date('2026-03-01T10:05:00.000Z'),
};
const element = (xml: string, name: string) => new RegExp(`<cbc:${name}[^>]*>([^<]*)</cbc:${name}>`).exec(xml)?.[1];

describe(InvoiceDocuments.name, () => {
  const sut = new InvoiceDocuments();

  it('makes the UBL-TR XML under the invoice’s number and ETTN, and the PDF of the same document', async () => {
    const { xml, pdf } = await sut.make(document);
    expect(element(xml, 'ID')).toBe('TZG2026000000001');
    expect(element(xml, 'UUID')).toBe(document.ettn);
    expect(renderInvoicePdf).toHaveBeenCalledWith(document);
    expect(pdf.toString()).toBe('%PDF-1.7 fake');
  });

  it('states the payable total in lira, as the XML does', async () => {
    const { xml, total } = await sut.make(document);
    expect(total).toBe(290);
    expect(element(xml, 'PayableAmount')).toBe('290.00');
    const odd = await sut.make({ ...document, lines: [{ ...document.lines[0], quantity: 3, unit_price: 33.33 }] });
    expect(odd.total).toBe(99.99);
    expect(element(odd.xml, 'PayableAmount')).toBe(odd.total.toFixed(2));
  });
});
