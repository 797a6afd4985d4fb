import { invoiceAmounts } from '../amounts/invoice-amounts';
import type { InvoiceDocument } from '../invoice-document';
import { COMPANY_BUYER, FINAL_CONSUMER, PERSON_BUYER, SELLER, invoiceDocument } from '../test/invoice-fixtures';
import { validateUblTr } from '../validation/ubl-tr-validator';
import { buildInvoiceXml } from './invoice-xml';

// The first validation on a machine compiles GİB's schematron (~10-20 s); later ones read the cache.
jest.setTimeout(120_000);

const documents: Array<[string, InvoiceDocument]> = [
  ['an e-Arşiv invoice to a person (TCKN)', invoiceDocument()],
  ['an e-Arşiv invoice to a final consumer without a tax number', invoiceDocument({ buyer: FINAL_CONSUMER })],
  ['an e-Arşiv invoice to a company', invoiceDocument({ buyer: COMPANY_BUYER })],
  ['an e-Fatura TEMELFATURA to a company', invoiceDocument({ type: 'efatura', profile: 'TEMELFATURA', buyer: COMPANY_BUYER })],
  ['an e-Fatura TICARIFATURA to a company', invoiceDocument({ type: 'efatura', profile: 'TICARIFATURA', buyer: COMPANY_BUYER })],
  [
    'an e-Fatura from a sole proprietor (seller with a TCKN)',
    invoiceDocument({ type: 'efatura', profile: 'TEMELFATURA', seller: { ...SELLER, name: 'Şükrü Öztürk', tax_number: '10000000146' } }),
  ],
  [
    'an invoice with every KDV rate, 0 included, and a line whose KDV rounds to zero',
    invoiceDocument({
      lines: [
        { sku: 'S0', title: 'Sıfır oranlı', quantity: 1, unit_price: 10, vat_rate: 0 },
        { sku: 'S1', title: 'Yüzde bir, küçük', quantity: 1, unit_price: 0.05, vat_rate: 1 },
        { sku: 'S10', title: 'Yüzde on', quantity: 7, unit_price: 33.33, vat_rate: 10 },
        { sku: 'S20', title: 'Yüzde yirmi', quantity: 13, unit_price: 0.99, vat_rate: 20 },
      ],
    }),
  ],
];

describe('buildInvoiceXml', () => {
  it.each(documents)('%s is valid UBL-TR (schema, GİB schematron, amounts)', async (_, doc) => {
    const xml = buildInvoiceXml(doc);
    expect(await validateUblTr(xml)).toEqual({ valid: true, errors: [] });
  });

  it('writes the header, the parties per GİB and the Turkish text as it is', () => {
    const xml = buildInvoiceXml(invoiceDocument());
    for (const expected of [
      '<cbc:UBLVersionID>2.1</cbc:UBLVersionID>',
      '<cbc:CustomizationID>TR1.2</cbc:CustomizationID>',
      '<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>',
      '<cbc:ID>TZG2026000000123</cbc:ID>',
      '<cbc:UUID>3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d</cbc:UUID>',
      '<cbc:IssueDate>2026-03-14</cbc:IssueDate>',
      '<cbc:IssueTime>12:05:00</cbc:IssueTime>', // 09:05 UTC is 12:05 in Istanbul
      '<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>',
      '<cbc:ID schemeID="VKN_TCKN">1234567890</cbc:ID>',
      '<cbc:ID schemeID="TCKN">12345678901</cbc:ID>',
      '<cbc:FirstName>Ayşe Nur</cbc:FirstName>',
      '<cbc:FamilyName>Çelik</cbc:FamilyName>',
      '<cbc:Name>Kadıköy</cbc:Name>',
      '<cbc:Name>Kitap: Ağustos Böceği ile Karınca</cbc:Name>',
      '<cbc:PayableAmount currencyID="TRY">1395.27</cbc:PayableAmount>',
    ]) {
      expect(xml).toContain(expected);
    }
    expect(buildInvoiceXml(invoiceDocument({ buyer: FINAL_CONSUMER }))).toContain('<cbc:ID schemeID="TCKN">11111111111</cbc:ID>');
    expect(buildInvoiceXml(invoiceDocument({ buyer: COMPANY_BUYER }))).toContain('<cbc:Name>Güneş Şirin Gıda Ltd. Şti.</cbc:Name>');
  });

  it('refuses a party whose tax number is neither a VKN nor a TCKN', () => {
    expect(() => buildInvoiceXml(invoiceDocument({ buyer: { ...PERSON_BUYER, tax_number: '123' } }))).toThrow(
      /neither a 10-digit VKN nor an 11-digit TCKN/,
    );
  });
});

