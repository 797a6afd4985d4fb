import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@tezgah/observability';
import { createSandboxServer, createSimulators } from '@tezgah/simulators';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CONFIG, type SandboxConfig } from './config/sandbox.config';

/** Runs the sandbox's HTTP server for the life of the Nest application. */
@Injectable()
export class SandboxListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: FastifyInstance;

  constructor(@Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const { settings, SANDBOX_PORT: port, SANDBOX_HOST: host, LOG_LEVEL } = this.config;
    this.server = await createSandboxServer(createSimulators(settings), { logger: createLogger('sandbox', LOG_LEVEL) });
    await this.server.listen({ port, host });
  }

  /** At the very end of shutdown: the connectors sharing the process drain (and may still call it) first. */
  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  get listening(): boolean {
    return this.server?.server.listening ?? false;
  }
}
