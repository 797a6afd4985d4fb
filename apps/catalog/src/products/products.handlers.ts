import { Injectable } from '@nestjs/common';
import {
  type BulkImportRequest,
  CatalogBulkImport,
  CatalogOutOfStockCount,
  CatalogProductsCreate,
  CatalogProductsDelete,
  CatalogProductsGet,
  CatalogProductsList,
  CatalogProductsSetStock,
  CatalogProductsUpdate,
  CatalogStockMovements,
  CatalogVatRates,
  type PageDto,
  type ProductChanges,
  type ProductDto,
  type ProductInput,
  type ProductListQuery,
  type RequestContext,
  type StockMovementDto,
  type VatRate,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { BulkImportService } from '../bulk/bulk-import.service';
import { ProductsService } from './products.service';

/** The catalog's request/reply API (contracts: catalog/catalog.contract.ts). */
@Injectable()
export class ProductsHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly bulk: BulkImportService,
  ) {}

  @RpcHandler(CatalogProductsList)
  list(query: ProductListQuery, ctx: RequestContext): Promise<PageDto<ProductDto>> {
    return this.products.list(ctx, query);
  }

  @RpcHandler(CatalogOutOfStockCount)
  async outOfStock(_payload: Record<string, never>, ctx: RequestContext): Promise<{ count: number }> {
    return { count: await this.products.outOfStockCount(ctx) };
  }

  @RpcHandler(CatalogVatRates)
  vatRates(payload: { skus: string[] }, ctx: RequestContext): Promise<Record<string, VatRate | null>> {
    return this.products.vatRates(ctx, payload.skus);
  }

  @RpcHandler(CatalogProductsCreate)
  create(input: ProductInput, ctx: RequestContext): Promise<ProductDto> {
    return this.products.create(ctx, input);
  }

  @RpcHandler(CatalogProductsGet)
  get(payload: { id: string }, ctx: RequestContext): Promise<ProductDto> {
    return this.products.get(ctx, payload.id);
  }

  @RpcHandler(CatalogProductsUpdate)
  update(payload: { id: string; changes: ProductChanges }, ctx: RequestContext): Promise<ProductDto> {
    return this.products.update(ctx, payload.id, payload.changes);
  }

  @RpcHandler(CatalogProductsDelete)
  delete(payload: { id: string }, ctx: RequestContext): Promise<{ id: string }> {
    return this.products.delete(ctx, payload.id);
  }

  @RpcHandler(CatalogProductsSetStock)
  setStock(payload: { id: string; stock: number }, ctx: RequestContext): Promise<ProductDto> {
    return this.products.setStock(ctx, payload.id, payload.stock);
  }

  @RpcHandler(CatalogStockMovements)
  stockMovements(payload: { id: string; page: number; per_page: number }, ctx: RequestContext): Promise<PageDto<StockMovementDto>> {
    return this.products.stockMovements(ctx, payload.id, payload.page, payload.per_page);
  }

  @RpcHandler(CatalogBulkImport)
  bulkImport(request: BulkImportRequest, ctx: RequestContext): Promise<{ job_id: string }> {
    return this.bulk.accept(ctx, request);
  }
}
