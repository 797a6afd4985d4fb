import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { createLogger } from '@tezgah/observability';
import { type BackgroundWork, declaredWorkers } from './worker.decorator';

/**
 * Runs the process's declared workers (`@Worker()`): finds them once every provider exists,
 * starts them when the application has bootstrapped (the root module's hook, the last), and
 * stops them all in one phase before shutdown, so none is still running a statement when the
 * data sources close (`onApplicationShutdown`).
 */
@Injectable()
export class WorkerRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = createLogger('workers');
  private running: BackgroundWork[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  async onApplicationBootstrap(): Promise<void> {
    const declared = this.discover();
    this.running = declared.map(({ work }) => work);
    const awaited = declared.map(({ work, beforeServing }) => {
      const started = Promise.resolve(work.start());
      if (beforeServing) return started;
      started.catch((error: unknown) => this.logger.error({ err: error }, 'a worker failed to start'));
      return undefined;
    });
    await Promise.all(awaited);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.running.splice(0).map((work) => work.stop()));
  }

  private discover() {
    const seen = new Set<object>(); // a provider reachable from several modules is still one
    return this.discovery.getProviders().flatMap((wrapper) => {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || seen.has(instance) || !wrapper.isDependencyTreeStatic()) return [];
      seen.add(instance);
      return declaredWorkers(instance);
    });
  }
}
