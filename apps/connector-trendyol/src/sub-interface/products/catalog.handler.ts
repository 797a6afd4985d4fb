import { Injectable } from '@nestjs/common';
import {
  type RequestContext,
  type TrendyolBatch,
  type TrendyolBrandLookup,
  TrendyolGetBatch,
  type TrendyolInventoryItem,
  type TrendyolInventoryResult,
  TrendyolLookupBrand,
  type TrendyolProductsRequest,
  type TrendyolProductUpdate,
  type TrendyolSubmission,
  TrendyolSubmitProducts,
  TrendyolUpdateInventory,
  TrendyolUpdateProduct,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { BatchTracker } from '../submissions/batch-tracker.service';
import { TrendyolSessions } from '../trendyol-session';
import { BrandDirectory } from './brand-directory';
import { InventoryService } from './inventory.service';
import { ProductsService } from './products.service';

/** The catalogue calls of marketplace A's sub-interface: products, batches, inventory, brands. */
@Injectable()
export class CatalogHandler {
  constructor(
    private readonly products: ProductsService,
    private readonly tracker: BatchTracker,
    private readonly inventory: InventoryService,
    private readonly brands: BrandDirectory,
    private readonly sessions: TrendyolSessions,
  ) {}

  @RpcHandler(TrendyolSubmitProducts)
  submit(request: TrendyolProductsRequest, ctx: RequestContext): Promise<TrendyolSubmission> {
    return this.products.submit(request.items, ctx);
  }

  @RpcHandler(TrendyolUpdateProduct)
  update(request: { barcode: string; product: TrendyolProductUpdate }, ctx: RequestContext): Promise<TrendyolSubmission> {
    return this.products.update(request.barcode, request.product, ctx);
  }

  @RpcHandler(TrendyolGetBatch)
  batch(request: { batch_id: string }, ctx: RequestContext): Promise<TrendyolBatch> {
    return this.tracker.get(request.batch_id, ctx);
  }

  @RpcHandler(TrendyolUpdateInventory)
  updateInventory(request: { items: TrendyolInventoryItem[] }, ctx: RequestContext): Promise<TrendyolInventoryResult> {
    return this.inventory.update(request.items, ctx);
  }

  @RpcHandler(TrendyolLookupBrand)
  async lookupBrand(request: { name: string }, ctx: RequestContext): Promise<TrendyolBrandLookup> {
    const { api } = await this.sessions.open(ctx);
    return this.brands.lookup(api, request.name);
  }
}
