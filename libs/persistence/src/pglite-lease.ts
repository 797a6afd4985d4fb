import type { EventEmitter } from 'node:events';
import type { Client, QueryConfig, QueryResult } from 'pg';

type Callback = (error: Error | null, result?: QueryResult) => void;
type Listener = (...args: unknown[]) => void;

/**
 * What one checkout hands to TypeORM: the shared client, usable only until released, so a
 * stray query of a released runner cannot land inside another service's transaction.
 */
export class PgliteLease {
  private revoked = false;
  private readonly listeners: Array<[string, Listener]> = [];
  /** Set when a statement may have changed search_path, so the next checkout sets it again. */
  touchedSearchPath = false;

  private readonly emitter: EventEmitter;

  constructor(private readonly client: Client) {
    this.emitter = client;
  }

  query(text: string | QueryConfig, valuesOrCallback?: unknown[] | Callback, callback?: Callback): Promise<QueryResult> | undefined {
    const values = typeof valuesOrCallback === 'function' ? undefined : valuesOrCallback;
    const done = typeof valuesOrCallback === 'function' ? valuesOrCallback : callback;
    const result = this.run(text, values);
    if (!done) return result;
    result.then(
      (value) => done(null, value),
      (error: Error) => done(error),
    );
    return undefined;
  }

  on(event: string, listener: Listener): this {
    this.listeners.push([event, listener]);
    this.emitter.on(event, listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    const index = this.listeners.findIndex(([e, l]) => e === event && l === listener);
    if (index !== -1) this.listeners.splice(index, 1);
    this.emitter.removeListener(event, listener);
    return this;
  }

  /** Ends the lease: later queries fail, and listeners it added come off the shared client. */
  revoke(): void {
    this.revoked = true;
    for (const [event, listener] of this.listeners.splice(0)) this.emitter.removeListener(event, listener);
  }

  private async run(text: string | QueryConfig, values: unknown[] | undefined): Promise<QueryResult> {
    if (this.revoked) throw new Error('Query on a released PGlite connection');
    const sql = typeof text === 'string' ? text : text.text;
    if (/search_path/i.test(sql)) this.touchedSearchPath = true;
    return typeof text === 'string' ? this.client.query(text, values) : this.client.query(text);
  }
}
