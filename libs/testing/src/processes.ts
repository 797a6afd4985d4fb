import { spawn, type ChildProcess } from 'node:child_process';
import { closeLogFile, LogBuffer } from './log-buffer';
import { workspaceRoot } from './workspace';

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  hasExited(): boolean;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A test run that dies must not leave servers behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/**
 * Starts `node <script> [args]` from the workspace root. A server's output goes to its own file in
 * `logs`; a short command's (`output: 'pipe'`) is piped here, line by line, for the caller to read;
 * `terminal` pipes it too, but the process writes to a pseudo-terminal (util-linux `script`), as
 * under a person's shell (the terminal's CRs are dropped from what `logs` gets).
 */
export function startProcess(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  logs: LogBuffer,
  output: 'file' | 'pipe' | 'terminal' = 'file',
): ServiceProcess {
  installExitHook();
  const file = output === 'file' ? logs.openFile(name) : undefined;
  const stdio = file === undefined ? 'pipe' : file;
  const node = [process.execPath, script, ...args];
  const [command, argv] =
    output === 'terminal' ? ['script', ['-qfec', node.map(shellQuoted).join(' '), '/dev/null']] : [node[0], node.slice(1)];
  const child = spawn(command, argv, { cwd: workspaceRoot(), env, stdio: ['ignore', stdio, stdio] });
  if (file !== undefined) closeLogFile(file);
  const lines = output === 'terminal' ? (chunk: string) => chunk.replace(/\r/g, '') : (chunk: string) => chunk;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => logs.write(name, lines(chunk)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => logs.write(name, lines(chunk)));
  running.add(child);
  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => logs.write(name, `spawn failed: ${error.message}\n`));
    child.once('close', (code, signal) => {
      done = true;
      running.delete(child);
      logs.write(name, `exited with ${code ?? signal}\n`);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return { name, child, exited, hasExited: () => done };
}

function shellQuoted(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
export async function stopProcess(proc: ServiceProcess, graceMs = 10_000): Promise<void> {
  if (proc.hasExited()) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Runs a command to completion (a CLI call); resolves with its exit code and output. */
export function runToCompletion(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  logs: LogBuffer,
  timeoutMs = 60_000,
): Promise<{ code: number | string; stdout: string; output: string }> {
  const proc = startProcess(name, script, args, env, logs, 'pipe');
  let stdout = '';
  let output = '';
  proc.child.stdout?.on('data', (chunk: string) => {
    stdout += chunk;
    output += chunk;
  });
  proc.child.stderr?.on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), timeoutMs);
  return proc.exited.then((code) => {
    clearTimeout(timer);
    return { code, stdout, output };
  });
}

/**
 * Polls `url` until it answers 200. Throws when `proc` exits first or `timeoutMs` passes.
 */
export async function waitUntilReady(proc: ServiceProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (proc.hasExited()) throw new Error(`${proc.name} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${proc.name} was not ready within ${timeoutMs} ms (${url}: ${last})`);
}
