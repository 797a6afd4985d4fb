import { Injectable } from '@nestjs/common';
import {
  type AmazonCompetitionItem,
  type AmazonFbaInventoryItem,
  type AmazonFbaShipmentRequest,
  type AmazonFbaShipmentResult,
  AmazonPatterns,
  type AmazonRefundRequest,
  type AmazonRefundResult,
  type AmazonReturnView,
  type RequestContext,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { AmazonSessions } from '../amazon-sessions';
import { FbaService } from '../fba/fba.service';
import { PricingService } from '../pricing/pricing.service';
import { ReturnsService } from './returns.service';

/** Returns, FBA and pricing: the seller's after-sale and catalogue reads. */
@Injectable()
export class ReturnsHandler {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly returns: ReturnsService,
    private readonly fba: FbaService,
    private readonly pricing: PricingService,
  ) {}

  @RpcHandler(AmazonPatterns.returns)
  list(request: { start?: string; end?: string }, ctx: RequestContext): Promise<{ returns: AmazonReturnView[] }> {
    return this.sessions.guard(ctx, this.returns.list(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.refund)
  refund(request: AmazonRefundRequest, ctx: RequestContext): Promise<AmazonRefundResult> {
    return this.sessions.guard(ctx, this.returns.refund(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.fbaInventory)
  fbaInventory(request: { seller_skus: string[] }, ctx: RequestContext): Promise<{ inventory: AmazonFbaInventoryItem[] }> {
    return this.sessions.guard(ctx, this.fba.inventory(ctx.tenant_id, request.seller_skus));
  }

  @RpcHandler(AmazonPatterns.fbaShipment)
  fbaShipment(request: AmazonFbaShipmentRequest, ctx: RequestContext): Promise<AmazonFbaShipmentResult> {
    return this.sessions.guard(ctx, this.fba.createShipment(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.competition)
  competition(request: { seller_skus: string[] }, ctx: RequestContext): Promise<{ items: AmazonCompetitionItem[] }> {
    return this.sessions.guard(ctx, this.pricing.competition(ctx.tenant_id, request.seller_skus));
  }
}
