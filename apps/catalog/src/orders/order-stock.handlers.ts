import { Injectable } from '@nestjs/common';
import { type EventData, type EventEnvelope, OrderStockRequested } from '@tezgah/contracts';
import { EventHandler, EventInbox } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { OrderStockService, type ShortLine } from './order-stock.service';

/** The stock a page of orders takes or gives back (the orders service asks once per ingested page). */
@Injectable()
export class OrderStockHandlers {
  private readonly logger = createLogger('catalog.orders');

  constructor(
    private readonly inbox: EventInbox,
    private readonly orderStock: OrderStockService,
  ) {}

  @EventHandler({ consumer: 'catalog', events: [OrderStockRequested] })
  async onStockRequested(envelope: EventEnvelope): Promise<void> {
    const request = envelope.data as EventData<typeof OrderStockRequested>;
    let short: ShortLine[] = [];
    await this.inbox.once('catalog', envelope, async (tx) => {
      short = await this.orderStock.apply(tx, envelope.tenant_id, request, new Date());
    });
    if (short.length) this.logger.warn({ tenant_id: envelope.tenant_id, short }, 'orders short of stock');
  }
}
