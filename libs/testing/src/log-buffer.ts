/** Collects the output of several processes, each complete line prefixed with its source. */
export class LogBuffer {
  private readonly lines: string[] = [];
  private readonly partial = new Map<string, string>();

  constructor(private readonly maxLines = 20_000) {}

  write(source: string, chunk: string): void {
    const text = (this.partial.get(source) ?? '') + chunk;
    const parts = text.split('\n');
    this.partial.set(source, parts.pop() ?? '');
    for (const line of parts) this.push(source, line);
  }

  /** Everything written so far, unterminated last lines included. */
  text(): string {
    const pending = [...this.partial].filter(([, rest]) => rest).map(([source, rest]) => `[${source}] ${rest}`);
    return [...this.lines, ...pending].join('\n');
  }

  private push(source: string, line: string): void {
    this.lines.push(`[${source}] ${line.replace(/\r$/, '')}`);
    // Keep the start (how it booted) and the most recent lines.
    if (this.lines.length > this.maxLines) this.lines.splice(1_000, this.lines.length - this.maxLines);
  }
}
