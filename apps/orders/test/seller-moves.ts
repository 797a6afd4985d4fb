import type { OrderStatus, RequestableOrderStatus } from '@tezgah/contracts';

/**
 * Decisions §7 written out: where a seller's request may lead from each status. Literals, not
 * ORDER_TRANSITIONS, so that a changed table fails the specs instead of changing what they expect.
 */
export const SELLER_MOVES: Record<OrderStatus, RequestableOrderStatus[]> = {
  created: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};
