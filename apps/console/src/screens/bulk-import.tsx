import type { TezgahSchemas } from '@tezgah/client';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, unwrap } from '../api/api';
import { followJob, type Job } from '../api/live';
import { useCan } from '../app';
import { MONEY, QUANTITY, writeDecimal } from '../ui/decimal';
import { JOB_STATUS } from '../ui/labels';
import { csvFile, foldHeader, parseCsv, parseXlsx, type Sheet, xlsxFile } from '../ui/sheet';
import { Details, ErrorMessage, ProgressBar } from '../ui/widgets';

type Rejection = TezgahSchemas['BulkRejectionResponse'];
type Input = TezgahSchemas['ProductInputDto'];

/**
 * The product fields a column can fill, with the header names matched automatically: ours, and
 * those of the integrators' and marketplaces' exports a seller brings ("Ürün Kodu", "Stok Adedi").
 * "Satış Fiyatı" is what the buyer pays, the price; a separate discounted price is "İndirimli Fiyat".
 */
const TARGETS: { field: keyof Input; label: string; numeric?: boolean; aliases: string[] }[] = [
  {
    field: 'sku',
    label: 'SKU',
    aliases: ['sku', 'stok kodu', 'stock_code', 'ürün kodu', 'model kodu', 'satıcı stok kodu', 'merchant sku'],
  },
  { field: 'title', label: 'Başlık', aliases: ['title', 'başlık', 'ürün adı', 'ürün ismi', 'name'] },
  { field: 'price', label: 'Fiyat', numeric: true, aliases: ['price', 'fiyat', 'satış fiyatı', 'liste fiyatı', 'piyasa satış fiyatı'] },
  { field: 'sale_price', label: 'İndirimli fiyat', numeric: true, aliases: ['sale_price', 'indirimli fiyat', 'indirimli satış fiyatı'] },
  { field: 'stock', label: 'Stok', numeric: true, aliases: ['stock', 'stok', 'stok adedi', 'stok miktarı', 'adet', 'miktar', 'quantity'] },
  { field: 'barcode', label: 'Barkod', aliases: ['barcode', 'barkod', 'gtin', 'ean'] },
  { field: 'brand', label: 'Marka', aliases: ['brand', 'marka'] },
  { field: 'category', label: 'Kategori', aliases: ['category', 'kategori', 'kategori adı'] },
  { field: 'description', label: 'Açıklama', aliases: ['description', 'açıklama', 'ürün açıklaması'] },
  { field: 'currency', label: 'Para birimi', aliases: ['currency', 'para birimi'] },
  { field: 'vat_rate', label: 'KDV oranı', numeric: true, aliases: ['vat_rate', 'kdv', 'kdv oranı', 'kdv (%)'] },
];

/** The fields an upload cannot do without: a row without them is refused whole, so the upload is stopped first. */
const REQUIRED: (keyof Input)[] = ['sku', 'price'];

/** A header as matched: case, Turkish letters and spacing do not count ("STOK ADEDİ", "stok  adedi"). */
const headerKey = (name: string) => foldHeader(name.trim().replace(/\s+/g, ' '));

/** A file to fill in: every column under the name it is matched by, and one example row. */
const TEMPLATE: (string | number)[][] = [
  TARGETS.map((target) => target.label),
  ['ORNEK-1', 'Örnek ürün', 120.5, '', 10, '8690000000012', 'Tezgah', 'Giyim', 'Kısa açıklama', 'TRY', 20],
];
/** As CSV, numbers with the decimal comma a seller types. */
const TEMPLATE_CSV = `data:text/csv;charset=utf-8,${encodeURIComponent(
  csvFile(
    TEMPLATE.map((cells) =>
      cells.map((cell) => (typeof cell === 'number' ? writeDecimal(cell, Number.isInteger(cell) ? QUANTITY : MONEY) : cell)),
    ),
  ),
)}`;

