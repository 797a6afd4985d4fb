import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Collects the output of several processes, each complete line prefixed with its source. A
 * long-running process writes to a file of its own instead of a pipe: reading a busy server's
 * log lines through this process would cost the machine as much as serving the requests.
 */
export class LogBuffer {
  private readonly lines: string[] = [];
  private readonly partial = new Map<string, string>();
  private readonly files = new Map<string, string>();
  private directory?: string;

  constructor(private readonly maxLines = 20_000) {}

  write(source: string, chunk: string): void {
    const text = (this.partial.get(source) ?? '') + chunk;
    const parts = text.split('\n');
    this.partial.set(source, parts.pop() ?? '');
    for (const line of parts) this.push(source, line);
  }

  /** A file descriptor for `source`'s stdout and stderr; the caller closes it once the child has it. */
  openFile(source: string): number {
    if (!this.directory) {
      this.directory = mkdtempSync(path.join(tmpdir(), 'tezgah-logs-'));
      // Readable after stop() (a test may search a whole run's logs); gone with the test process.
      process.once('exit', () => this.dispose());
    }
    const file = path.join(this.directory, `${source}.log`);
    this.files.set(source, file);
    return openSync(file, 'a');
  }

  /** Everything written so far, unterminated last lines included, then each process file. */
  text(): string {
    const pending = [...this.partial].filter(([, rest]) => rest).map(([source, rest]) => `[${source}] ${rest}`);
    const fromFiles = [...this.files].flatMap(([source, file]) => prefixed(source, readOrEmpty(file)));
    return [...this.lines, ...pending, ...fromFiles.slice(-this.maxLines)].join('\n');
  }

  /** Removes the log files (after the last look at `text()`). */
  dispose(): void {
    if (this.directory) rmSync(this.directory, { recursive: true, force: true });
  }

  private push(source: string, line: string): void {
    this.lines.push(`[${source}] ${line.replace(/\r$/, '')}`);
    // Keep the start (how it booted) and the most recent lines.
    if (this.lines.length > this.maxLines) this.lines.splice(1_000, this.lines.length - this.maxLines);
  }
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function prefixed(source: string, text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line)
    .map((line) => `[${source}] ${line.replace(/\r$/, '')}`);
}

export function closeLogFile(fd: number): void {
  closeSync(fd);
}
