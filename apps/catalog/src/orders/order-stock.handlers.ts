import { Injectable } from '@nestjs/common';
import { type EventEnvelope, OrderCancelled, OrderCreated, type OrderDto } from '@tezgah/contracts';
import { EventHandler, Inbox, OutboxRelay } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { DataSource } from 'typeorm';
import { OrderStock } from './order-stock';

/** New orders take stock, cancelled ones give it back (the orders service's public events). */
@Injectable()
export class OrderStockHandlers {
  private readonly logger = createLogger('catalog.orders');

  constructor(
    private readonly db: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  @EventHandler({ consumer: 'catalog', events: [OrderCreated, OrderCancelled] })
  async onOrder(envelope: EventEnvelope): Promise<void> {
    const order = envelope.data as OrderDto;
    const now = new Date();
    await Inbox.once(this.db, 'catalog', envelope, async (manager) => {
      if (envelope.type === OrderCancelled.type) return OrderStock.release(manager, envelope.tenant_id, order, now);
      // Seen first when already cancelled or returned: the sale never reached our stock, nothing to hold.
      if (order.status === 'cancelled' || order.status === 'returned') return;
      const short = (await OrderStock.reserve(manager, envelope.tenant_id, order, now)).filter((line) => line.taken < line.ordered);
      if (short.length) this.logger.warn({ order_id: order.id, marketplace: order.marketplace, short }, 'order short of stock');
    });
    // The stock changes are in the outbox: publish them now, the oversell window is this hop.
    this.relay.wake();
  }
}
