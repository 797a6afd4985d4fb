import type { InvoiceDocument, InvoiceParty } from '../invoice-document';

export const SELLER: InvoiceParty = {
  name: 'Tezgah Örnek Ticaret A.Ş.',
  tax_number: '1234567890',
  tax_office: 'Kadıköy',
  line1: 'Caferağa Mah. Moda Cad. No: 12',
  line2: 'Kat 3',
  city: 'İstanbul',
  district: 'Kadıköy',
  postal_code: '34710',
  country: 'TR',
  phone: '+902161234567',
  email: 'fatura@ornek.com.tr',
};

export const PERSON_BUYER: InvoiceParty = {
  name: 'Ayşe Nur Çelik',
  tax_number: '12345678901',
  tax_office: null,
  line1: 'Gül Sok. No: 4 D: 2',
  line2: null,
  city: 'Ankara',
  district: 'Çankaya',
  postal_code: '06690',
  country: 'TR',
  phone: null,
  email: 'ayse@example.com',
};

export const COMPANY_BUYER: InvoiceParty = {
  name: 'Güneş Şirin Gıda Ltd. Şti.',
  tax_number: '9876543210',
  tax_office: 'Konak',
  line1: 'Atatürk Cad. No: 101',
  line2: null,
  city: 'İzmir',
  district: 'Konak',
  postal_code: '35210',
  country: 'TR',
  phone: '+902321112233',
  email: null,
};

export const FINAL_CONSUMER: InvoiceParty = { ...PERSON_BUYER, name: 'Ömer Işık', tax_number: null, district: null };

/** An invoice with two rates and Turkish characters everywhere; override what a test is about. */
export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    ettn: '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
    number: 'TZG2026000000123',
    type: 'earsiv',
    profile: 'EARSIVFATURA',
    issued_at: new Date('2026-03-14T09:05:00Z'),
    currency: 'TRY',
    seller: SELLER,
    buyer: PERSON_BUYER,
    buyer_alias: null,
    order: { number: 'TY-10293847', date: new Date('2026-03-13T18:30:00Z'), marketplace: 'Trendyol' },
    lines: [
      { sku: 'KZK-ÇAY-01', title: 'Çaydanlık Şık Çelik 2 L', quantity: 2, unit_price: 499.9, vat_rate: 20 },
      { sku: 'KTP-ĞÜŞ-07', title: 'Kitap: Ağustos Böceği ile Karınca', quantity: 1, unit_price: 125.5, vat_rate: 10 },
      { sku: 'GDA-İÖÇ-3', title: 'İncir Ezmesi 500 g', quantity: 3, unit_price: 89.99, vat_rate: 1 },
    ],
    ...overrides,
  };
}
