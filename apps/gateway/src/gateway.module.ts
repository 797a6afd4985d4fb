import { AttentionController } from './attention/attention.controller';
import { AttentionService } from './attention/attention.service';
import { WaitingQuestions } from './attention/waiting-questions.service';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { documentLinksProvider } from '@tezgah/documents';
import { PersistenceModule } from '@tezgah/persistence';
import { encryptionKeysFrom, SecretBox } from '@tezgah/secrets';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { CargoController } from './cargo/cargo.controller';
import { GATEWAY_CONFIG } from './config/gateway-config.token';
import { type GatewayConfig, loadGatewayConfig } from './config/gateway.config';
import { identitySchema } from './database/identity.schema';
import { DemoSeed } from './demo/demo-seed';
import { DocumentsController } from './documents/documents.controller';
import { AccessGuard } from './http/access.guard';
import { ExpiredKeysSweeper } from './idempotency/expired-keys-sweeper';
import { IdempotencyKeysRepository } from './idempotency/idempotency-keys.repository';
import { IdempotencyService } from './idempotency/idempotency.service';
import { AccessTokens } from './identity/access-token';
import { IdentityAdmin } from './identity/identity-admin';
import { IdentityRepository } from './identity/identity.repository';
import { resolveJwtSecret } from './identity/jwt-secret';
import { PasswordHasher } from './identity/password-hasher';
import { SessionRevocations } from './identity/session-revocations';
import { UserDirectory } from './identity/user-directory';
import { InvoicesController } from './invoices/invoices.controller';
import { JobsController } from './jobs/jobs.controller';
import { MarketplacesController } from './marketplaces/marketplaces.controller';
import { SUB_INTERFACES } from './marketplaces/sub-interfaces';
import { subInterfacesModule } from './marketplaces/sub-interfaces.module';
import { OrdersController } from './orders/orders.controller';
import { SalesController } from './orders/sales.controller';
import { ProductsController } from './products/products.controller';
import { rateLimiterProvider } from './rate-limit/rate-limiter.provider';
import { SettingsController } from './settings/settings.controller';
import { SettingsHandlers } from './settings/settings.handlers';
import { SettingsService } from './settings/settings.service';
import { TenantSettingsRepository } from './settings/tenant-settings.repository';
import { WebhooksController } from './webhooks/webhooks.controller';

/**
 * The gateway: the only HTTP entry. Owns the `identity` schema; everything else it asks for. The
 * connectors' sub-interfaces are mounted from their routes modules (marketplaces/sub-interfaces.ts).
 * It serves the tenants' settings to the other services (settings/settings.handlers.ts).
 */
@Module({
  imports: [PersistenceModule.forService(identitySchema), subInterfacesModule(SUB_INTERFACES)],
  controllers: [
    AttentionController,
    AuthController,
    CargoController,
    DocumentsController,
    InvoicesController,
    JobsController,
    MarketplacesController,
    OrdersController,
    ProductsController,
    SalesController,
    SettingsController,
    WebhooksController,
  ],
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: () => loadGatewayConfig() },
    {
      provide: AccessTokens,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new AccessTokens(resolveJwtSecret(config)),
    },
    {
      provide: SecretBox,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        new SecretBox(encryptionKeysFrom(config.TEZGAH_ENCRYPTION_KEYS, { demo: config.TEZGAH_ENV === 'demo' })),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
    AttentionService,
    WaitingQuestions,
    rateLimiterProvider,
    documentLinksProvider,
    IdentityRepository,
    PasswordHasher,
    SessionRevocations,
    UserDirectory,
    AuthService,
    IdentityAdmin,
    DemoSeed,
    IdempotencyKeysRepository,
    IdempotencyService,
    ExpiredKeysSweeper,
    TenantSettingsRepository,
    SettingsService,
    SettingsHandlers,
  ],
})
export class GatewayModule {}
