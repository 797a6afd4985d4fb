import type { RpcTransport } from '@tezgah/messaging';
import { Transactions, type Tx } from '@tezgah/persistence';

/** A class, abstract or not, whatever its constructor takes. */
type ClassOf<T> = abstract new (...args: never[]) => T;

/**
 * A stand-in for an injectable in a service's unit spec: every method of `type` (its prototype
 * chain, constructor not run) is a `jest.fn()` answering undefined (an `async` one, a promise of
 * undefined) until the spec says otherwise. `fields` sets what is no method (a getter's value, a
 * public property).
 */
export function automock<T extends object>(type: ClassOf<T>, fields: Partial<T> = {}): jest.Mocked<T> {
  const mock: Record<string, unknown> = {};
  for (let proto = type.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      const method: unknown = descriptor?.value;
      if (name === 'constructor' || name in mock || typeof method !== 'function') continue;
      mock[name] = method.constructor.name === 'AsyncFunction' ? jest.fn().mockResolvedValue(undefined) : jest.fn();
    }
  }
  return Object.assign(mock, fields) as jest.Mocked<T>;
}

/**
 * `Transactions` for a unit spec: `run(work)` calls `work(tx)` at once and answers (or throws)
 * what it does. `tx` is a handle that runs nothing: a repository fake called with it was called
 * inside the transaction; `transactions.run` counts the transactions.
 */
export function fakeTransactions(): { transactions: jest.Mocked<Transactions>; tx: Tx } {
  const tx = Object.freeze({ fake: 'transaction' }) as unknown as Tx;
  const transactions = automock(Transactions);
  transactions.run.mockImplementation((work) => work(tx));
  return { transactions, tx };
}

/** The request/reply transport (`RPC_TRANSPORT`) for a unit spec: every call a `jest.fn()` answering a promise of undefined. */
export function fakeRpcTransport(): jest.Mocked<RpcTransport> {
  const call = () => jest.fn().mockResolvedValue(undefined);
  return { request: call(), requestJson: call(), serve: call(), drain: call(), close: call() };
}
