import type { ConnectorLimits } from '@tezgah/connector-kit';
import type { RateAllowance } from '@tezgah/third-party';

/** Per-operation usage plans of the official models (research §2.2): requests per second and burst. */
export const USAGE_PLANS: Record<string, { rate: number; burst: number }> = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  putListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  createFeedDocument: { rate: 0.5, burst: 15 },
  createFeed: { rate: 0.0083, burst: 15 },
  getFeed: { rate: 2, burst: 15 },
  getFeedDocument: { rate: 0.0222, burst: 10 },
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  getEligibleShipmentServices: { rate: 6, burst: 12 },
  createShipment: { rate: 2, burst: 2 },
  getInventorySummaries: { rate: 2, burst: 2 },
  getCompetitivePricing: { rate: 0.5, burst: 1 },
  getMessagingActionsForOrder: { rate: 1, burst: 5 },
  // Each message type is its own operation of 1/s, burst 5; one budget for all of them is the cautious reading.
  createMessage: { rate: 1, burst: 5 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  createInboundPlan: { rate: 2, burst: 6 },
};

/**
 * Amazon refills a token bucket of `burst` tokens at `rate` a second; the kit's budget is the same
 * bucket (`burst` turns at once, then one turn every `1/rate` seconds plus the kit's 5 % slack),
 * shared by every replica for the seller and operation. The window is about ten seconds of turns,
 * so that the slack is the 5 % and not the kit's 100 ms floor (which would cost a 5/s plan a third).
 */
export function allowanceOf(rate: number, burst: number): RateAllowance {
  const points = Math.max(1, Math.round(rate * 10));
  return { points, durationMs: Math.ceil((points * 1000) / rate), burst };
}

export const AMAZON_RATE_LIMITS: ConnectorLimits['rate'] = Object.fromEntries(
  Object.entries(USAGE_PLANS).map(([operation, { rate, burst }]) => [operation, allowanceOf(rate, burst)]),
);

/**
 * The allowance an answer's `x-amzn-RateLimit-Limit` states for an operation the connector budgets,
 * when it differs from the usage plan (a seller with a higher or lower plan): the budget follows it.
 */
export function statedAllowance(operation: string, header: string | undefined): RateAllowance | undefined {
  const plan = USAGE_PLANS[operation];
  const rate = Number(header);
  if (!plan || !Number.isFinite(rate) || rate <= 0 || rate === plan.rate) return undefined;
  return allowanceOf(rate, plan.burst);
}

/**
 * The turns of an operation's burst that background work leaves to a seller's own calls: half.
 * getOrders sustains one call a minute; an order poller that spent its whole burst of 20 would leave
 * the sub-interface's `GET /orders` nothing but 503s.
 */
export function backgroundHeadroom(operation: string): number {
  return Math.floor((USAGE_PLANS[operation]?.burst ?? 1) / 2);
}

/** The most SKUs one pushStock carries: one feed holds them all (a JSON_LISTINGS_FEED takes up to 10,000 messages). */
export const AMAZON_STOCK_BATCH_SIZE = 1000;

/**
 * Up to this many SKUs go out as one PATCH each, above it as one feed. Twenty PATCHes use about
 * four seconds of the 5/s listings quota and show in the catalogue within seconds; a feed costs one
 * createFeed of 0.0083/s (one every two minutes) and shows after minutes, so it is kept for
 * the large changes that would hold the PATCH quota for longer.
 */
export const STOCK_PATCH_MAX = 20;
