/** What the runtime starts and stops: a `BackgroundWorker`, or a provider's own loop around some. */
export interface BackgroundWork {
  start(): Promise<void> | void;
  /** Takes no new work and resolves once the work in flight has ended (and what it held is handed back). */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** The process serves only once `start()` has resolved (a first read that requests depend on); by default it serves at once. */
  beforeServing?: boolean;
}

/** A worker as a provider declares it, found by the runtime. */
export interface DeclaredWorker {
  work: BackgroundWork;
  beforeServing: boolean;
}

interface Declaration {
  /** The field holding the worker; none when the provider itself is one. */
  key?: string | symbol;
  beforeServing: boolean;
}

const declarations = new WeakMap<object, Declaration[]>();

/**
 * Declares background work that runs while the process lives: on a field holding a
 * `BackgroundWorker` (set in the constructor), or on a provider class that has `start()` and
 * `stop()` of its own (work beyond one loop: leases to hand back, polls to await). The runtime
 * (`WorkerRunner`) starts every declared worker once the application has bootstrapped and stops
 * them all before the data sources close; nothing else starts or stops them.
 */
export function Worker(options: WorkerOptions = {}) {
  return (target: object, key?: string | symbol): void => {
    const owner = key === undefined ? target : target.constructor;
    declarations.set(owner, [...(declarations.get(owner) ?? []), { key, beforeServing: options.beforeServing ?? false }]);
  };
}

/** The workers `instance` declares (its class's `@Worker()` marks), in declaration order. */
export function declaredWorkers(instance: object): DeclaredWorker[] {
  return (declarations.get(instance.constructor) ?? []).map(({ key, beforeServing }) => ({
    work: (key === undefined ? instance : (instance as Record<string | symbol, unknown>)[key]) as BackgroundWork,
    beforeServing,
  }));
}
