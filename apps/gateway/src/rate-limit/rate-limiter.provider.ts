import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG } from '../config/gateway-config.token';
import type { GatewayConfig } from '../config/gateway.config';
import { RateLimiter } from './rate-limiter';

/** Redis when configured (shared by replicas), memory otherwise (the single-process shape). */
export const rateLimiterProvider: Provider = {
  provide: RateLimiter,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) => {
    if (!config.REDIS_URL) return new RateLimiter({ memory: true });
    // Fail fast while Redis is down (no offline queue): read/write budgets then fail open, login closed.
    // Auto-pipelining sends the budget checks of all requests of one event-loop turn in one write:
    // a system call per request was the gateway's largest cost under load.
    const redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      enableAutoPipelining: true,
    });
    redis.on('error', () => undefined);
    const limiter = new RateLimiter({ redis, keyPrefix: config.TEZGAH_NAMESPACE });
    return Object.assign(limiter, {
      onApplicationShutdown: async () => {
        redis.disconnect();
      },
    } satisfies OnApplicationShutdown);
  },
};
