import type { ConnectorLimits } from '@tezgah/connector-kit';

/** Per-operation usage plans of the official models (research §2.2): requests per second and burst. */
const USAGE_PLANS: Record<string, { rate: number; burst: number }> = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  searchListingsItems: { rate: 5, burst: 5 },
  patchListingsItem: { rate: 5, burst: 5 },
  createFeedDocument: { rate: 0.5, burst: 15 },
  createFeed: { rate: 0.0083, burst: 15 },
  getOrders: { rate: 0.0167, burst: 20 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
};

/**
 * Amazon refills token buckets; the kit's budget spreads `points` turns evenly over a window and a
 * little slack. A bucket's burst over the time it takes to refill (`burst` per `burst / rate`
 * seconds) is a turn a little slower than one per 1/rate seconds, which never outruns the bucket
 * and keeps the documented sustained rate; the burst itself is never spent at once.
 */
export const AMAZON_RATE_LIMITS: ConnectorLimits['rate'] = Object.fromEntries(
  Object.entries(USAGE_PLANS).map(([operation, { rate, burst }]) => [
    operation,
    { points: burst, durationMs: Math.ceil((burst * 1000) / rate) },
  ]),
);

/** The most SKUs one pushStock carries: one feed holds them all (a JSON_LISTINGS_FEED takes up to 10,000 messages). */
export const AMAZON_STOCK_BATCH_SIZE = 1000;

/**
 * Up to this many SKUs go out as one PATCH each, above it as one feed. Twenty PATCHes use about
 * four seconds of the 5/s listings quota and show in the catalogue within seconds; a feed costs one
 * createFeed of 0.0083/s (one every two minutes) and shows after minutes, so it is kept for
 * the large changes that would hold the PATCH quota for longer.
 */
export const STOCK_PATCH_MAX = 20;
