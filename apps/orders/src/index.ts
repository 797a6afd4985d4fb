export { OrdersModule } from './orders.module';
export { ordersSchema } from './database/orders.schema';
