import { readFileSync } from 'node:fs';
import path from 'node:path';
import { childEnv } from './child-env';
import { LogBuffer } from './log-buffer';
import { startProcess, stopProcess } from './processes';
import { workspaceRoot } from './workspace';

/** The addresses `npm start` says are in force once it is ready. */
export interface ReadyBanner {
  /** `<public URL>/v1` */
  api: string;
  /** `<public URL>/console`: the seller console. */
  console: string;
  /** `<internal>/health/ready` */
  health: string;
  /** `<internal>/metrics` */
  metrics: string;
  /** The sandboxes' base, as the connectors call it. */
  sandbox: string;
  dataDir: string;
  /** The whole banner as printed. */
  text: string;
}

export interface NpmStart {
  banner: ReadyBanner;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then SIGKILL after the grace time; resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * Runs what `npm start` runs (package.json's `start`, from the workspace root, after the build its
 * `prestart` would do) with `env` over a clean environment, and resolves once it prints its ready
 * banner. Rejects with the process's output when it exits first or is not ready in time. `terminal`:
 * its output is a terminal's, as when a person runs it (`output()` has its lines without the CR).
 */
export async function npmStart(
  env: Record<string, string>,
  options: { name?: string; readyTimeoutMs?: number; terminal?: boolean } = {},
): Promise<NpmStart> {
  const name = options.name ?? 'npm-start';
  const logs = new LogBuffer();
  const proc = startProcess(name, startScript(), [], childEnv(process.env, {}, env), logs, options.terminal ? 'terminal' : 'pipe');
  let stdout = '';
  proc.child.stdout?.on('data', (chunk: string) => (stdout += chunk.replace(/\r/g, '')));
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  let banner: string | undefined;
  while (!(banner = /\nTezgah is ready\.\n[\s\S]*?\n\n/.exec(stdout)?.[0])) {
    if (proc.hasExited() || Date.now() > deadline) {
      await stopProcess(proc);
      const why = proc.hasExited() ? `exited (${await proc.exited}) before it was ready` : `was not ready within ${timeoutMs} ms`;
      throw new Error(`${name} ${why}:\n${logs.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { banner: parseBanner(banner), output: () => logs.text(), stop: () => stopProcess(proc) };
}

/** The script package.json's `start` runs with node. */
function startScript(): string {
  const root = workspaceRoot();
  const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start'];
  const [command, script, ...rest] = start.split(/\s+/);
  if (command !== 'node' || !script || rest.length > 0)
    throw new Error(`npm start runs "${start}", not a node script this harness knows to run`);
  return path.join(root, script);
}

function parseBanner(text: string): ReadyBanner {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`the ready banner lacks ${pattern}:\n${text}`);
    return match[1];
  };
  return {
    api: field(/^ {2}API: +(\S+)/m),
    console: field(/^ {2}Console: +(\S+)/m),
    health: field(/^ {2}Health: +(\S+)/m),
    metrics: field(/Metrics: +(\S+)/m),
    sandbox: field(/^ {2}Sandbox: +(\S+)/m),
    dataDir: field(/^ {2}Data: +(.+?) {3}\(/m),
    text,
  };
}
