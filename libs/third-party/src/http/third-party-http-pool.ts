import type { MarketplaceSlug } from '@tezgah/contracts';
import { Agent } from 'undici';
import type { ConnectorLimits } from '../connector';
import { type HttpPoolSettings, httpPoolSettings, type MarketplaceHttpPoolOptions } from './http-pool-settings';
import { MarketplaceClient } from './marketplace-client';
import type { MarketplaceHttp } from './marketplace-http';
import { marketplaceHttpMetrics } from './marketplace-http-metrics';
import { SellerChannel } from './seller-channel';

/** Whose requests a client makes, and the marketplace's documented limits for them. */
export interface MarketplaceHttpTarget {
  marketplace: MarketplaceSlug;
  /** The seller's account at the marketplace (or the connection id): the key of breaker and budgets. */
  seller: string;
  limits: ConnectorLimits['rate'];
}

/**
 * The process's marketplace HTTP clients: one keep-alive undici agent for all, and per
 * (marketplace, seller) one breaker and one rate budget per operation that every client of the
 * pair shares, however many connections or jobs ask for one. The first client of a pair fixes
 * its limits (they come from the connector, the same for every caller).
 */
export class MarketplaceHttpPool {
  private readonly settings: HttpPoolSettings;
  private readonly agent: Agent;
  private readonly metrics = marketplaceHttpMetrics();
  private readonly channels = new Map<string, SellerChannel>();

  constructor(options: MarketplaceHttpPoolOptions = {}) {
    this.settings = httpPoolSettings(options);
    // Keep-alive with undici's short idle default (4 s, or the server's own hint): reusing a
    // connection the marketplace already dropped would cost an attempt. Each attempt's signal
    // bounds connecting, headers and body together.
    this.agent = new Agent();
  }

  clientFor(target: MarketplaceHttpTarget): MarketplaceHttp {
    return new MarketplaceClient(this.channelFor(target), this.agent, this.settings, this.metrics);
  }

  async close(): Promise<void> {
    for (const channel of this.channels.values()) channel.shutdown();
    this.channels.clear();
    await this.agent.close();
  }

  private channelFor({ marketplace, seller, limits }: MarketplaceHttpTarget): SellerChannel {
    const key = JSON.stringify([marketplace, seller]);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = new SellerChannel(marketplace, limits, this.settings.breaker, this.metrics);
      this.channels.set(key, channel);
    }
    return channel;
  }
}
