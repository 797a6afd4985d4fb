// `npm start` as a person meets it in a terminal (issue 30, point 7; docs/configuration.md "Logs"):
// its start shows the ready banner and, readably, the warnings and errors, and nothing else (no
// JSON, no Nest route lines); the same start with LOG_FORMAT=json and LOG_LEVEL=info writes the
// JSON lines a log collector reads, Nest's route mapping among them.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePorts, npmStart, type NpmStart } from '@tezgah/testing';

const START_MS = 120_000;
/** Where the internal port goes unless METRICS_PORT is set (docs/configuration.md, "Ports and public URLs"). */
const INTERNAL_PORT_OFFSET = 6464;

/** What the process printed before its banner, a line each, colours dropped. */
function beforeBanner(started: NpmStart, name: string): string[] {
  const lines = started
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`[${name}] `))
    .map((line) => stripVTControlCharacters(line.slice(name.length + 3)));
  return lines.slice(0, lines.indexOf('Tezgah is ready.')).filter((line) => line.trim() !== '');
}

function listen(port: number): Promise<Server> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('npm start in a terminal', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tezgah-npm-start-'));
    dataDirs.push(dir);
    return dir;
  };
  let person: NpmStart;
  let collected: NpmStart;
  let blocker: Server;

  beforeAll(async () => {
    const [port, sandboxPort, jsonPort, jsonSandboxPort, jsonMetricsPort] = await freePorts(5);
    // Its internal port taken: the start warns and takes any free one, a warning the person must see.
    blocker = await listen(port + INTERNAL_PORT_OFFSET);
    const [one, two] = await Promise.allSettled([
      npmStart(
        { PORT: String(port), SANDBOX_PORT: String(sandboxPort), TEZGAH_DATA_DIR: freshDataDir() },
        { name: 'person', readyTimeoutMs: START_MS, terminal: true },
      ),
      npmStart(
        {
          PORT: String(jsonPort),
          SANDBOX_PORT: String(jsonSandboxPort),
          METRICS_PORT: String(jsonMetricsPort),
          TEZGAH_DATA_DIR: freshDataDir(),
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'info',
        },
        { name: 'collected', readyTimeoutMs: START_MS, terminal: true },
      ),
    ]);
    if (one.status === 'fulfilled') person = one.value;
    if (two.status === 'fulfilled') collected = two.value;
    for (const started of [one, two]) if (started.status === 'rejected') throw started.reason;
  }, START_MS + 10_000);

  afterAll(async () => {
    await Promise.all([person?.stop(), collected?.stop()]);
    blocker?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('shows the banner and, readably, the start’s warnings, and nothing else', () => {
    const printed = beforeBanner(person, 'person');
    expect(printed[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] WARN: standalone: internal port taken \(METRICS_PORT not set\)/);
    // The rest is that warning's fields, a readable line each.
    expect(printed.slice(1)).toEqual(printed.slice(1).map(() => expect.stringMatching(/^ {4}\w+: /)));
    expect(person.banner.text).toContain('Demo logins');
  });

  it('writes JSON lines with LOG_FORMAT=json, at the LOG_LEVEL asked (Nest’s route mapping at info)', () => {
    const printed = beforeBanner(collected, 'collected');
    const parsed = printed.map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(parsed.some((line) => line.level === 'info' && line.msg.startsWith('Mapped {'))).toBe(true);
  });
});
