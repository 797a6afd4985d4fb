// catalog-bulk-import: a 500-product POST /v1/products/bulk through one gateway replica of the
// distributed shape, timed by its job (created_at to updated_at once completed) and end to end
// (POST sent to `completed` seen by polling), against one multi-row INSERT of the same rows into
// a copy of catalog.products. One import per round, rounds alternating which goes first.
import { BULK_LIMIT_PER_MINUTE, createTenant, READ_LIMIT_PER_MINUTE, tenantIdOf } from './lib/bench-users.mjs';
import { openInsertBaseline } from './lib/baseline-bulk-insert.mjs';
import { provisionUsers, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { getJson } from './lib/http.mjs';
import { productInput, seededRandom } from './lib/products.mjs';
import { median, timingRow } from './lib/timings.mjs';

const TARGET_RATIO = 3;
const ELEMENTS = 500;
const ROUNDS = 7; // measured, after one warm-up round of each
// The job is timed by its own timestamps; polls only see it finish. At 5 ms they were ~200
// requests a second through gateway, jobs and PostgreSQL, competing on 2 cores with the job timed.
const POLL_MS = 50;
const JOB_TIMEOUT_MS = 120_000;
// One import per user (bulk limit 5/min per user); the polls spread over every user's read budget.
const USER_COUNT = 2 * (ROUNDS + 1);
const USERS = { tenant: 'bench', prefix: 'bulk', role: 'staff', password: 'bench-password-1' };
const CHUNK_SIZE = 100; // the catalog's default TEZGAH_BULK_CHUNK_SIZE, set explicitly
const BASELINE = 'baseline: one 500-row INSERT';
const JOB = 'job: created_at -> updated_at';
const END_TO_END = 'end to end: POST sent -> completed seen';
const ACCEPTED = 'POST answered 202';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct new SKUs every round: `B<run>-R<round>-<kind>-<n>`. */
function roundProducts(run, round) {
  const random = seededRandom(round + 1);
  return Array.from({ length: ELEMENTS }, (_, i) => productInput(random, round * ELEMENTS + i + 1, `B${run}-R${round}`));
}

/** Polls the job every POLL_MS, each poll with the next user's token, until it is finished. */
async function awaitJob(gatewayUrl, jobId, nextToken) {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const job = await getJson(`${gatewayUrl}/v1/jobs/${jobId}`, nextToken(), `GET /v1/jobs/${jobId}`);
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${JOB_TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
}

async function importThroughGateway(gatewayUrl, token, products, nextToken) {
  const body = JSON.stringify({ products });
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/v1/products/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const accepted = await response.json();
  const acceptedMs = performance.now() - started;
  if (response.status !== 202 || accepted.accepted !== ELEMENTS)
    throw new Error(`bulk answered ${response.status}: ${JSON.stringify(accepted)}`);
  const job = await awaitJob(gatewayUrl, accepted.job_id, nextToken);
  const endToEndMs = performance.now() - started;
  if (job.status !== 'completed' || job.result.created !== ELEMENTS || job.result.failed !== 0) {
    throw new Error(`job ${job.id} ended ${JSON.stringify(job)}`);
  }
  return { acceptedMs, endToEndMs, jobMs: Date.parse(job.updated_at) - Date.parse(job.created_at), bytes: body.length };
}

export default {
  name: 'catalog-bulk-import',
  description:
    `POST /v1/products/bulk of ${ELEMENTS} new products on one gateway replica (distributed shape), job time vs one ` +
    `multi-row INSERT of the same rows; median of ${ROUNDS} rounds, target job <= ${TARGET_RATIO} x INSERT`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const bench = await startBenchSystem(ctx, defer, { TEZGAH_BULK_CHUNK_SIZE: String(CHUNK_SIZE) });
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const tenantId = await tenantIdOf(bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, USER_COUNT);
      let polls = 0;
      const nextToken = () => tokens[polls++ % tokens.length];
      const baseline = await openInsertBaseline(ctx.root, bench.databaseUrl);
      defer(() => baseline.close());

      const run = Date.now().toString(36).toUpperCase();
      const samples = { insert: [], job: [], endToEnd: [], accepted: [] };
      let bytes = 0;
      // Round 0 warms both paths up (connections, JIT, plans) and is not counted.
      for (let round = 0; round <= ROUNDS; round++) {
        const products = roundProducts(run, round);
        const viaInsert = () => baseline.insert(tenantId, products);
        const viaGateway = () => importThroughGateway(bench.gatewayUrl, tokens[round], products, nextToken);
        let insertMs;
        let imported;
        if (round % 2) {
          imported = await viaGateway();
          insertMs = await viaInsert();
        } else {
          insertMs = await viaInsert();
          imported = await viaGateway();
        }
        ctx.log(
          `round ${round}${round ? '' : ' (warm-up)'}: INSERT ${insertMs.toFixed(1)} ms, job ${imported.jobMs} ms, ` +
            `end to end ${imported.endToEndMs.toFixed(0)} ms (202 after ${imported.acceptedMs.toFixed(0)} ms)`,
        );
        if (round === 0) continue;
        samples.insert.push(insertMs);
        samples.job.push(imported.jobMs);
        samples.endToEnd.push(imported.endToEndMs);
        samples.accepted.push(imported.acceptedMs);
        bytes = imported.bytes;
      }

      const rows = [
        timingRow(BASELINE, samples.insert),
        timingRow(JOB, samples.job),
        timingRow(END_TO_END, samples.endToEnd),
        timingRow(ACCEPTED, samples.accepted),
      ];
      const ratio = median(samples.job) / median(samples.insert);
      const checks = [{ name: 'job/INSERT (medians)', value: ratio.toFixed(2), target: `<= ${TARGET_RATIO}`, pass: ratio <= TARGET_RATIO }];
      const notes = [
        `${ELEMENTS} valid products with new SKUs per round (${Math.round(bytes / 1024)} KiB of JSON), stock > 0; ` +
          `chunks of ${CHUNK_SIZE}; ${ROUNDS} rounds after a warm-up, alternating which goes first`,
        `end to end / INSERT (medians): ${(median(samples.endToEnd) / median(samples.insert)).toFixed(2)}; ` +
          `job polled every ${POLL_MS} ms: ${polls} polls over ${USER_COUNT} ${USERS.role} users (read limit ${READ_LIMIT_PER_MINUTE}/min each), ` +
          `one import per user (bulk limit ${BULK_LIMIT_PER_MINUTE}/min)`,
      ];
      return { rows, checks, notes, ratio };
    }),
};
