import { Injectable } from '@nestjs/common';
import {
  type PageDto,
  paginationOf,
  type ProductChanges,
  type ProductDto,
  type ProductInput,
  type ProductListQuery,
  type RequestContext,
  type StockMovementDto,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { OutboxRelay } from '@tezgah/messaging';
import { type Reads, readsOf } from '@tezgah/persistence';
import { DataSource, type EntityManager } from 'typeorm';
import { planCreate, planUpdate } from './product-plan';
import { type ProductRow, toProductDto } from './product-row';
import { ProductStore } from './product.store';
import { writeProducts } from './product-writes';
import { type StockCause, StockLedger } from './stock-ledger';

/** Products of every tenant; a tenant only ever sees its own (another's product is 404). */
@Injectable()
export class ProductsService {
  /** The hot reads, on the pool itself (prepared statements; no query runner each). */
  private readonly reads: Reads;

  constructor(
    private readonly db: DataSource,
    private readonly relay: OutboxRelay,
  ) {
    this.reads = readsOf(db);
  }

  async list(ctx: RequestContext, query: ProductListQuery): Promise<PageDto<ProductDto>> {
    const { rows, total } = await ProductStore.list(this.reads, ctx.tenant_id, query);
    return { data: rows.map(toProductDto), pagination: paginationOf(query.page, query.per_page, total) };
  }

  async get(ctx: RequestContext, id: string): Promise<ProductDto> {
    return toProductDto(found(await ProductStore.findLive(this.reads, ctx.tenant_id, id)));
  }

  create(ctx: RequestContext, input: ProductInput): Promise<ProductDto> {
    return this.write(async (manager, now) => {
      const write = planCreate(ctx.tenant_id, input, now);
      await writeProducts(manager, ctx.tenant_id, cause(ctx, 'create'), { inserts: [write], updates: [] }, now);
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
    await this.db.transaction(async (manager) => {
      if (!(await ProductStore.softDelete(manager, ctx.tenant_id, id, new Date()))) throw new DomainError('resource.not_found');
      await ProductStore.countLive(manager, ctx.tenant_id, -1);
    });
    return { id };
  }

  async stockMovements(ctx: RequestContext, id: string, pageNo: number, perPage: number): Promise<PageDto<StockMovementDto>> {
    found(await ProductStore.findLive(this.reads, ctx.tenant_id, id));
    const { rows, total } = await StockLedger.movements(this.db, id, pageNo, perPage);
    return { data: rows, pagination: paginationOf(pageNo, perPage, total) };
  }

  private change(ctx: RequestContext, id: string, changes: ProductChanges, source: 'patch' | 'stock'): Promise<ProductDto> {
    return this.write(async (manager, now) => {
      const current = found(await ProductStore.lockById(manager, ctx.tenant_id, id));
      const write = planUpdate(current, changes, now);
      if (!write) return current;
      await writeProducts(manager, ctx.tenant_id, cause(ctx, source), { inserts: [], updates: [write] }, now);
      return write.next;
    });
  }

  /** One transaction, then the relay publishes its events at once. */
  private async write(work: (manager: EntityManager, now: Date) => Promise<ProductRow>): Promise<ProductDto> {
    const row = await this.db.transaction((manager) => work(manager, new Date()));
    this.relay.wake();
    return toProductDto(row);
  }
}

function found(row: ProductRow | null): ProductRow {
  if (!row) throw new DomainError('resource.not_found');
  return row;
}

function cause(ctx: RequestContext, source: StockCause['source']): StockCause {
  return { source, reference: null, user_id: ctx.user_id, request_id: ctx.request_id };
}
