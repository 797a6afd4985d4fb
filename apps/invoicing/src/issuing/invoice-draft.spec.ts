import { orderDto, settingsDto } from '../../test/invoice-fixtures';
import { draftInvoice, lineVatRate } from './invoice-draft';

const sources = { order: orderDto(), settings: settingsDto(), vatRates: {}, taxpayer: null };

describe('draftInvoice', () => {
  it('makes an e-Arşiv invoice for a buyer without a tax number, at the shipping address, in the tenant’s series', () => {
    const draft = draftInvoice('ten_a', 'parasut', sources);
    expect(draft).toMatchObject({ tenant_id: 'ten_a', order_id: 'ord_A', provider: 'parasut', series_prefix: 'TZG' });
    expect(draft.document).toMatchObject({
      type: 'earsiv',
      profile: 'EARSIVFATURA',
      currency: 'TRY',
      buyer_alias: null,
      seller: { name: 'Tezgah Mağaza', tax_number: '1234567890', country: 'TR' },
      buyer: { name: 'Ayşe Yılmaz', tax_number: null, line1: 'Bağdat Cad. 1', city: 'İstanbul', postal_code: '34710' },
      order: { number: 'TY-1', marketplace: 'trendyol', date: new Date('2026-03-01T10:00:00.000Z') },
    });
  });

  it('makes an e-Fatura under the tenant’s scenario when the provider says the tax number is a registered taxpayer', () => {
    const billed = orderDto({
      billing_address: { tax_office: 'Kadıköy', tax_number: '9876543210', line1: 'Fatura Sok. 5', city: 'İstanbul' },
    });
    const draft = draftInvoice('ten_a', 'logo', {
      ...sources,
      order: billed,
      settings: settingsDto({ efatura_scenario: 'TICARIFATURA' }),
      taxpayer: { registered: true, alias: 'urn:mail:defaultpk@firma.com' },
    });
    expect(draft.document).toMatchObject({
      type: 'efatura',
      profile: 'TICARIFATURA',
      buyer_alias: 'urn:mail:defaultpk@firma.com',
      buyer: { tax_number: '9876543210', tax_office: 'Kadıköy', line1: 'Fatura Sok. 5' },
    });
    const unregistered = draftInvoice('ten_a', 'logo', { ...sources, order: billed, taxpayer: { registered: false, alias: null } });
    expect(unregistered.document).toMatchObject({ type: 'earsiv', profile: 'EARSIVFATURA', buyer_alias: null });
  });

  it('takes the default scenario and series when the settings leave them null', () => {
    const draft = draftInvoice('ten_a', 'nilvera', {
      ...sources,
      settings: settingsDto({ series_prefix: null, efatura_scenario: null }),
      taxpayer: { registered: true, alias: null },
    });
    expect(draft).toMatchObject({ series_prefix: 'TZG', document: { profile: 'TEMELFATURA' } });
  });

  it('gives each line the product’s KDV rate, else the tenant’s default', () => {
    const draft = draftInvoice('ten_a', 'parasut', {
      ...sources,
      vatRates: { 'BOOK-1': 0 },
      settings: settingsDto({ default_vat_rate: 10 }),
    });
    expect(draft.document.lines).toEqual([
      { sku: 'TSHIRT-BLK-M', title: 'Tişört', quantity: 2, unit_price: 120, vat_rate: 10 },
      { sku: 'BOOK-1', title: 'Kitap', quantity: 1, unit_price: 50, vat_rate: 0 },
    ]);
    expect(
      draftInvoice('ten_a', 'parasut', { ...sources, settings: settingsDto({ default_vat_rate: null }) }).document.lines[0].vat_rate,
    ).toBe(20);
  });

  it('takes a line’s KDV rate from its marketplace when the order gives one', () => {
    const order = orderDto();
    const draft = draftInvoice('ten_a', 'parasut', {
      ...sources,
      order: { ...order, items: [{ ...order.items[0], vat_rate: 1 }, order.items[1]] },
      vatRates: { 'TSHIRT-BLK-M': 10, 'BOOK-1': 0 },
    });
    expect(draft.document.lines.map((line) => line.vat_rate)).toEqual([1, 0]);
  });

  it('prefers the marketplace’s rate over the product’s, and the product’s over the tenant’s', () => {
    expect(lineVatRate({ marketplace: 1, product: 10, tenant: 20 })).toBe(1);
    expect(lineVatRate({ marketplace: null, product: 0, tenant: 20 })).toBe(0);
    expect(lineVatRate({ marketplace: null, product: null, tenant: 20 })).toBe(20);
  });

  it('refuses a cancelled or returned order, and a seller whose settings lack what an invoice states (422)', () => {
    for (const status of ['cancelled', 'returned'] as const) {
      expect(() => draftInvoice('ten_a', 'parasut', { ...sources, order: orderDto({ status }) })).toThrow(
        expect.objectContaining({ code: 'business.invalid', details: { order_id: [expect.objectContaining({ code: 'order_closed' })] } }),
      );
    }
    const settings = settingsDto();
    settings.sender.tax_number = null;
    expect(() => draftInvoice('ten_a', 'parasut', { ...sources, settings })).toThrow(
      expect.objectContaining({
        code: 'business.invalid',
        details: { 'sender.tax_number': [expect.objectContaining({ code: 'required' })] },
      }),
    );
  });
});
