import { amountInWordsTr, invoiceAmounts, renderInvoicePdf, type InvoiceDocument, type InvoiceParty } from '@tezgah/e-invoice';
import { readEachPdfPages } from '@tezgah/testing';
import type { CargoProvider } from '@tezgah/contracts';
import type { LabelContent } from './label-content';
import { renderLabelsPdf } from './label-pdf';
import { labelText } from './label-text';
import { labelParty } from './test/label-fixtures';

/**
 * Labels and invoices share the process's fonts (@tezgah/pdf-fonts). Each document's text layer must
 * hold every string it draws, whatever the documents before it drew: the hundredth label as the first.
 */

const LABELS = 100;
const INVOICE_EVERY = 5; // 20 invoices among the labels, as orders are invoiced and shipped in one process

const PROVIDERS: CargoProvider[] = ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'dhl'];
const NAMES = [
  'Ümit Uğur',
  'Gülşen Doğan',
  'Şükrü Öztürk',
  'Çağrı Işık',
  'İbrahim Güneş',
  'Özge Çınar',
  'Oğuz Ünlü',
  'Ilgın Şahin',
  'Gökçe Usta',
];
const PLACES: Array<[string, string]> = [
  ['Kadıköy', 'İstanbul'],
  ['Merkez', 'Iğdır'],
  ['Haliliye', 'Şanlıurfa'],
  ['Bodrum', 'Muğla'],
  ['Merkez', 'Uşak'],
  ['Altınordu', 'Ordu'],
  ['Odunpazarı', 'Eskişehir'],
  ['Gölcük', 'Kocaeli'],
  ['Çankaya', 'Ankara'],
  ['Ağrı Merkez', 'Ağrı'],
];
const STREETS = [
  'Güzelyalı Sok.',
  'Uğur Mumcu Cad.',
  'Öğretmenler Mah.',
  'Şehit Gürcan Sok.',
  'Çınarlı Bulvarı',
  'İnönü Cad.',
  'Oruç Reis Sok.',
];
const PRODUCTS = ['Çaydanlık Şık Çelik', 'Güğüm Bakır 2 L', 'Örgü Şal Gökkuşağı', 'Uğurböceği Oyuncak', 'İncir Ezmesi', 'Kağıt Havlu'];

/** The i-th of a list, stepping by a stride prime to the lists' lengths: every entry comes, and neighbours differ. */
const nth = <T>(list: T[], i: number, stride: number): T => list[(i * stride) % list.length];

function party(i: number, stride: number) {
  const [district, city] = nth(PLACES, i, stride);
  return {
    name: nth(NAMES, i, stride),
    line1: `${nth(STREETS, i, stride)} No: ${i + 1}`,
    line2: i % 2 ? `Daire ${i % 9}` : null,
    district,
    city,
    postal_code: String(10000 + i * 731),
    phone: `0532 ${String(100 + i)} 45 67`,
  };
}

function label(i: number): LabelContent {
  return {
    provider: nth(PROVIDERS, i, 1),
    tracking_number: `TZ${String(7_000_000_000 + i * 7919)}`,
    order_number: `TY-${90000 + i}`,
    sender: labelParty({ name: 'Güneş Çiçekçilik', city: nth(PLACES, i, 13)[1] }),
    receiver: party(i, 11),
    package_count: 1,
    weight_kg: i % 4 ? (i * 37) / 100 : null,
    booked_at: new Date(Date.UTC(2026, 10, 24, 6, i)),
  };
}

/** Every string a label draws: carrier, tracking and order numbers, both parties, weight, date. */
function labelStrings(content: LabelContent): string[] {
  const text = labelText(content);
  const parties = [text.sender, text.receiver].flatMap((p) => [p.name, p.address, p.place, p.contact]);
  return [text.carrier, text.trackingNumber, ...parties, text.orderNumber, text.weight, text.bookedAt, 'Koli 1/1'];
}

function invoiceParty(i: number, stride: number): InvoiceParty {
  const { name, line1, line2, district, city, postal_code } = party(i, stride);
  return {
    name,
    tax_number: String(10_000_000_000 + i),
    tax_office: null,
    line1,
    line2,
    district,
    city,
    postal_code,
    country: 'TR',
    phone: null,
    email: null,
  };
}

