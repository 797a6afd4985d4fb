import { createInbox, type Msg, type MsgHdrs, type NatsConnection, type NatsError, type Subscription } from 'nats';

interface Waiting {
  resolve(msg: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** What the server answers, with the request's reply subject, when nobody subscribes to the subject. */
const NO_RESPONDERS = 503;

/**
 * Requests over one wildcard inbox subscription, each reply found by the token its subject ends
 * in. Same wire as nats.js's own `request`, without what that costs per call: nats.js builds a
 * `NatsError` for every request it completes (to settle a promise already settled), a few % of
 * the gateway's CPU under load.
 */
export class NatsReplyInbox {
  private readonly prefix: string;
  private readonly waiting = new Map<string, Waiting>();
  private subscription?: Subscription;
  private sequence = 0;

  constructor(private readonly nc: NatsConnection) {
    this.prefix = `${createInbox()}.`;
  }

  /** The first reply to `data` sent to `subject`; rejects on no responders, time-out or a closed connection. */
  request(subject: string, data: Uint8Array, timeoutMs: number, headers?: MsgHdrs): Promise<Msg> {
    this.subscription ??= this.nc.subscribe(`${this.prefix}*`, { callback: (error, msg) => this.settle(error, msg) });
    const token = (this.sequence++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(token, new Error(`no reply on ${subject} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(token, { resolve, reject, timer });
      try {
        this.nc.publish(subject, data, { reply: this.prefix + token, headers });
      } catch (error) {
        this.fail(token, error as Error);
      }
    });
  }

  /** Fails every request still waiting (the connection is closing). */
  close(): void {
    for (const token of [...this.waiting.keys()]) this.fail(token, new Error('connection closed'));
  }

  private settle(error: NatsError | null, msg: Msg): void {
    if (error) {
      // The subscription is gone (the server refused it): fail what waits, subscribe anew next time.
      this.subscription = undefined;
      for (const token of [...this.waiting.keys()]) this.fail(token, error);
      return;
    }
    const token = msg.subject.slice(this.prefix.length);
    const waiting = this.waiting.get(token);
    if (!waiting) return; // a reply after its time-out
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    if (msg.data.length === 0 && msg.headers?.code === NO_RESPONDERS) waiting.reject(new Error(`no responders on ${msg.subject}`));
    else waiting.resolve(msg);
  }

  private fail(token: string, error: Error): void {
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    waiting.reject(error);
  }
}
