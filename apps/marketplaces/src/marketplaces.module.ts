import { Module } from '@nestjs/common';
import { EventInbox, EventOutbox, outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { SecretBox } from '@tezgah/secrets';
import { DataSource } from 'typeorm';
import { loadMarketplacesConfig, MARKETPLACES_CONFIG, type MarketplacesConfig } from './config/marketplaces.config';
import { ConnectionEstablisher } from './connections/connection-establisher';
import { ConnectionsHandlers } from './connections/connections.handlers';
import { ConnectionsRepository } from './connections/connections.repository';
import { ConnectionsService } from './connections/connections.service';
import { CredentialVault } from './connections/credential-vault';
import { marketplacesSchema } from './database/marketplaces.schema';
import { GrantFlow } from './grants/grant-flow';
import { GrantRefresher } from './grants/grant-refresher';
import { GrantStateSigner } from './grants/grant-state';

/** The marketplaces service: connections, sealed credentials, configuration, grants. Owns the `marketplaces` schema. */
@Module({
  imports: [PersistenceModule.forService(marketplacesSchema)],
  providers: [
    { provide: MARKETPLACES_CONFIG, useFactory: () => loadMarketplacesConfig() },
    { provide: SecretBox, inject: [MARKETPLACES_CONFIG], useFactory: (config: MarketplacesConfig) => new SecretBox(config.encryptionKeys) },
    {
      provide: GrantStateSigner,
      inject: [MARKETPLACES_CONFIG],
      useFactory: (config: MarketplacesConfig) => new GrantStateSigner(config.encryptionKeys),
    },
    outboxRelayProvider(DataSource),
    EventOutbox,
    EventInbox,
    ConnectionsRepository,
    CredentialVault,
    ConnectionEstablisher,
    GrantFlow,
    GrantRefresher,
    ConnectionsService,
    ConnectionsHandlers,
  ],
})
export class MarketplacesModule {}
