import type { CallLimit } from './ciceksepeti-pacer';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The documented limits (transcribed from the API documentation by a third-party client; docs/simulators/ciceksepeti.md). */
export const CS_LIMITS = {
  /** `PUT Products/price-and-stock`: 1 a second with a new body, the same body once per 30 minutes. */
  priceAndStock: { points: 1, windowMs: SECOND, sameBodyMs: 30 * MINUTE },
  /** `POST Order/GetOrders`: 1 per 5 seconds with a new body, the same body once a minute. */
  getOrders: { points: 1, windowMs: 5 * SECOND, sameBodyMs: MINUTE },
  /** `GET Products/batch-status/{batchId}`: 5 a second. */
  batchStatus: { points: 5, windowMs: SECOND },
} satisfies Record<string, CallLimit>;

export const CS_MAX = {
  createProducts: 1000,
  updateProducts: 200,
  priceAndStockItems: 200,
  productPageSize: 60,
  orderPageSize: 100,
  orderWindowMs: 14 * 86_400_000,
  /** `getcanceledorders`: a month (the client checks 30 days). */
  canceledWindowMs: 30 * 86_400_000,
  /** `sellerquestions`: 32 days. */
  questionWindowMs: 32 * 86_400_000,
  questionPageSize: 20,
};