function invoice(n: number): InvoiceDocument {
  return {
    ettn: `3f2b8c1e-9a4d-4e7b-8c21-${String(n).padStart(12, '0')}`,
    number: `TZG2026${String(n + 1).padStart(9, '0')}`,
    type: 'earsiv',
    profile: 'EARSIVFATURA',
    issued_at: new Date(Date.UTC(2026, 2, 14, 9, n)),
    currency: 'TRY',
    seller: { ...invoiceParty(n, 13), name: 'Tezgah Örnek Ticaret A.Ş.', tax_number: '1234567890', tax_office: 'Kadıköy' },
    buyer: invoiceParty(n, 17),
    buyer_alias: null,
    order: { number: `TY-${90000 + n}`, date: new Date(Date.UTC(2026, 2, 13, 18, 0)), marketplace: 'Trendyol' },
    lines: Array.from({ length: 1 + (n % 3) }, (_, k) => ({
      sku: `SKU-${n}-${k}`,
      title: nth(PRODUCTS, n + k, 19),
      quantity: 1 + k,
      unit_price: 49.9 + n * 10 + k,
      vat_rate: 20,
    })),
  };
}

/** Strings of an invoice a reader looks for: the parties, the numbers, each line and the amount in words. */
function invoiceStrings(doc: InvoiceDocument): string[] {
  const payable = invoiceAmounts(doc.lines).payable_total / 100;
  return [
    ...[doc.seller, doc.buyer].flatMap((p) => [
      p.name,
      [p.line1, p.line2].filter(Boolean).join(' '),
      `${p.postal_code} ${p.district} ${p.city}`,
    ]),
    doc.number,
    doc.order.number,
    ...doc.lines.flatMap((line) => [line.sku, line.title]),
    `Yalnız: ${amountInWordsTr(payable, doc.currency)}`,
  ];
}

/** A document as rendered, with the strings it drew, and its text layer as a reader extracts it. */
interface ReadBack {
  name: string;
  drawn: string[];
  text: string;
}

/** The text layer with its line breaks as spaces: a reader may break a long line anywhere. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('PDF text layers across one process', () => {
  let documents: ReadBack[];

  beforeAll(async () => {
    const rendered: Array<{ name: string; drawn: string[]; pdf: Buffer }> = [];
    for (let i = 0; i < LABELS; i++) {
      if (i % INVOICE_EVERY === 0) {
        const doc = invoice(i / INVOICE_EVERY);
        rendered.push({ name: `invoice ${doc.number}`, drawn: invoiceStrings(doc), pdf: await renderInvoicePdf(doc) });
      }
      const content = label(i);
      rendered.push({ name: `label ${i + 1}`, drawn: labelStrings(content), pdf: await renderLabelsPdf([content]) });
    }
    // Text only: no formats, no rasterising.
    const pages = await readEachPdfPages(
      rendered.map(({ pdf }) => pdf),
      undefined,
      [],
    );
    documents = rendered.map(({ name, drawn }, index) => ({ name, drawn, text: pages[index].map((page) => page.text).join('\n') }));
  }, 600_000);

  const missing = (kind: string) =>
    documents
      .filter(({ name }) => name.startsWith(kind))
      .flatMap(({ name, drawn, text }) =>
        drawn.filter((string) => !flat(text).includes(flat(string))).map((string) => `${name}: ${string}`),
      );

  it('keeps every string each of 100 labels draws, the first of the process and the hundredth', () => {
    expect(documents.filter(({ name }) => name.startsWith('label'))).toHaveLength(LABELS);
    expect(missing('label')).toEqual([]);
  });

  it('keeps every string each of 20 invoices draws, among the labels', () => {
    expect(documents.filter(({ name }) => name.startsWith('invoice'))).toHaveLength(LABELS / INVOICE_EVERY);
    expect(missing('invoice')).toEqual([]);
  });

  it('has no character that a reader cannot map back to Unicode', () => {
    expect(documents.filter(({ text }) => text.includes('\uFFFD')).map(({ name }) => name)).toEqual([]);
  });
});
