import { Injectable } from '@nestjs/common';
import {
  type AmazonInventoryRequest,
  type AmazonInventoryResult,
  type AmazonListingsRequest,
  type AmazonListingsResult,
  AmazonPatterns,
  type AmazonSubmissionResult,
  type RequestContext,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { AmazonSessions } from '../amazon-sessions';
import { InventoryService } from '../inventory/inventory.service';
import { ListingsService } from './listings.service';
import { SubmissionReaderService } from './submission-reader.service';

@Injectable()
export class ListingsHandler {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly listings: ListingsService,
    private readonly reader: SubmissionReaderService,
    private readonly inventory: InventoryService,
  ) {}

  @RpcHandler(AmazonPatterns.listings)
  submit(request: AmazonListingsRequest, ctx: RequestContext): Promise<AmazonListingsResult> {
    return this.sessions.guard(ctx, this.listings.submit(ctx.tenant_id, request));
  }

  @RpcHandler(AmazonPatterns.submission)
  read(request: { submission_id: string }, ctx: RequestContext): Promise<AmazonSubmissionResult> {
    return this.sessions.guard(ctx, this.reader.read(ctx.tenant_id, request.submission_id));
  }

  @RpcHandler(AmazonPatterns.inventory)
  stock(request: AmazonInventoryRequest, ctx: RequestContext): Promise<AmazonInventoryResult> {
    return this.sessions.guard(ctx, this.inventory.submit(ctx.tenant_id, request));
  }
}
