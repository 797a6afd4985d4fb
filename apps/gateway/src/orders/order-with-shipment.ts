import { CargoShipmentOfOrder, type OrderDto, type OrderShipmentDto, OrdersGet, type RequestContext } from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import type { createLogger } from '@tezgah/observability';

/** The cargo service answers from its own table: past this, the order is shown without its shipment. */
export const SHIPMENT_TIMEOUT_MS = 2_000;

/** An order as `GET /orders/{id}` shows it: with its shipment, or null without one; absent when cargo did not answer. */
export type OrderWithShipment = OrderDto & { shipment?: OrderShipmentDto | null };

/**
 * Asks the orders and cargo services at once. The order decides the answer (its 404 is the
 * answer); a cargo service that is down or slow only leaves `shipment` out, with a warning.
 */
export async function orderWithShipment(
  rpc: RpcTransport,
  ctx: RequestContext,
  id: string,
  logger: Pick<ReturnType<typeof createLogger>, 'warn'>,
): Promise<OrderWithShipment> {
  const shipment = rpc.request(CargoShipmentOfOrder, ctx, { order_id: id }, { timeoutMs: SHIPMENT_TIMEOUT_MS }).then(
    (found) => ({ found }),
    (error: unknown) => {
      logger.warn(
        { err: error, order_id: id, request_id: ctx.request_id },
        'order shown without its shipment: the cargo service did not answer',
      );
      return undefined;
    },
  );
  const [order, answered] = await Promise.all([rpc.request(OrdersGet, ctx, { id }), shipment]);
  return answered ? { ...order, shipment: answered.found } : order;
}
