import type { DestinationStream } from 'pino';

/** A pino destination that keeps the parsed lines, for specs. */
export function captureLines(): { destination: DestinationStream; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}
