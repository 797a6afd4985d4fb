import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogBulkImport,
  CatalogProductsCreate,
  CatalogProductsDelete,
  CatalogProductsGet,
  CatalogProductsList,
  CatalogProductsSetStock,
  CatalogProductsUpdate,
  CatalogStockMovements,
  type PageDto,
  type ProductDto,
  type RequestContext,
  type StockMovementDto,
} from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { PageQuery } from '../http/page.query';
import { sortBulkElements } from './bulk-elements';
import { BulkImportDto } from './dto/bulk-import.dto';
import { ProductInputDto, ProductPatchDto, StockDto } from './dto/product-input.dto';
import { ListProductsQuery } from './dto/product-queries.dto';
import { BulkImportResponse, ProductPageResponse, ProductResponse, StockMovementPageResponse } from './dto/product.responses';

/** The spec's Products endpoints; the catalog service does the work, its answers relayed as they are. */
@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class ProductsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: ProductPageResponse, description: 'Newest first' })
  list(@CallerContext() ctx: RequestContext, @Query() query: ListProductsQuery): Promise<RpcJson<PageDto<ProductDto>>> {
    return this.rpc.requestJson(CatalogProductsList, ctx, {
      page: query.page,
      per_page: query.per_page,
      search: query.search?.trim() || undefined,
      marketplace: query.marketplace,
    });
  }

  @Post()
  @RelaysJson()
  @Access('staff')
  @ApiCreatedResponse({ type: ProductResponse })
  create(@CallerContext() ctx: RequestContext, @Body() body: ProductInputDto): Promise<RpcJson<ProductDto>> {
    return this.rpc.requestJson(CatalogProductsCreate, ctx, { ...body });
  }

  @Post('bulk')
  @HttpCode(202)
  @Access('staff')
  @ApiAcceptedResponse({ type: BulkImportResponse, description: 'Queued as a job; refused elements listed' })
  async bulk(@CallerContext() ctx: RequestContext, @Body() body: BulkImportDto): Promise<BulkImportResponse> {
    const request = sortBulkElements(body.products);
    const { job_id } = await this.rpc.request(CatalogBulkImport, ctx, request);
    return { accepted: request.products.length, rejected: request.rejections.length, rejections: request.rejections, job_id };
  }

  @Get(':id')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: ProductResponse })
  get(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<ProductDto>> {
    return this.rpc.requestJson(CatalogProductsGet, ctx, { id });
  }

  @Patch(':id')
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({ type: ProductResponse })
  update(@CallerContext() ctx: RequestContext, @Param('id') id: string, @Body() body: ProductPatchDto): Promise<RpcJson<ProductDto>> {
    return this.rpc.requestJson(CatalogProductsUpdate, ctx, { id, changes: { ...body } });
  }

  @Delete(':id')
  @HttpCode(204)
  @Access('admin')
  @ApiNoContentResponse({ description: 'Soft delete: gone from every read, its SKU free again' })
  async delete(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    await this.rpc.request(CatalogProductsDelete, ctx, { id });
  }

  @Put(':id/stock')
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({ type: ProductResponse, description: 'The product with its new stock' })
  setStock(@CallerContext() ctx: RequestContext, @Param('id') id: string, @Body() body: StockDto): Promise<RpcJson<ProductDto>> {
    return this.rpc.requestJson(CatalogProductsSetStock, ctx, { id, stock: body.stock });
  }

  /** Beyond the spec: the product's stock ledger, newest first. */
  @Get(':id/stock-movements')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: StockMovementPageResponse })
  stockMovements(
    @CallerContext() ctx: RequestContext,
    @Param('id') id: string,
    @Query() query: PageQuery,
  ): Promise<RpcJson<PageDto<StockMovementDto>>> {
    return this.rpc.requestJson(CatalogStockMovements, ctx, { id, page: query.page, per_page: query.per_page });
  }
}
