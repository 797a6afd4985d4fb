// cargo-labels: 500 shipping labels (package_count 1-3, so ~1,000 pages) rendered into one PDF by
// the cargo service's renderer (dist/, `renderLabelsPdf`) against a bare pdfkit + bwip-js render
// of the same labels: the same fonts, the same CODE128 from bwip-js (once per shipment, embedded
// once), the same strings, each drawn at a fixed place with no measuring, wrapping or centring,
// awaiting each barcode in turn. The bare render embeds bwip-js's PNG as pdfkit takes it; a second
// bare render embeds the renderer's own 1-bit PNG of the same barcode, which isolates what the
// layout costs. All in this process, one render per round, rounds rotating which goes first. Also
// the same labels as ZPL (`renderLabelsZpl`), timed in the same rounds.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { seededRandom } from './lib/products.mjs';
import { median, timingRow } from './lib/timings.mjs';

const require = createRequire(import.meta.url);
const TARGET_RATIO = 1.5;
const LABELS = 500;
const ROUNDS = 7; // measured, after one warm-up round of each
const DIST = 'dist/apps/cargo/src/labels';

const PROVIDERS = [
  ['yurtici', 'Yurtiçi Kargo', () => `YK${digits(12)}`],
  ['aras', 'Aras Kargo', () => digits(13)],
  ['mng', 'MNG Kargo', () => `MNG${digits(10)}`],
  ['ptt', 'PTT Kargo', () => `KP${digits(9)}TR`],
  ['surat', 'Sürat Kargo', () => digits(12)],
  ['ups', 'UPS', () => `1Z${digits(4)}AA${digits(10)}`],
  ['dhl', 'DHL Express', () => digits(10)],
];
const FIRST = ['Ayşe', 'Mehmet', 'Çağrı', 'Şükrü', 'Gülşen', 'İbrahim', 'Özge', 'Ümit', 'Işıl', 'Doğan', 'Büşra', 'Ömer'];
const LAST = ['Yılmaz', 'Öztürk', 'Şahin', 'Çelik', 'Doğru', 'Güneş', 'Karağaç', 'Işıkoğlu', 'Ünlü', 'Köseoğlu'];
const PLACES = [
  ['Kadıköy', 'İstanbul', '34710'],
  ['Çankaya', 'Ankara', '06690'],
  ['Karşıyaka', 'İzmir', '35530'],
  ['Osmangazi', 'Bursa', '16040'],
  ['Şahinbey', 'Gaziantep', '27010'],
  ['Muratpaşa', 'Antalya', '07100'],
  [null, 'Ağrı', null],
];
const STREETS = ['Atatürk Cad.', 'İnönü Sok.', 'Gül Sok.', 'Cumhuriyet Bulvarı', 'Şehit Öğretmen Ayşe Çınar Caddesi', 'Çamlık Yolu'];

let random = seededRandom(15);
const pick = (list) => list[Math.floor(random() * list.length)];
const digits = (n) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

function party(name) {
  const [district, city, postal] = pick(PLACES);
  const long = random() < 0.2; // one in five addresses needs wrapping
  return {
    name,
    line1: `${pick(STREETS)} No: ${1 + Math.floor(random() * 200)}${long ? ` ${pick(STREETS)} Köşesi ${pick(LAST)} Apartmanı Blok ${1 + Math.floor(random() * 9)}` : ''}`,
    line2: random() < 0.5 ? `Daire ${1 + Math.floor(random() * 40)}` : null,
    district,
    city,
    postal_code: postal,
    phone: random() < 0.8 ? `05${digits(2)} ${digits(3)} ${digits(2)} ${digits(2)}` : null,
  };
}

/** The same 500 shipments every run. */
function benchLabels() {
  random = seededRandom(15);
  const sender = party('Tezgah Demo Mağazası Ltd. Şti.');
  return Array.from({ length: LABELS }, (_, i) => {
    const [provider, , trackingNumber] = PROVIDERS[i % PROVIDERS.length];
    return {
      provider,
      tracking_number: trackingNumber(),
      order_number: `TY-${100000 + i}`,
      sender,
      receiver: party(`${pick(FIRST)} ${pick(LAST)}`),
      package_count: 1 + Math.floor(random() * 3),
      weight_kg: random() < 0.15 ? null : Math.round(random() * 2000) / 100,
      booked_at: new Date(Date.UTC(2026, 10, 24, 6, i)),
    };
  });
}

