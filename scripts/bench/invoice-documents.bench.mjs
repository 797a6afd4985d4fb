// invoice-documents: 500 invoices (1-8 lines, KDV 0/1/10/20, e-Arşiv and e-Fatura, Turkish text)
// made into their UBL-TR XML and their PDF by @tezgah/e-invoice (dist/, `buildInvoiceXml` +
// `renderInvoicePdf`, one XML and one PDF per invoice) against a bare render of the same documents
// with the same libraries: xmlbuilder2 writing the same elements from a ready tree (no amounts, no
// rules), pdfkit drawing the same strings at fixed places with the same parsed fonts and bwip-js's
// same QR code (no measuring, wrapping or pagination). All in this process, rounds rotating which
// goes first. Outside the timing, a sample of the XML is checked with validateUblTr, which reads GİB's
// package where TEZGAH_UBL_TR_PACKAGE (default ../shared/reference/ubl-tr) says.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { create } from 'xmlbuilder2';
import { seededRandom } from './lib/products.mjs';
import { median, timingRow } from './lib/timings.mjs';

const require = createRequire(import.meta.url);
const TARGET_RATIO = 1.5;
const INVOICES = 500;
const ROUNDS = 5; // measured, after one warm-up round of each
const VALIDATED = 25;
const DIST = 'dist/libs/e-invoice/src/index.js';
const FONTS_DIST = 'dist/libs/pdf-fonts/src/index.js';

const FIRST = ['Ayşe', 'Mehmet', 'Çağrı', 'Şükrü', 'Gülşen', 'İbrahim', 'Özge', 'Ümit', 'Işıl', 'Doğan'];
const LAST = ['Yılmaz', 'Öztürk', 'Şahin', 'Çelik', 'Doğru', 'Güneş', 'Karağaç', 'Işıkoğlu'];
const PLACES = [
  ['Kadıköy', 'İstanbul', '34710'],
  ['Çankaya', 'Ankara', '06690'],
  ['Karşıyaka', 'İzmir', '35530'],
  ['Şahinbey', 'Gaziantep', '27010'],
];
const PRODUCTS = [
  'Çaydanlık Şık Çelik 2 L',
  'Kitap: Ağustos Böceği',
  'İncir Ezmesi 500 g',
  'Örgü Şal, El İşi, Gökkuşağı Desenli',
  'Bakır Cezve Üçlü Set',
];

let random = seededRandom(16);
const pick = (list) => list[Math.floor(random() * list.length)];
const digits = (n) => Array.from({ length: n }, (_, i) => (i === 0 ? 1 : Math.floor(random() * 10))).join('');

function party(name, taxNumber, taxOffice) {
  const [district, city, postal] = pick(PLACES);
  return {
    name,
    tax_number: taxNumber,
    tax_office: taxOffice,
    line1: `Atatürk Cad. No: ${1 + Math.floor(random() * 200)}`,
    line2: null,
    city,
    district,
    postal_code: postal,
    country: 'TR',
    phone: null,
    email: 'musteri@example.com',
  };
}

/** The same 500 invoices every run. */
function benchInvoices() {
  random = seededRandom(16);
  const seller = party('Tezgah Demo Mağazası Ltd. Şti.', '1234567890', 'Kadıköy');
  return Array.from({ length: INVOICES }, (_, i) => {
    const efatura = i % 3 === 0;
    return {
      ettn: `3f2b8c1e-9a4d-4e7b-8c21-${String(i).padStart(12, '0')}`,
      number: `TZG2026${String(i + 1).padStart(9, '0')}`,
      type: efatura ? 'efatura' : 'earsiv',
      profile: efatura ? (i % 2 ? 'TICARIFATURA' : 'TEMELFATURA') : 'EARSIVFATURA',
      issued_at: new Date(Date.UTC(2026, 2, 14, 9, i % 60)),
      currency: 'TRY',
      seller,
      buyer: efatura
        ? party(`${pick(LAST)} Gıda Ltd. Şti.`, digits(10), 'Konak')
        : party(`${pick(FIRST)} ${pick(LAST)}`, random() < 0.3 ? null : digits(11), null),
      buyer_alias: null,
      order: { number: `TY-${100000 + i}`, date: new Date(Date.UTC(2026, 2, 13, 18, 0)), marketplace: 'Trendyol' },
      lines: Array.from({ length: 1 + Math.floor(random() * 8) }, (_, n) => ({
        sku: `SKU-${i}-${n}`,
        title: pick(PRODUCTS),
        quantity: 1 + Math.floor(random() * 3),
        unit_price: Math.round(random() * 200000) / 100,
        vat_rate: pick([0, 1, 10, 20, 20, 20]),
      })),
    };
  });
}

