import { Injectable } from '@nestjs/common';
import {
  fieldMessage,
  type PageDto,
  paginationOf,
  type ProductChanges,
  type ProductDto,
  type ProductInput,
  type ProductListQuery,
  type RequestContext,
  salePriceWithinPrice,
  type StockMovementDto,
  type VatRate,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { Transactions, type Tx } from '@tezgah/persistence';
import { planCreate, planUpdate } from './product-plan';
import { type ProductRow, toProductDto } from './product-row';
import { ProductWriter } from './product-writer';
import { ProductsRepository } from './products.repository';
import type { StockCause } from './stock-ledger';
import { StockLedgerRepository } from './stock-ledger.repository';

/** Products of every tenant; a tenant only ever sees its own (another's product is 404). */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly ledger: StockLedgerRepository,
    private readonly writer: ProductWriter,
    private readonly transactions: Transactions,
  ) {}

  async list(ctx: RequestContext, query: ProductListQuery): Promise<PageDto<ProductDto>> {
    const { rows, total } = await this.products.list(ctx.tenant_id, query);
    return { data: rows.map(toProductDto), pagination: paginationOf(query.page, query.per_page, total) };
  }

  outOfStockCount(ctx: RequestContext): Promise<number> {
    return this.products.outOfStockCount(ctx.tenant_id);
  }

  /** Invoicing's KDV rates of an order's SKUs (decisions §8): null for a product without one or a SKU without a live product. */
  async vatRates(ctx: RequestContext, skus: string[]): Promise<Record<string, VatRate | null>> {
    const rates = await this.products.vatRates(ctx.tenant_id, skus);
    return Object.fromEntries(skus.map((sku) => [sku, rates.get(sku) ?? null]));
  }

  async get(ctx: RequestContext, id: string): Promise<ProductDto> {
    return toProductDto(found(await this.products.findLive(ctx.tenant_id, id)));
  }

  create(ctx: RequestContext, input: ProductInput): Promise<ProductDto> {
    return this.write(async (tx, now) => {
      const write = planCreate(ctx.tenant_id, input, now);
      await this.writer.write(tx, ctx.tenant_id, cause(ctx, 'create'), { inserts: [write], updates: [] }, now);
      return write.next;
    });
  }

  /** PATCH: partial; a stock change in it is a ledger row like any other. */
  update(ctx: RequestContext, id: string, changes: ProductChanges): Promise<ProductDto> {
    return this.change(ctx, id, changes, 'patch');
  }

  setStock(ctx: RequestContext, id: string, stock: number): Promise<ProductDto> {
    return this.change(ctx, id, { stock }, 'stock');
  }

  async delete(ctx: RequestContext, id: string): Promise<{ id: string }> {
    await this.transactions.run(async (tx) => {
      if (!(await this.products.softDelete(tx, ctx.tenant_id, id, new Date()))) throw new DomainError('resource.not_found');
      await this.products.countLive(tx, ctx.tenant_id, -1);
    });
    return { id };
  }

  async stockMovements(ctx: RequestContext, id: string, pageNo: number, perPage: number): Promise<PageDto<StockMovementDto>> {
    found(await this.products.findLive(ctx.tenant_id, id));
    const { rows, total } = await this.ledger.movements(id, pageNo, perPage);
    return { data: rows, pagination: paginationOf(pageNo, perPage, total) };
  }

  private change(ctx: RequestContext, id: string, changes: ProductChanges, source: 'patch' | 'stock'): Promise<ProductDto> {
    return this.write(async (tx, now) => {
      const current = found(await this.products.lockById(tx, ctx.tenant_id, id));
      const write = planUpdate(current, changes, now);
      if (!write) return current;
      // A PATCH of one of the two is judged with the other as stored.
      if (!salePriceWithinPrice(write.next.price, write.next.sale_price)) {
        const problem = [{ code: 'sale_price_above_price', message: fieldMessage('sale_price_above_price') }];
        throw new DomainError('validation.failed', { price: problem, sale_price: problem });
      }
      await this.writer.write(tx, ctx.tenant_id, cause(ctx, source), { inserts: [], updates: [write] }, now);
      return write.next;
    });
  }

  /** One transaction: its commit has the relay publish its events at once. */
  private async write(work: (tx: Tx, now: Date) => Promise<ProductRow>): Promise<ProductDto> {
    return toProductDto(await this.transactions.run((tx) => work(tx, new Date())));
  }
}

function found(row: ProductRow | null): ProductRow {
  if (!row) throw new DomainError('resource.not_found');
  return row;
}

function cause(ctx: RequestContext, source: StockCause['source']): StockCause {
  return { source, reference: null, user_id: ctx.user_id, request_id: ctx.request_id };
}
