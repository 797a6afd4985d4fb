import { Module } from '@nestjs/common';
import { PersistenceModule } from '@tezgah/persistence';
import { SecretBox } from '@tezgah/secrets';
import { DISPATCHER_CONFIG, type DispatcherConfig, loadDispatcherConfig } from './config/dispatcher.config';
import { webhooksSchema } from './database/webhooks.schema';
import { DeliveriesRepository } from './delivery/deliveries.repository';
import { DeliveriesService } from './delivery/deliveries.service';
import { DeliveryDispatcher } from './delivery/delivery-dispatcher';
import { WebhookSender } from './delivery/webhook-sender';
import { WebhooksHandlers } from './webhooks/webhooks.handlers';
import { WebhooksRepository } from './webhooks/webhooks.repository';
import { WebhooksService } from './webhooks/webhooks.service';

/** The webhook dispatcher: endpoints, signed deliveries, retries, dead letters. Owns the `webhooks` schema. */
@Module({
  imports: [PersistenceModule.forService(webhooksSchema)],
  providers: [
    { provide: DISPATCHER_CONFIG, useFactory: () => loadDispatcherConfig() },
    { provide: SecretBox, inject: [DISPATCHER_CONFIG], useFactory: (config: DispatcherConfig) => new SecretBox(config.encryptionKeys) },
    {
      provide: WebhookSender,
      inject: [DISPATCHER_CONFIG],
      useFactory: (config: DispatcherConfig) =>
        new WebhookSender({
          timeoutMs: config.TEZGAH_WEBHOOK_TIMEOUT_MS,
          allowPrivateNetworks: config.allowPrivateNetworks,
        }),
    },
    WebhooksRepository,
    DeliveriesRepository,
    DeliveryDispatcher,
    DeliveriesService,
    WebhooksService,
    WebhooksHandlers,
  ],
})
export class WebhookDispatcherModule {}