describe('validateUblTr rejects broken invoices, naming the rule', () => {
  const valid = buildInvoiceXml(invoiceDocument({ type: 'efatura', profile: 'TEMELFATURA', buyer: COMPANY_BUYER }));

  it('without an ETTN (schema)', async () => {
    const { valid: ok, errors } = await validateUblTr(valid.replace(/<cbc:UUID>.*<\/cbc:UUID>/, ''));
    expect(ok).toBe(false);
    expect(errors).toEqual([
      expect.stringMatching(/^XSD \(line \d+\): Element '.*IssueDate': This element is not expected\. Expected is \( .*UUID \)/),
    ]);
  });

  it('with an ETTN that is not a UUID', async () => {
    const { errors } = await validateUblTr(valid.replace(/<cbc:UUID>.*<\/cbc:UUID>/, '<cbc:UUID>TZG-1</cbc:UUID>'));
    expect(errors).toEqual([expect.stringMatching(/^UUIDCheck\.1: Geçersiz cbc:UUID elemanı değeri\. .*\(Invoice\/cbc:UUID\)$/)]);
  });

  it('with a ProfileID GİB does not know', async () => {
    const { errors } = await validateUblTr(valid.replace('<cbc:ProfileID>TEMELFATURA<', '<cbc:ProfileID>EARSIV<'));
    expect(errors).toEqual([expect.stringMatching(/^ProfileIDCheck\.1: Geçersiz cbc:ProfileID elemanı değeri : 'EARSIV'/)]);
  });

  it('with a 9-digit VKN', async () => {
    const { errors } = await validateUblTr(valid.replaceAll('9876543210', '987654321'));
    expect(errors).toEqual([
      expect.stringMatching(
        /^PartyIdentificationTCKNVKNCheck\.1: .*10 haneli vergi kimlik numarası.*\(Invoice\/cac:AccountingCustomerParty\/cac:Party\/cac:PartyIdentification\)$/,
      ),
    ]);
  });

  it('with a number that is not GİB’s 16 characters', async () => {
    const { errors } = await validateUblTr(valid.replace('<cbc:ID>TZG2026000000123<', '<cbc:ID>TZG202600000123<'));
    expect(errors).toEqual([expect.stringMatching(/^InvoiceIDCheck\.1: /)]);
  });

  it('with totals that do not add up', async () => {
    const amounts = invoiceAmounts(invoiceDocument().lines);
    const xml = buildInvoiceXml(invoiceDocument(), { ...amounts, payable_total: amounts.payable_total + 1 });
    const { errors } = await validateUblTr(xml);
    expect(errors).toEqual([expect.stringMatching(/^TezgahLegalMonetaryTotalCheck\.4: cbc:PayableAmount \(1395\.28\)/)]);
  });

  it('with a KDV subtotal that is not the sum of its lines', async () => {
    const amounts = invoiceAmounts(invoiceDocument().lines);
    const [first, ...rest] = amounts.vat_subtotals;
    const xml = buildInvoiceXml(invoiceDocument(), { ...amounts, vat_subtotals: [{ ...first, vat: first.vat + 1 }, ...rest] });
    const { errors } = await validateUblTr(xml);
    expect(errors.map((error) => error.split(':')[0])).toEqual(['TezgahTaxTotalCheck.1', 'TezgahKdvSubtotalCheck.2']);
  });
});