// The baseline: bare pdfkit + bwip-js, the work of the same pages without the renderer's layout.
const PT = 72 / 25.4;
const DOT = 72 / 203.2;
const fontFile = (name) => readFileSync(path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', name));
const FONTS = { regular: fontFile('DejaVuSansCondensed.ttf'), bold: fontFile('DejaVuSansCondensed-Bold.ttf') };

function collect(doc) {
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** bwip-js's options for the label's barcode: 3 dots a bar, 200 dots tall (the renderer's, for these numbers). */
const bwipOptions = (trackingNumber) => ({ bcid: 'code128', text: trackingNumber, scale: 3, height: (200 * 25.4) / 72 / 3 });

async function barePdf(labels, labelText, barcodePng) {
  const doc = new PDFDocument({ autoFirstPage: false });
  const pdf = collect(doc);
  doc.registerFont('r', FONTS.regular);
  doc.registerFont('b', FONTS.bold);
  for (const label of labels) {
    const text = labelText(label);
    const image = doc.openImage(await barcodePng(label.tracking_number));
    for (let n = 1; n <= label.package_count; n++) {
      doc.addPage({ size: [100 * PT, 150 * PT], margin: 0 });
      const at = (font, size, string, x, y) => doc.font(font).fontSize(size).text(string, x, y, { lineBreak: false });
      at('b', 16, text.carrier, 8.5, 8.5);
      at('b', 16, `Koli ${n}/${label.package_count}`, 220, 8.5);
      doc.image(image, 40, 38, { width: image.width * DOT, height: image.height * DOT });
      at('b', 14, text.trackingNumber, 80, 112);
      let y = 140;
      for (const [caption, who, big] of [
        ['ALICI', text.receiver, true],
        ['GÖNDERİCİ', text.sender, false],
      ]) {
        at('b', big ? 7.5 : 7, caption, 8.5, y);
        at('b', big ? 13 : 9.5, who.name, 8.5, y + 10);
        at('r', big ? 11 : 8.5, who.address, 8.5, y + 28);
        at('b', big ? 12 : 8.5, who.place, 8.5, y + 44);
        at('r', big ? 10 : 8.5, who.contact, 8.5, y + 60);
        y += 120;
      }
      at('b', 11, text.orderNumber, 8.5, 380);
      at('r', 10, text.weight, 8.5, 394);
      at('r', 10, text.bookedAt, 8.5, 406);
      doc.lineWidth(0.8);
      for (const ruleY of [32, 134, 256, 376]) doc.moveTo(8.5, ruleY).lineTo(275, ruleY);
      doc.stroke();
    }
  }
  doc.end();
  return pdf;
}

/** Wall and CPU time of one render (this process: the renderer, pdfkit, and bwip-js's zlib on the thread pool). */
async function timed(render) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const output = await render();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { output, wallMs, cpuMs: (user + system) / 1000 };
}

/** The renderer's 1-bit PNG has exactly the dark pixels of bwip-js's RGBA PNG for the same options. */
async function sameBarcode(trackingNumber, renderTrackingBarcode) {
  const ours = await renderTrackingBarcode(trackingNumber);
  const theirs = await bwipjs.toBuffer(bwipOptions(trackingNumber));
  const rgba = inflateSync(idatOf(theirs));
  const bits = inflateSync(idatOf(ours.png));
  const [width, height] = [theirs.readUInt32BE(16), theirs.readUInt32BE(20)];
  if (ours.widthDots !== width || ours.heightDots !== height) return false;
  const bitRow = Math.ceil(width / 8) + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * (width * 4 + 1) + 1 + x * 4;
      const dark = rgba[p + 3] >= 128 && rgba[p] < 128;
      const black = (bits[y * bitRow + 1 + (x >> 3)] & (0x80 >> (x & 7))) === 0;
      if (dark !== black) return false;
    }
  }
  return true;
}

const idatOf = (png) => {
  const parts = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  return Buffer.concat(parts);
};

const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

