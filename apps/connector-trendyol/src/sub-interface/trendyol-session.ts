import { Injectable } from '@nestjs/common';
import type { ConnectionHandle } from '@tezgah/connector-kit';
import { marketplaceRefusal } from '@tezgah/connector-kit';
import { ConnectionHandles } from '@tezgah/connector-runtime';
import type { FieldMessageCode, RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import type { ShipmentPackage } from '../trendyol/shipment-package';
import { findPackages } from '../trendyol/shipment-packages';
import { answerError, TrendyolApi, trendyolErrorMessages } from '../trendyol/trendyol-api';
import type { TrendyolOperation } from '../trendyol/trendyol-limits';
import { loadTrendyolConfig } from '../trendyol/trendyol.config';

/** The tenant's connected Trendyol account, as the sub-interface's services call it. */
export interface TrendyolSession {
  api: TrendyolApi;
  handle: ConnectionHandle;
}

/** Opens the tenant's Trendyol connection (404 `resource.not_found` when not connected) with the integrator's User-Agent. */
@Injectable()
export class TrendyolSessions {
  private readonly integrator = loadTrendyolConfig().TEZGAH_TRENDYOL_INTEGRATOR;

  constructor(private readonly handles: ConnectionHandles) {}

  async open(ctx: RequestContext): Promise<TrendyolSession> {
    const handle = await this.handles.forConnection(ctx.tenant_id, 'trendyol');
    return { api: new TrendyolApi(handle, this.integrator), handle };
  }
}

/**
 * A Trendyol write's answer: 2xx is taken; its 400 (a refusal of the data) is 422
 * `business.invalid` on `field` with Trendyol's own words; anything else the kit's usual errors.
 */
export function takeWrite(operation: TrendyolOperation, response: ThirdPartyResponse, field: string): void {
  if (response.status >= 200 && response.status < 300) return;
  if (response.status === 400 || response.status === 404 || response.status === 409) {
    const reason = trendyolErrorMessages(response.body).join('; ') || `HTTP ${response.status}`;
    throw marketplaceRefusal(field, 'marketplace_refused', { wording: 'trendyol_refused', params: { reason } });
  }
  throw answerError(operation, response);
}

/** 422 `business.invalid` on one field, worded from the catalogue. */
export function refusal(field: string, wording: FieldMessageCode, params: Record<string, string | number> = {}): DomainError {
  return marketplaceRefusal(field, wording, { params });
}

/** The order's packages; an order Trendyol does not have is 404 `resource.not_found`. */
export async function orderPackages(api: TrendyolApi, orderNumber: string): Promise<ShipmentPackage[]> {
  const packages = await findPackages(api, orderNumber);
  if (!packages.length) throw new DomainError('resource.not_found');
  return packages;
}
