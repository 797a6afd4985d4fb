export { WebhookDispatcherModule } from './webhook-dispatcher.module';
export { webhooksSchema } from './database/webhooks.schema';
