/** One call a simulated third party received, as `GET /control/<party>/calls` lists it. */
export interface RecordedCall {
  /** When the request arrived (ISO 8601). */
  at: string;
  method: string;
  /** Relative to `/<party>`, without the query string: the path the real API would have seen. */
  path: string;
  query: unknown;
  /** As parsed (JSON, form or text); null without a body or when it could not be parsed. */
  body: unknown;
  /** What was answered, faults included; null while unanswered (a held `timeout`, or in progress). */
  status: number | null;
}

/**
 * The last `capacity` calls of one party, oldest first. A ring, so a long demo session keeps a
 * bounded memory. Entries are added on arrival (arrival order) and completed in place.
 */
export class CallLog {
  private slots: RecordedCall[] = [];
  private next = 0;

  constructor(private readonly capacity: number) {}

  add(call: RecordedCall): void {
    if (this.slots.length < this.capacity) this.slots.push(call);
    else this.slots[this.next] = call;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Oldest first; with `since`, only the calls that arrived at or after it. */
  list(since?: Date): RecordedCall[] {
    const ordered =
      this.slots.length < this.capacity ? [...this.slots] : [...this.slots.slice(this.next), ...this.slots.slice(0, this.next)];
    return since ? ordered.filter((call) => Date.parse(call.at) >= since.getTime()) : ordered;
  }

  clear(): void {
    this.slots = [];
    this.next = 0;
  }
}