export default {
  name: 'cargo-labels',
  description:
    `${LABELS} shipping labels (package_count 1-3) into one PDF by renderLabelsPdf vs a bare pdfkit + bwip-js render of the ` +
    `same labels; median of ${ROUNDS} rounds, target renderer <= ${TARGET_RATIO} x bare; ZPL of the same labels`,

  async run(ctx) {
    const dist = path.join(ctx.root, DIST);
    if (!existsSync(path.join(dist, 'label-pdf.js'))) throw new Error('not built: run `node scripts/build.mjs`');
    const { renderLabelsPdf } = require(path.join(dist, 'label-pdf.js'));
    const { renderLabelsZpl } = require(path.join(dist, 'label-zpl.js'));
    const { labelText } = require(path.join(dist, 'label-text.js'));
    const { renderTrackingBarcode } = require(path.join(dist, 'label-barcode.js'));

    const labels = benchLabels();
    const pages = labels.reduce((sum, label) => sum + label.package_count, 0);
    const renders = {
      bare: {
        label: 'bare pdfkit + bwip-js (its RGBA PNG)',
        render: () => barePdf(labels, labelText, (n) => bwipjs.toBuffer(bwipOptions(n))),
      },
      bareBilevel: {
        label: "bare pdfkit + the renderer's 1-bit PNG",
        render: () => barePdf(labels, labelText, async (n) => (await renderTrackingBarcode(n)).png),
      },
      ours: { label: 'renderLabelsPdf', render: () => renderLabelsPdf(labels) },
    };
    const names = Object.keys(renders);
    const wall = Object.fromEntries([...names, 'zpl'].map((name) => [name, []]));
    const cpu = Object.fromEntries([...names, 'zpl'].map((name) => [name, []]));
    const produced = {};
    // Round 0 warms every render up (JIT, font parsing, bwip-js's encoder) and is not counted.
    for (let round = 0; round <= ROUNDS; round++) {
      const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
      const results = {};
      for (const name of order) results[name] = await timed(renders[name].render);
      results.zpl = await timed(async () => renderLabelsZpl(labels));
      ctx.log(
        `round ${round}${round ? '' : ' (warm-up)'}: ` +
          [...names, 'zpl']
            .map((name) => `${name} ${results[name].wallMs.toFixed(0)} ms (CPU ${results[name].cpuMs.toFixed(0)})`)
            .join(', '),
      );
      for (const [name, result] of Object.entries(results)) produced[name] = result.output;
      if (round === 0) continue;
      for (const [name, result] of Object.entries(results)) {
        wall[name].push(result.wallMs);
        cpu[name].push(result.cpuMs);
      }
    }

    const sameBars = await sameBarcode(labels[0].tracking_number, renderTrackingBarcode);
    const ratio = median(wall.ours) / median(wall.bare);
    const cpuRatio = (name) => (median(cpu.ours) / median(cpu[name])).toFixed(2);
    const rows = [
      ...names.map((name) => timingRow(`${renders[name].label}: ${LABELS} labels, ${pages} pages`, wall[name])),
      timingRow(`renderLabelsZpl: ${LABELS} labels, ${pages} labels of ZPL`, wall.zpl),
    ];
    const zplLabels = (produced.zpl.match(/\^XA/g) ?? []).length;
    const checks = [
      { name: 'renderLabelsPdf/bare (medians)', value: ratio.toFixed(2), target: `<= ${TARGET_RATIO}`, pass: ratio <= TARGET_RATIO },
      ...names.map((name) => ({
        name: `pages of ${renders[name].label}`,
        value: pageCount(produced[name]),
        target: `= ${pages}`,
        pass: pageCount(produced[name]) === pages,
      })),
      { name: 'ZPL labels', value: zplLabels, target: `= ${pages}`, pass: zplLabels === pages },
      { name: "the renderer's barcode has bwip-js's bars", value: String(sameBars), target: '= true', pass: sameBars },
    ];
    const figures = Object.fromEntries(
      [...names, 'zpl'].map((name) => [
        name,
        {
          labelsPerSecond: Math.round(LABELS / (median(wall[name]) / 1000)),
          cpuMsPerLabel: Math.round((median(cpu[name]) / LABELS) * 100) / 100,
        },
      ]),
    );
    const notes = [
      `${LABELS} labels, ${pages} pages (package_count 1-3), 7 carriers, one in five addresses long enough to wrap; ` +
        `${ROUNDS} rounds after a warm-up, rotating which PDF render goes first; one PDF per render ` +
        `(${names.map((name) => `${name} ${Math.round(produced[name].length / 1024)} KiB`).join(', ')})`,
      ...Object.entries(figures).map(
        ([name, f]) =>
          `${renders[name]?.label ?? 'renderLabelsZpl'}: ${f.labelsPerSecond} labels/s, ${f.cpuMsPerLabel} CPU ms per label (median round)`,
      ),
      `CPU (medians): renderLabelsPdf / bare ${cpuRatio('bare')}; renderLabelsPdf / bare with the same 1-bit PNG ${cpuRatio('bareBilevel')} (the layout's cost)`,
    ];
    return { rows, checks, notes, ratio, figures };
  },
};