/** Saves the template as an Excel workbook (built on the click: the XLSX code loads only then). */
async function downloadTemplateXlsx(): Promise<void> {
  const bytes = await xlsxFile(TEMPLATE);
  const url = URL.createObjectURL(
    // fflate writes into a plain ArrayBuffer.
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: 'tezgah-urun-sablonu.xlsx' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The field's name as the seller mapped it, for a rejected row's reason. */
const fieldLabel = (field: string) => TARGETS.find((target) => target.field === field)?.label ?? field;
/** The API's limit per request (spec: at most 500 elements). */
const CHUNK = 500;

function autoMap(header: string[]): Record<string, number> {
  const mapping: Record<string, number> = {};
  for (const target of TARGETS) {
    const aliases = target.aliases.map(headerKey);
    const index = header.findIndex((name) => aliases.includes(headerKey(name)));
    if (index >= 0) mapping[target.field] = index;
  }
  return mapping;
}

/** A cell as the API takes it: numbers in Turkish (`1.234,50`) or plain notation; anything else as typed, for the server to judge. */
function cellValue(raw: string, numeric: boolean | undefined): unknown {
  const value = raw.trim();
  if (!numeric || value === '') return value;
  const normal = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : value;
}

export function BulkImport() {
  const canWrite = useCan('staff');
  const queries = useQueryClient();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ accepted: number; rejections: (Rejection & { row: number })[] } | null>(null);
  const [jobs, setJobs] = useState<Record<string, Job>>({});
  const [liveError, setLiveError] = useState<string | null>(null);

  const jobIds = Object.keys(jobs).join(',');
  useEffect(() => {
    const stops = jobIds
      .split(',')
      .filter(Boolean)
      .map((id) => followJob(id, (job) => setJobs((all) => ({ ...all, [job.id]: job })), setLiveError));
    return () => stops.forEach((stop) => stop());
    // Followed once per set of job ids.
  }, [jobIds]);
  const jobList = Object.values(jobs);
  const unmapped = REQUIRED.filter((field) => (mapping[field] ?? -1) < 0);
  const allDone = jobList.length > 0 && jobList.every((job) => job.status === 'completed' || job.status === 'failed');
  useEffect(() => {
    if (allDone) void queries.invalidateQueries({ queryKey: ['products'] });
  }, [allDone, queries]);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setSheet(null);
    setSent(null);
    setJobs({});
    setFileError(null);
    if (!file) return;
    try {
      const rows = /\.xlsx$/i.test(file.name) ? await parseXlsx(new Uint8Array(await file.arrayBuffer())) : parseCsv(await file.text());
      if (rows.length < 2) throw new Error('Dosyada başlık satırından sonra satır yok.');
      setSheet(rows);
      setMapping(autoMap(rows[0]));
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'Dosya okunamadı.');
    }
  };

  const send = async () => {
    if (!sheet || unmapped.length) return;
    setBusy(true);
    setFailure(null);
    const products = sheet.slice(1).map((cells) => {
      const product: Record<string, unknown> = {};
      for (const target of TARGETS) {
        const column = mapping[target.field];
        if (column === undefined || column < 0) continue;
        const value = cellValue(cells[column] ?? '', target.numeric);
        if (value !== '') product[target.field] = value;
      }
      return product as unknown as Input;
    });
    let accepted = 0;
    const rejections: (Rejection & { row: number })[] = [];
    const started: Record<string, Job> = {};
    try {
      for (let offset = 0; offset < products.length; offset += CHUNK) {
        const answer = await unwrap(api.POST('/v1/products/bulk', { body: { products: products.slice(offset, offset + CHUNK) } }));
        accepted += answer.accepted;
        // Row numbers as the seller sees them in the file: the header is row 1.
        rejections.push(...answer.rejections.map((rejection) => ({ ...rejection, row: offset + rejection.index + 2 })));
        if (answer.job_id) started[answer.job_id] = { id: answer.job_id, status: 'queued', progress: 0 } as Job;
      }
    } catch (error) {
      setFailure(error);
    }
    setSent({ accepted, rejections });
    setJobs(started);
    setBusy(false);
  };

  return (
    <>
      <h1>Toplu ürün yükleme</h1>
      <p className="muted">CSV (virgül veya noktalı virgül) ya da XLSX; ilk satır sütun adlarıdır. SKU aynı olan ürünler güncellenir.</p>
      <p>
        <a href={TEMPLATE_CSV} download="tezgah-urun-sablonu.csv">
          Şablonu indir (CSV)
        </a>{' '}
        <button type="button" onClick={() => void downloadTemplateXlsx()}>
          Şablonu indir (XLSX)
        </button>{' '}
        <Link to="/jobs?type=catalog.bulk_import">Geçmiş yüklemeler</Link>
      </p>
      <div className="field">
        <label htmlFor="import-file">Dosya</label>
        <input id="import-file" type="file" accept=".csv,.xlsx,text/csv" onChange={(event) => void load(event)} />
      </div>
      {fileError ? (
        <p role="alert" className="error">
          {fileError}
        </p>
      ) : null}
      {sheet ? (
        <section aria-labelledby="mapping-title">
          <h2 id="mapping-title">Sütun eşleştirme ({sheet.length - 1} satır)</h2>
          <div className="grid-form">
            {TARGETS.map((target) => (
              <label key={target.field}>
                {target.label}
                <select
                  value={mapping[target.field] ?? -1}
                  onChange={(event) => setMapping({ ...mapping, [target.field]: Number(event.target.value) })}
                >
                  <option value={-1}>— kullanma —</option>
                  {sheet[0].map((name, index) => (
                    <option key={index} value={index}>
                      {name || `Sütun ${index + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {unmapped.length ? (
            <p role="alert" className="error" data-testid="unmapped">
              Yüklemeden önce şu alanlar için bir sütun seçin: {unmapped.map(fieldLabel).join(', ')}.
            </p>
          ) : null}
          {canWrite ? (
            <button type="button" className="primary" disabled={busy || unmapped.length > 0} onClick={() => void send()}>
              Yüklemeyi başlat
            </button>
          ) : null}
        </section>
      ) : null}
      <ErrorMessage error={failure} />
      {sent ? (
        <section aria-labelledby="result-title">
          <h2 id="result-title">Sonuç</h2>
          <p data-testid="import-summary">
            Kabul edilen: {sent.accepted} · Reddedilen: {sent.rejections.length}
          </p>
          {sent.rejections.length ? (
            <table>
              <caption>Reddedilen satırlar</caption>
              <thead>
                <tr>
                  <th scope="col">Satır</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Alan</th>
                  <th scope="col">Neden</th>
                </tr>
              </thead>
              <tbody>
                {sent.rejections.map((rejection) => (
                  <tr key={rejection.row}>
                    <td>{rejection.row}</td>
                    <td>{rejection.sku || '—'}</td>
                    <td>{rejection.field ? fieldLabel(rejection.field) : '—'}</td>
                    <td>{rejection.code === 'resource.conflict' ? 'Dosyada tekrar eden SKU' : rejection.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {jobList.map((job) => (
            <div key={job.id} className="card" data-testid="import-job">
              <p>
                Yükleme: <strong>{JOB_STATUS[job.status] ?? job.status}</strong>
              </p>
              <ProgressBar value={job.progress} label="Yükleme ilerlemesi" />
              {job.result ? <JobResult result={job.result as Record<string, unknown>} /> : null}
              {job.error ? <p className="error">{job.error}</p> : null}
              <Details>İş numarası: {job.id}</Details>
            </div>
          ))}
          {liveError ? <p className="error">{liveError}</p> : null}
        </section>
      ) : null}
    </>
  );
}

function JobResult({ result }: { result: Record<string, unknown> }) {
  return (
    <p data-testid="job-result">
      Oluşturulan: {String(result['created'] ?? 0)} · Güncellenen: {String(result['updated'] ?? 0)} · Yazılamayan:{' '}
      {String(result['failed'] ?? 0)}
    </p>
  );
}
