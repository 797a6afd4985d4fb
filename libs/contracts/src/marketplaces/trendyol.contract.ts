/**
 * Marketplace A's sub-interface (spec: "Marketplace A connector", prefix `/marketplaces/trendyol`):
 * the patterns the Trendyol connector serves for the gateway's routes of that prefix.
 */
import { definePattern } from '../rpc';

/** `POST /marketplaces/trendyol/ping`: credentials to check, not stored. */
export interface TrendyolPingRequest {
  supplier_id: string;
  api_key: string;
  api_secret: string;
}

/** Trendyol accepted the credentials for the supplier (a refusal is 422 `business.invalid`, never 200). */
export interface TrendyolPingResult {
  status: 'ok';
  supplier_id: string;
  /** The configuration's `store_name` (Trendyol's Partner API names no store), else `Trendyol satıcısı <supplier_id>`. */
  store_name: string;
  /** True: the marketplace approved these credentials for this supplier. */
  approved: boolean;
  checked_at: string;
}

export const TrendyolPing = definePattern<TrendyolPingRequest, TrendyolPingResult>('connector.trendyol.account.ping');
