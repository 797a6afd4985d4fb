import { Module } from '@nestjs/common';
import { EventOutbox, outboxRelayProvider } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { ordersSchema } from './database/orders.schema';
import { OrdersHandlers } from './orders/orders.handlers';
import { OrdersRepository } from './orders/orders.repository';
import { OrdersService } from './orders/orders.service';

/** The orders service: orders ingested from the marketplaces, their status machine and history. Owns the `orders` schema. */
@Module({
  imports: [PersistenceModule.forService(ordersSchema)],
  providers: [outboxRelayProvider(DataSource), EventOutbox, OrdersRepository, OrdersService, OrdersHandlers],
})
export class OrdersModule {}