function collect(doc) {
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** What the bare PDF draws: the strings of our PDF (title, parties, particulars, rows, totals, words) and the QR text. */
function pdfStrings(e, doc) {
  const amounts = e.invoiceAmounts(doc.lines);
  const money = (k) => `${(k / 100).toFixed(2)} TL`;
  const partyText = (p) => [p.name, p.line1, `${p.postal_code} ${p.district} ${p.city}`, p.tax_office ?? '', p.tax_number ?? '11111111111'];
  return {
    qr: JSON.stringify(e.gibQrContent(doc, amounts)),
    head: [
      doc.type === 'earsiv' ? 'e-Arşiv Fatura' : 'e-Fatura',
      ...partyText(doc.seller),
      'SAYIN',
      ...partyText(doc.buyer),
      doc.profile,
      'SATIŞ',
      doc.number,
      doc.order.number,
      doc.order.marketplace,
      doc.ettn,
    ],
    rows: doc.lines.map((line, n) => [
      String(n + 1),
      line.sku,
      line.title,
      `${line.quantity} Adet`,
      String(line.unit_price),
      `%${line.vat_rate}`,
      money(amounts.lines[n].vat),
      money(amounts.lines[n].net),
    ]),
    totals: [
      money(amounts.line_extension_total),
      ...amounts.vat_subtotals.flatMap((s) => [money(s.taxable), money(s.vat)]),
      money(amounts.tax_inclusive_total),
      money(amounts.payable_total),
    ],
    words: `Yalnız: ${e.amountInWordsTr(amounts.payable_total / 100, doc.currency)}`,
  };
}

async function barePdf(strings, registerPdfFonts, PDF_FONTS) {
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: strings.qr, scale: 3 });
  const doc = new PDFDocument({ autoFirstPage: false, font: null });
  const pdf = collect(doc);
  registerPdfFonts(doc);
  doc.addPage({ size: [595.28, 841.89], margin: 0 });
  const at = (font, string, x, y) => doc.font(PDF_FONTS[font]).fontSize(8).text(string, x, y, { lineBreak: false });
  doc.image(qr, 463, 62, { width: 96, height: 96 });
  strings.head.forEach((string, n) => at(n === 0 ? 'bold' : 'regular', string, 36, 36 + n * 11));
  strings.rows.forEach((row, n) => row.forEach((cell, c) => at('regular', cell, 36 + c * 65, 300 + n * 14)));
  strings.totals.forEach((string, n) => at('regular', string, 400, 430 + n * 14));
  at('bold', strings.words, 36, 700);
  doc.end();
  return pdf;
}

async function timed(render) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const output = await render();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { output, wallMs, cpuMs: (user + system) / 1000 };
}

