import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { WorkerRunner } from '@tezgah/background';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { MessagingModule } from '@tezgah/messaging';
import { type DatabaseTarget, PersistenceModule } from '@tezgah/persistence';
import type { Transports } from './transports';

/**
 * The root module of a process: its database target, transports and public URLs, then the
 * service modules it runs, and the runner of their declared workers (its hooks, the root's, run
 * once every service module has bootstrapped).
 */
export function composeProcessModule(
  target: DatabaseTarget,
  transports: Transports,
  services: Array<Type | DynamicModule>,
  publicUrls: PublicUrls,
): Type {
  @Module({
    imports: [
      DiscoveryModule,
      PersistenceModule.forRoot(target),
      MessagingModule.forRoot(transports),
      publicUrlsModule(publicUrls),
      ...services,
    ],
    providers: [WorkerRunner],
  })
  class ProcessModule {}
  return ProcessModule;
}

/** The process's PublicUrls for every module that hands out or calls one (`@Inject(PUBLIC_URLS)`). */
export function publicUrlsModule(publicUrls: PublicUrls): DynamicModule {
  @Global()
  @Module({})
  class PublicUrlsModule {}
  return { module: PublicUrlsModule, providers: [{ provide: PUBLIC_URLS, useValue: publicUrls }], exports: [PUBLIC_URLS] };
}
