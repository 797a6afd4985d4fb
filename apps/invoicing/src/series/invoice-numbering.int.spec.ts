// Decisions §8, issue 16: invoice numbers are consecutive per tenant, prefix and year, none used
// twice and none skipped, with issuers on two replicas at once and a replica killed in the middle
// of an issue. Two instances of the issuing code (each its own connection pool, as two replicas)
// on one real PostgreSQL database; the killed one is a child process stopped inside the issuing
// transaction, after it reserved its number, and killed with SIGKILL. Each test has a tenant of
// its own (its own series), and every issuer, the child too, reads one clock set mid-year.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createDatabase, dropDatabase, LOCAL, ONLY_DATE_FAKED, randomSuffix } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { draftFor, startIssuer } from '../../test/issuing-slice';
import { formatInvoiceNumber, istanbulYear } from './invoice-number';

const ISSUES = 100;
const database = `tezgah_invoicing_numbers_${randomSuffix()}`;
/** The issuers' clock: a run across 21:00 UTC on 31 December would otherwise open the next year's series mid-test. */
const ISSUED_AT = new Date('2026-06-15T09:00:00Z');
const year = istanbulYear(ISSUED_AT);
const numbersFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => formatInvoiceNumber({ prefix: 'TST', year, sequence: first + index }));
const newTenant = () => `ten_${randomSuffix()}`;

describe('gap-free invoice numbering on PostgreSQL', () => {
  let replicas: Array<Awaited<ReturnType<typeof startIssuer>>>;

  beforeAll(async () => {
    jest.useFakeTimers({ now: ISSUED_AT, advanceTimers: true, ...ONLY_DATE_FAKED });
    await createDatabase(database);
    // One after the other: the first migrates the schema.
    replicas = [await startIssuer(LOCAL.postgres(database))];
    replicas.push(await startIssuer(LOCAL.postgres(database)));
  }, 60_000);

  afterAll(async () => {
    for (const replica of replicas ?? []) await replica.close();
    await dropDatabase(database);
    jest.useRealTimers();
  });

  const stored = async (tenant: string) => {
    const rows: Array<{ number: string; sequence: string; order_id: string }> = await replicas[0].app
      .get(DataSource)
      .query(`SELECT number, sequence, order_id FROM invoices WHERE tenant_id = $1 AND series_prefix = 'TST' ORDER BY sequence`, [tenant]);
    return rows;
  };

  it('gives 100 invoices issued at once across two replicas the numbers 1 to 100, each once', async () => {
    const tenant = newTenant();
    const issued = await Promise.all(
      Array.from({ length: ISSUES }, (_, index) => replicas[index % 2].issuer.issue(draftFor(tenant, `ord_${index}`, 'TST'), 'automatic')),
    );
    const numbers = issued.map((row) => row.number).sort();
    expect(numbers).toEqual(numbersFrom(1, ISSUES));
    expect((await stored(tenant)).map((row) => row.number)).toEqual(numbersFrom(1, ISSUES));
    // Each number stands inside the document it was issued with.
    const documents: Array<{ number: string; xml: string }> = await replicas[1].app
      .get(DataSource)
      .query(`SELECT number, xml FROM invoices WHERE tenant_id = $1`, [tenant]);
    for (const { number, xml } of documents) expect(xml).toContain(`<ID>${number}</ID>`);
  }, 60_000);

  it('returns the number of an issue that failed (a second live invoice of an order) to the series', async () => {
    const tenant = newTenant();
    expect((await replicas[0].issuer.issue(draftFor(tenant, 'ord_0', 'TST'), 'automatic')).number).toBe(numbersFrom(1, 1)[0]);
    await expect(replicas[0].issuer.issue(draftFor(tenant, 'ord_0', 'TST'), 'manual')).rejects.toMatchObject({ code: 'resource.conflict' });
    const next = await replicas[1].issuer.issue(draftFor(tenant, 'ord_after_conflict', 'TST'), 'manual');
    expect(next.number).toBe(numbersFrom(2, 1)[0]);
  });

  it('leaves no gap when a replica is killed in the middle of an issue, while others wait for its number', async () => {
    const tenant = newTenant();
    expect((await replicas[0].issuer.issue(draftFor(tenant, 'ord_before_kill', 'TST'), 'automatic')).number).toBe(numbersFrom(1, 1)[0]);
    const child = spawn(
      process.execPath,
      [path.join(__dirname, '../../test/run-typescript.js'), path.join(__dirname, '../../test/issue-and-stop.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: LOCAL.postgres(database),
          TENANT_ID: tenant,
          ORDER_ID: 'ord_killed',
          ISSUED_AT: ISSUED_AT.toISOString(),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const reserved = await new Promise<string>((resolve, reject) => {
      child.once('exit', () => reject(new Error('the child stopped before it reserved a number')));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('MID-ISSUE ')) resolve(line.slice('MID-ISSUE '.length));
      });
    });
    // The child holds the next number inside its open transaction.
    expect(reserved).toBe(numbersFrom(2, 1)[0]);
    // Both replicas issue meanwhile: they queue on the series row the killed one holds.
    const waiting = Array.from({ length: 10 }, (_, index) =>
      replicas[index % 2].issuer.issue(draftFor(tenant, `ord_during_kill_${index}`, 'TST'), 'automatic'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const issued = await Promise.all(waiting);
    expect(issued.map((row) => row.number).sort()).toEqual(numbersFrom(2, 10));
    const rows = await stored(tenant);
    expect(rows.map((row) => row.number)).toEqual(numbersFrom(1, 11));
    expect(rows.find((row) => row.order_id === 'ord_killed')).toBeUndefined();
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
  }, 60_000);

  it('keeps one series per tenant, prefix and year', async () => {
    const tenant = newTenant();
    expect((await replicas[0].issuer.issue(draftFor(tenant, 'ord_0', 'TST'), 'automatic')).number).toBe(numbersFrom(1, 1)[0]);
    const other = await replicas[0].issuer.issue(draftFor(`${tenant}_b`, 'ord_0', 'TST'), 'automatic');
    const otherPrefix = await replicas[1].issuer.issue(draftFor(tenant, 'ord_other_prefix', 'ABC'), 'automatic');
    expect(other.number).toBe(numbersFrom(1, 1)[0]);
    expect(otherPrefix.number).toBe(formatInvoiceNumber({ prefix: 'ABC', year, sequence: 1 }));
    // 21:30 UTC on 31 December is 00:30 on 1 January in Istanbul: the next year's series.
    jest.setSystemTime(new Date(`${year}-12-31T21:30:00Z`));
    try {
      const nextYear = await replicas[0].issuer.issue(draftFor(tenant, 'ord_next_year', 'TST'), 'automatic');
      expect(nextYear.number).toBe(formatInvoiceNumber({ prefix: 'TST', year: year + 1, sequence: 1 }));
    } finally {
      jest.setSystemTime(ISSUED_AT);
    }
  });
});