export default {
  name: 'invoice-documents',
  description:
    `${INVOICES} invoices into UBL-TR XML + PDF by buildInvoiceXml + renderInvoicePdf vs a bare xmlbuilder2 + pdfkit + bwip-js ` +
    `render of the same documents; median of ${ROUNDS} rounds, target ours <= ${TARGET_RATIO} x bare`,

  async run(ctx) {
    if (!existsSync(path.join(ctx.root, DIST))) throw new Error('not built: run `node scripts/build.mjs`');
    const e = require(path.join(ctx.root, DIST));
    const { registerPdfFonts, PDF_FONTS } = require(path.join(ctx.root, FONTS_DIST));
    const invoices = benchInvoices();
    // The bare render's input, prepared outside the timing: our XML as xmlbuilder2's object tree, our PDF's strings.
    const trees = invoices.map((doc) => create(e.buildInvoiceXml(doc)).end({ format: 'object' }));
    const strings = invoices.map((doc) => pdfStrings(e, doc));
    const renders = {
      bare: {
        label: 'bare xmlbuilder2 + pdfkit + bwip-js',
        render: async () => {
          const out = [];
          for (let i = 0; i < INVOICES; i++)
            out.push([
              create({ version: '1.0', encoding: 'UTF-8' }, trees[i]).end({ prettyPrint: true }),
              await barePdf(strings[i], registerPdfFonts, PDF_FONTS),
            ]);
          return out;
        },
      },
      ours: {
        label: 'buildInvoiceXml + renderInvoicePdf',
        render: async () => {
          const out = [];
          for (const doc of invoices) out.push([e.buildInvoiceXml(doc), await e.renderInvoicePdf(doc)]);
          return out;
        },
      },
    };
    const names = Object.keys(renders);
    const wall = Object.fromEntries(names.map((name) => [name, []]));
    const cpu = Object.fromEntries(names.map((name) => [name, []]));
    const produced = {};
    for (let round = 0; round <= ROUNDS; round++) {
      const order = round % 2 ? [...names].reverse() : names;
      const results = {};
      for (const name of order) results[name] = await timed(renders[name].render);
      ctx.log(
        `round ${round}${round ? '' : ' (warm-up)'}: ` +
          names.map((name) => `${name} ${results[name].wallMs.toFixed(0)} ms (CPU ${results[name].cpuMs.toFixed(0)})`).join(', '),
      );
      for (const name of names) produced[name] = results[name].output;
      if (round === 0) continue;
      for (const name of names) {
        wall[name].push(results[name].wallMs);
        cpu[name].push(results[name].cpuMs);
      }
    }

    // Outside the timing: a sample of the XML through the validator (the first call starts its thread).
    const validation = [];
    for (const [xml] of produced.ours.slice(0, VALIDATED)) {
      const started = performance.now();
      validation.push({ ...(await e.validateUblTr(xml)), ms: performance.now() - started });
    }
    const invalid = validation.filter((result) => !result.valid);
    const warmValidationMs = median(validation.slice(1).map((result) => result.ms));
    const ratio = median(wall.ours) / median(wall.bare);
    const pages = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
    const ourPages = produced.ours.reduce((sum, [, pdf]) => sum + pages(pdf), 0);
    const rows = names.map((name) => timingRow(`${renders[name].label}: ${INVOICES} invoices`, wall[name]));
    const checks = [
      { name: 'ours/bare (medians)', value: ratio.toFixed(2), target: `<= ${TARGET_RATIO}`, pass: ratio <= TARGET_RATIO },
      {
        name: `valid UBL-TR among the first ${VALIDATED}`,
        value: VALIDATED - invalid.length,
        target: `= ${VALIDATED}`,
        pass: invalid.length === 0,
      },
    ];
    const notes = [
      `${INVOICES} invoices, ${invoices.reduce((sum, doc) => sum + doc.lines.length, 0)} lines, ${ourPages} pages; ${ROUNDS} rounds after a warm-up, alternating which goes first`,
      ...names.map(
        (name) =>
          `${renders[name].label}: ${(median(cpu[name]) / INVOICES).toFixed(2)} CPU ms per invoice, ${(median(wall[name]) / INVOICES).toFixed(2)} ms wall (median round)`,
      ),
      `CPU ratio ours/bare ${(median(cpu.ours) / median(cpu.bare)).toFixed(2)}`,
      `validateUblTr (XSD + schematron, worker thread): first call ${validation[0].ms.toFixed(0)} ms (thread start, schema load, schematron compiled or read from the cache), then median ${warmValidationMs.toFixed(1)} ms per document`,
      ...invalid.slice(0, 3).map((result) => `invalid: ${result.errors.join('; ')}`),
    ];
    return { rows, checks, notes, ratio };
  },
};
