// webhooks-delivery: the webhook dispatcher of the distributed shape delivering signed
// `product.stock_changed` events to a local HTTPS receiver (own child process, verifying every
// signature). Events are published straight onto the system's RabbitMQ exchange as the
// catalog's outbox relay would (own child process, steady rate). Scenarios:
//   fan-out   200 events/s x 10 webhooks = 2,000 deliveries/s offered for 30 s (after a warm-up)
//   latency   500 events/s x 1 webhook for 30 s: event-to-receipt p50/p99/max
//   ceiling   (note) the fan-out at higher rates, 10 s a step, until the system stops keeping up
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withClient } from './lib/bench-database.mjs';
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { dispatcherAttempts, dispatcherGauges } from './lib/dispatcher-metrics.mjs';
import { startIpcChild } from './lib/ipc-child.mjs';
import { cpuBetween, cpuSnapshot } from './lib/process-cpu.mjs';
import { createBenchVhost } from './lib/rabbit-vhost.mjs';

const require = createRequire(import.meta.url);

/** Measured seconds of each sustained scenario (the issue's 30 s; BENCH_WEBHOOKS_SECONDS for a quick try). */
const SECONDS = Number(process.env.BENCH_WEBHOOKS_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
/** Extra settings for every process of the system, as JSON (BENCH_WEBHOOKS_ENV); none by default. */
const SYSTEM_ENV = JSON.parse(process.env.BENCH_WEBHOOKS_ENV ?? '{}');
const FANOUT = { name: 'fan-out', phase: 'fan', tenant: 'whfanout', webhooks: 10, rate: 200 };
const LATENCY = { name: 'latency', phase: 'lat', tenant: 'whlatency', webhooks: 1, rate: 500 };
const TARGET_DELIVERIES_PER_S = 2000;
const TARGET_P99_MS = 100;
/** Kept up: every delivery of the window arrived, the last within this long after the last publish. */
const TAIL_LIMIT_MS = 1000;
/** Ceiling probe: fan-out events/s per step; a step is held when receipts reach this share of the offer. */
const CEILING_RATES = [300, 350, 400, 500, 600];
const CEILING_SECONDS = 10;
const CEILING_SETTLE_SECONDS = 2;
const HELD_SHARE = 0.97;
const TAIL_TIMEOUT_MS = 180_000;
const PASSWORD = 'bench-password-1';
const EVENT = 'product.stock_changed';

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function registerWebhooks(api, token, receiverUrl, name, count) {
  const hooks = [];
  for (let i = 1; i <= count; i++) {
    const hookPath = `/hooks/${name}/${i}`;
    const response = await api.request('POST', '/webhooks', { token, body: { url: `${receiverUrl}${hookPath}`, events: [EVENT] } });
    if (response.status !== 201 || typeof response.body?.secret !== 'string') {
      throw new Error(`POST /v1/webhooks answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    hooks.push({ path: hookPath, webhookId: response.body.id, secret: response.body.secret });
  }
  return hooks;
}

/** An owner of a fresh tenant, logged in, with `count` webhooks on the receiver. */
async function tenantWithWebhooks(ctx, bench, receiver, scenario) {
  await createTenant(ctx.root, bench.databaseUrl, scenario.tenant);
  const { tokens } = await provisionUsers(ctx, bench, { tenant: scenario.tenant, prefix: 'owner', role: 'owner', password: PASSWORD }, 1);
  const hooks = await registerWebhooks(bench.api, tokens[0], receiver.info.url, scenario.tenant, scenario.webhooks);
  await receiver.request({ cmd: 'hooks', hooks });
  return { ...scenario, tenantId: scenario.tenant, hooks };
}

/** Polls the receiver until every phase has its expected distinct deliveries, or the timeout. */
async function waitForAll(receiver, expected, timeoutMs = TAIL_TIMEOUT_MS) {
  const since = Date.now();
  const phases = Object.keys(expected);
  for (;;) {
    const counts = await receiver.request({ cmd: 'counts', phases });
    const complete = phases.every((phase) => counts[phase] >= expected[phase]);
    if (complete || Date.now() - since > timeoutMs) return { complete, counts, waitedMs: Date.now() - since };
    await sleep(100);
  }
}

/** On the step's start: a CPU snapshot now, the dispatcher's gauges half-way through. */
function watchStep(env, phase, seconds) {
  const watch = {};
  env.stepHooks.set(phase, () => {
    watch.cpuStart = cpuSnapshot({ database: env.database });
    watch.gauges = sleep((seconds * 1000) / 2).then(() => dispatcherGauges(env.dispatcherUrl));
  });
  return watch;
}

const NON_2XX = ['invalidSignature', 'wrongWebhookId', 'staleTimestamp', 'stray', 'unparsable'];
const non2xxBetween = (before, after) => NON_2XX.reduce((sum, key) => sum + after[key] - before[key], 0);

/** CPU accounts as one line: cores per account and CPU ms per delivery of the main ones. */
function describeCpu(cpu, deliveriesPerSecond) {
  const accounts = cpu.accounts.filter((account) => account.cores >= 0.01);
  const cores = accounts.map((account) => `${account.label} ${account.cores.toFixed(2)}`).join(', ');
  const perDelivery = accounts
    .slice(0, 5)
    .map((account) => `${account.label} ${((account.cores * 1000) / deliveriesPerSecond).toFixed(3)}`)
    .join(', ');
  return (
    `cores: ${cores}; machine busy ${cpu.machineBusyCores.toFixed(2)} (unlisted ${cpu.unlisted.toFixed(2)}); ` +
    `CPU ms per delivery: ${perDelivery}`
  );
}

/**
 * Warm-up then `SECONDS` measured at `rate` events/s for the scenario's tenant; waits for the
 * tail; returns what the receiver saw of the measured phase, and the CPU of the measured window.
 */
async function sustained(env, scenario) {
  const { publisher, receiver, database } = env;
  const { phase, tenantId, rate } = scenario;
  const warm = `${phase}warm`;
  const fanout = scenario.hooks.length;
  const totalsBefore = await receiver.request({ cmd: 'totals' });
  const watch = watchStep(env, phase, SECONDS);
  const run = await publisher.request({
    cmd: 'run',
    steps: [
      { phase: warm, tenantId, rate, seconds: WARMUP_SECONDS },
      { phase, tenantId, rate, seconds: SECONDS },
    ],
  });
  const cpu = cpuBetween(watch.cpuStart, cpuSnapshot({ database }));
  const [warmStep, step] = run.steps;
  const expected = step.confirmed * fanout;
  const atEnd = await receiver.request({ cmd: 'counts', phases: [phase] });
  const tail = await waitForAll(receiver, { [warm]: warmStep.confirmed * fanout, [phase]: expected });
  const stats = await receiver.request({ cmd: 'phase', phase });
  const windowEnd = step.startedAt + SECONDS * 1000;
  const window = await receiver.request({ cmd: 'window', from: step.startedAt, to: windowEnd });
  const totalsAfter = await receiver.request({ cmd: 'totals' });
  return {
    scenario: scenario.name,
    offeredPerSecond: rate * fanout,
    published: step.published,
    confirmed: step.confirmed,
    publishFailed: step.failed + warmStep.failed,
    publisherMaxTickGapMs: Math.max(step.maxTickGapMs, warmStep.maxTickGapMs),
    publishedPerSecond: step.perSecond,
    expected,
    delivered: stats.distinct,
    missing: Math.max(0, expected - stats.distinct) + Math.max(0, warmStep.confirmed * fanout - tail.counts[warm]),
    duplicates: stats.duplicates,
    receivedPerSecond: window.count / SECONDS,
    receivedPerSecondEach: window.perSecond,
    worstSecond: Math.min(...window.perSecond),
    bestSecond: Math.max(...window.perSecond),
    backlogAtEnd: expected - atEnd[phase],
    lastAfterLastPublishMs: stats.lastAt - step.lastPublishAt,
    tailWaitMs: tail.waitedMs,
    latencyMs: stats.latencyMs,
    non2xx: non2xxBetween(totalsBefore, totalsAfter),
    unroutable: run.unroutable,
    dispatcherMidWindow: await watch.gauges,
    cpu,
  };
}

/** The fan-out at rising rates, CEILING_SECONDS each, until one is not held; then the tail. */
async function ceiling(env, scenario, log) {
  const { publisher, receiver, database } = env;
  const fanout = scenario.hooks.length;
  const steps = [];
  const totalsBefore = await receiver.request({ cmd: 'totals' });
  for (const rate of CEILING_RATES) {
    const phase = `ceil${rate}`;
    const watch = watchStep(env, phase, CEILING_SECONDS);
    const run = await publisher.request({ cmd: 'run', steps: [{ phase, tenantId: scenario.tenantId, rate, seconds: CEILING_SECONDS }] });
    const cpu = cpuBetween(watch.cpuStart, cpuSnapshot({ database }));
    const [step] = run.steps;
    const from = step.startedAt + CEILING_SETTLE_SECONDS * 1000;
    const window = await receiver.request({ cmd: 'window', from, to: step.startedAt + CEILING_SECONDS * 1000 });
    const received = window.count / (CEILING_SECONDS - CEILING_SETTLE_SECONDS);
    const offered = rate * fanout;
    const atEnd = await receiver.request({ cmd: 'counts', phases: [phase] });
    const held = received >= HELD_SHARE * offered;
    const dispatcherMidWindow = await watch.gauges;
    const backlogAtEnd = step.confirmed * fanout - atEnd[phase];
    steps.push({ phase, rate, offered, received, held, expected: step.confirmed * fanout, backlogAtEnd, dispatcherMidWindow, cpu });
    log(
      `ceiling ${offered}/s offered: ${Math.round(received)}/s received, backlog ${backlogAtEnd}, ` +
        `dispatcher mid-step: ${dispatcherMidWindow.inFlight} in flight, ${dispatcherMidWindow.backlog} pending${held ? '' : ' (not held)'}`,
    );
    if (!held) break;
  }
  const tail = await waitForAll(receiver, Object.fromEntries(steps.map((s) => [s.phase, s.expected])));
  for (const step of steps) {
    const stats = await receiver.request({ cmd: 'phase', phase: step.phase });
    Object.assign(step, {
      delivered: stats.distinct,
      missing: Math.max(0, step.expected - stats.distinct),
      duplicates: stats.duplicates,
      latencyMs: stats.latencyMs,
    });
  }
  const totalsAfter = await receiver.request({ cmd: 'totals' });
  return { steps, tailWaitMs: tail.waitedMs, non2xx: non2xxBetween(totalsBefore, totalsAfter) };
}

async function deliveryRows(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT status, count(*)::int AS deliveries, sum(jsonb_array_length(attempts))::int AS attempts,
              count(*) FILTER (WHERE jsonb_array_length(attempts) > 1)::int AS retried
       FROM webhooks.deliveries GROUP BY status ORDER BY status`,
    );
    return rows;
  });
}

export default {
  name: 'webhooks-delivery',
  description:
    `webhook dispatcher (distributed shape) delivering signed ${EVENT} events to a local HTTPS receiver: ` +
    `fan-out 200 events/s x 10 webhooks (target: keeps up with ${TARGET_DELIVERIES_PER_S} deliveries/s for ${SECONDS} s), ` +
    `latency at 500 events/s to one webhook (target: event-to-receipt p99 <= ${TARGET_P99_MS} ms)`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const { testCertificates } = require(path.join(ctx.root, 'dist/libs/testing/src/index.js'));
      const certificates = testCertificates();
      const id = randomBytes(4).toString('hex');
      const namespace = `benchwh-${id}`;
      const vhost = await createBenchVhost(`tezgah_bench_wh_${id}`, ctx.log);
      defer(vhost.drop);

      const receiver = await startIpcChild(path.join(import.meta.dirname, 'lib/webhook-receiver.mjs'), {
        env: { RECEIVER_CERT: certificates.certPem, RECEIVER_KEY: certificates.keyPem },
      });
      defer(() => receiver.stop());
      receiver.info.url = `https://127.0.0.1:${receiver.info.port}`;

      const bench = await startBenchSystem(ctx, defer, {
        NODE_EXTRA_CA_CERTS: certificates.caPath,
        TEZGAH_NAMESPACE: namespace,
        AMQP_URL: vhost.url,
        ...SYSTEM_ENV,
      });
      const database = new URL(bench.databaseUrl).pathname.slice(1);
      const dispatcherUrl = bench.system.internalUrls['webhook-dispatcher'];
      if (!dispatcherUrl) throw new Error(`no webhook-dispatcher in the system (${Object.keys(bench.system.internalUrls).join(', ')})`);

      let since = Date.now();
      const fan = await tenantWithWebhooks(ctx, bench, receiver, FANOUT);
      const lat = await tenantWithWebhooks(ctx, bench, receiver, LATENCY);
      ctx.log(`tenants, owners and ${fan.hooks.length + lat.hooks.length} webhooks registered in ${secondsSince(since)}`);

      const stepHooks = new Map();
      const publisher = await startIpcChild(path.join(import.meta.dirname, 'lib/event-publisher.mjs'), {
        env: { BENCH_ROOT: ctx.root, PUBLISHER_AMQP_URL: vhost.url, PUBLISHER_NAMESPACE: namespace },
        onEvent: (message) => stepHooks.get(message.phase)?.(message),
      });
      defer(() => publisher.stop());
      const env = { publisher, receiver, stepHooks, database, dispatcherUrl };

      // A few events to each tenant first: every path works end to end, connections are open.
      since = Date.now();
      const smoke = await publisher.request({
        cmd: 'run',
        steps: [
          { phase: 'smokefan', tenantId: fan.tenantId, rate: 20, seconds: 0.5 },
          { phase: 'smokelat', tenantId: lat.tenantId, rate: 20, seconds: 0.5 },
        ],
      });
      const smokeExpected = {
        smokefan: smoke.steps[0].confirmed * fan.hooks.length,
        smokelat: smoke.steps[1].confirmed * lat.hooks.length,
      };
      const smokeTail = await waitForAll(receiver, smokeExpected, 30_000);
      if (!smokeTail.complete) {
        throw new Error(
          `smoke events not delivered: expected ${JSON.stringify(smokeExpected)}, got ${JSON.stringify(smokeTail.counts)}; totals ${JSON.stringify(await receiver.request({ cmd: 'totals' }))}`,
        );
      }
      ctx.log(`smoke: ${smokeExpected.smokefan + smokeExpected.smokelat} deliveries in ${secondsSince(since)}`);
      const attemptsBefore = await dispatcherAttempts(dispatcherUrl);

      ctx.log(`fan-out: ${WARMUP_SECONDS} s warm-up + ${SECONDS} s at ${FANOUT.rate} events/s x ${fan.hooks.length} webhooks`);
      const fanResult = await sustained(env, fan);
      ctx.log(
        `fan-out: ${fmt(fanResult.receivedPerSecond)}/s received (worst second ${fanResult.worstSecond}), backlog at end ${fanResult.backlogAtEnd}, ` +
          `last ${fmt(fanResult.lastAfterLastPublishMs)} ms after the last publish, p99 ${fmt(fanResult.latencyMs.p99, 1)} ms`,
      );
      ctx.log(`latency: ${WARMUP_SECONDS} s warm-up + ${SECONDS} s at ${LATENCY.rate} events/s x ${lat.hooks.length} webhook`);
      const latResult = await sustained(env, lat);
      ctx.log(
        `latency: p50 ${fmt(latResult.latencyMs.p50, 1)} ms, p99 ${fmt(latResult.latencyMs.p99, 1)} ms, max ${fmt(latResult.latencyMs.max, 1)} ms`,
      );
      const probe = await ceiling(env, fan, ctx.log);

      const attemptsAfter = await dispatcherAttempts(dispatcherUrl);
      const attempts = Object.fromEntries(Object.keys(attemptsAfter).map((key) => [key, attemptsAfter[key] - attemptsBefore[key]]));
      const stored = await deliveryRows(bench.databaseUrl);
      const totals = await receiver.request({ cmd: 'totals' });

      // Rows in the printer's load columns: req/s = deliveries received per second, p50/p99 =
      // event-to-receipt latency, requests = deliveries of the measured phase, non-2xx = the
      // receiver's refusals (bad signature, unknown path), errors = deliveries missing.
      const rows = [
        {
          target: `fan-out ${FANOUT.rate} ev/s x ${fan.hooks.length} (${fmt(fanResult.offeredPerSecond)}/s offered)`,
          reqPerSec: fanResult.receivedPerSecond,
          latencyMs: fanResult.latencyMs,
          requests: fanResult.delivered,
          non2xx: fanResult.non2xx,
          errors: fanResult.missing,
        },
        {
          target: `latency ${LATENCY.rate} ev/s x ${lat.hooks.length} (${fmt(latResult.offeredPerSecond)}/s offered)`,
          reqPerSec: latResult.receivedPerSecond,
          latencyMs: latResult.latencyMs,
          requests: latResult.delivered,
          non2xx: latResult.non2xx,
          errors: latResult.missing,
        },
        ...probe.steps.map((step) => ({
          target: `ceiling probe ${step.rate} ev/s x ${fan.hooks.length} (${fmt(step.offered)}/s offered, ${CEILING_SECONDS} s)`,
          reqPerSec: step.received,
          latencyMs: step.latencyMs,
          requests: step.delivered,
          non2xx: undefined,
          errors: step.missing,
        })),
      ];

      const keptUp =
        fanResult.missing === 0 &&
        fanResult.lastAfterLastPublishMs <= TAIL_LIMIT_MS &&
        fanResult.offeredPerSecond >= TARGET_DELIVERIES_PER_S;
      const missing = fanResult.missing + latResult.missing + probe.steps.reduce((sum, step) => sum + step.missing, 0);
      const duplicates = fanResult.duplicates + latResult.duplicates + probe.steps.reduce((sum, step) => sum + step.duplicates, 0);
      const refused = NON_2XX.reduce((sum, key) => sum + totals[key], 0);
      const checks = [
        {
          name: `fan-out kept up with ${fmt(fanResult.offeredPerSecond)} deliveries/s for ${SECONDS} s`,
          value:
            `${fmt(fanResult.receivedPerSecond)}/s received (worst second ${fmt(fanResult.worstSecond)}), ${fmt(fanResult.delivered)}/${fmt(fanResult.expected)} delivered, ` +
            `last ${fmt(fanResult.lastAfterLastPublishMs)} ms after the last publish`,
          target: `>= ${fmt(TARGET_DELIVERIES_PER_S)}/s offered, all delivered, the last within ${TAIL_LIMIT_MS} ms`,
          pass: keptUp,
        },
        {
          name: `event-to-receipt p99 at ${LATENCY.rate} events/s`,
          value: `${fmt(latResult.latencyMs.p99, 1)} ms (p50 ${fmt(latResult.latencyMs.p50, 1)}, max ${fmt(latResult.latencyMs.max, 1)}; ${fmt(latResult.delivered)}/${fmt(latResult.expected)} delivered)`,
          target: `<= ${TARGET_P99_MS} ms`,
          pass: latResult.latencyMs.p99 <= TARGET_P99_MS && latResult.missing === 0,
        },
        {
          name: 'signatures',
          value: `${fmt(totals.valid)} valid, ${totals.invalidSignature} bad signature, ${totals.wrongWebhookId} wrong webhook id, ${totals.staleTimestamp} stale, ${totals.stray} unknown path, ${totals.unparsable} unparsable`,
          target: 'all valid',
          pass: refused === 0,
        },
        {
          name: 'deliveries',
          value: `${missing} missing, ${duplicates} duplicates; dispatcher attempts: ${attempts.delivered} delivered, ${attempts.retry} failed and retried, ${attempts.dead} dead`,
          target: 'none missing; duplicates only after a failed attempt (at-least-once)',
          pass: missing === 0 && duplicates <= attempts.retry,
        },
      ];

      const ceilingHeld = probe.steps.filter((step) => step.held);
      const ceilingTop = Math.max(...probe.steps.map((step) => step.received));
      const notes = [
        `publisher: events straight onto the RabbitMQ exchange (RabbitEventBus, confirmed), 10 ms ticks; receiver: node:https keep-alive, ` +
          `HMAC-SHA256 verified per delivery; ${WARMUP_SECONDS} s warm-up before each ${SECONDS} s window; latency = receipt - publish (same clock)`,
        `fan-out: received per second in the window ${fmt(fanResult.worstSecond)}-${fmt(fanResult.bestSecond)}; outstanding when publishing ended ${fanResult.backlogAtEnd}; ` +
          `latency p50 ${fmt(fanResult.latencyMs.p50, 1)} / p99 ${fmt(fanResult.latencyMs.p99, 1)} / max ${fmt(fanResult.latencyMs.max, 1)} ms; ` +
          `publisher's longest tick gap ${fmt(fanResult.publisherMaxTickGapMs, 1)} ms`,
        `fan-out CPU (${fmt(fanResult.cpu.seconds, 1)} s window): ${describeCpu(fanResult.cpu, fanResult.receivedPerSecond)}`,
        `latency: received ${fmt(latResult.receivedPerSecond)}/s, p90 ${fmt(latResult.latencyMs.p90, 1)} / p99.9 ${fmt(latResult.latencyMs.p999, 1)} ms, ` +
          `outstanding when publishing ended ${latResult.backlogAtEnd}; publisher's longest tick gap ${fmt(latResult.publisherMaxTickGapMs, 1)} ms`,
        `latency CPU (${fmt(latResult.cpu.seconds, 1)} s window): ${describeCpu(latResult.cpu, latResult.receivedPerSecond)}`,
        `ceiling probe: ${probe.steps.map((s) => `${fmt(s.offered)}/s offered -> ${fmt(s.received)}/s${s.held ? '' : ' (not held)'}, backlog ${s.backlogAtEnd}`).join('; ')}; ` +
          `highest held ${ceilingHeld.length ? fmt(ceilingHeld[ceilingHeld.length - 1].offered) : '-'}/s, most received ${fmt(ceilingTop)}/s; tail drained in ${fmt(probe.tailWaitMs / 1000, 1)} s`,
        `ceiling CPU (last step, ${fmt(probe.steps[probe.steps.length - 1].cpu.seconds, 1)} s): ${describeCpu(probe.steps[probe.steps.length - 1].cpu, probe.steps[probe.steps.length - 1].received)}`,
        `receiver: ${totals.connections.opened} TLS connections opened by the dispatcher, at most ${totals.connections.mostOpen} open at once; ` +
          `dispatcher mid-window: fan-out ${fanResult.dispatcherMidWindow.inFlight} in flight / ${fanResult.dispatcherMidWindow.backlog} pending, ` +
          `latency ${latResult.dispatcherMidWindow.inFlight} / ${latResult.dispatcherMidWindow.backlog}`,
        `stored deliveries: ${stored.map((row) => `${row.status} ${row.deliveries} (${row.attempts} attempts, ${row.retried} retried)`).join(', ')}`,
      ];
      return {
        rows,
        checks,
        notes,
        scenarios: { fanout: fanResult, latency: latResult, ceiling: probe },
        attempts,
        stored,
        receiverTotals: totals,
      };
    }),
};
