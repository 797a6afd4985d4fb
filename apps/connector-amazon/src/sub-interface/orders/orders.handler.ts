import { Injectable } from '@nestjs/common';
import {
  type AmazonCancelRequest,
  type AmazonCancelResult,
  type AmazonLabelRequest,
  type AmazonLabelResult,
  type AmazonMessageRequest,
  type AmazonMessageResult,
  type AmazonOrdersQuery,
  type AmazonOrderView,
  AmazonPatterns,
  type AmazonShipmentRequest,
  type AmazonShipmentResult,
  type LabelDocumentDto,
  type RequestContext,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { AmazonSessions } from '../amazon-sessions';
import { LabelsService } from '../labels/labels.service';
import { MessagingService } from '../messaging/messaging.service';
import { OrdersService } from './orders.service';

@Injectable()
export class OrdersHandler {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly orders: OrdersService,
    private readonly labels: LabelsService,
    private readonly messaging: MessagingService,
  ) {}

  @RpcHandler(AmazonPatterns.orders)
  list(request: AmazonOrdersQuery, ctx: RequestContext): Promise<{ orders: AmazonOrderView[] }> {
    return this.sessions.guard(ctx, this.orders.list(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.shipment)
  ship(request: AmazonShipmentRequest, ctx: RequestContext): Promise<AmazonShipmentResult> {
    return this.sessions.guard(ctx, this.orders.ship(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.cancel)
  cancel(request: AmazonCancelRequest, ctx: RequestContext): Promise<AmazonCancelResult> {
    return this.sessions.guard(ctx, this.orders.cancel(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.label)
  label(request: AmazonLabelRequest, ctx: RequestContext): Promise<AmazonLabelResult> {
    return this.sessions.guard(ctx, this.labels.buy(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.labelDocument)
  labelDocument(request: { id: string; format: string }, ctx: RequestContext): Promise<LabelDocumentDto> {
    return this.sessions.guard(ctx, this.labels.document(ctx.tenant_id, request.id));
  }

  @RpcHandler(AmazonPatterns.message)
  message(request: AmazonMessageRequest, ctx: RequestContext): Promise<AmazonMessageResult> {
    return this.sessions.guard(ctx, this.messaging.send(ctx.tenant_id, request));
  }
}
