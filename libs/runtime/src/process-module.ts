import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MessagingModule } from '@tezgah/messaging';
import { type DatabaseTarget, PersistenceModule } from '@tezgah/persistence';
import type { Transports } from './transports';

/** The root module of a process: its database target and transports, then the service modules it runs. */
export function composeProcessModule(
  target: DatabaseTarget,
  transports: Transports,
  services: Array<Type | DynamicModule>,
): Type {
  @Module({
    imports: [PersistenceModule.forRoot(target), MessagingModule.forRoot(transports), ...services],
  })
  class ProcessModule {}
  return ProcessModule;
}
