import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../test/fixtures/migrations';
import { Note } from '../test/fixtures/note.entity';
import { Sample } from '../test/fixtures/sample.entity';
import { TEST_TARGETS } from '../test/targets';
import { PersistenceModule } from './persistence.module';
import { Transactions } from './transactions';

jest.setTimeout(30_000);

@Injectable()
class CatalogNotes {
  constructor(
    readonly dataSource: DataSource,
    readonly transactions: Transactions,
  ) {}
}

@Module({
  imports: [PersistenceModule.forService({ schema: 'catalog', entities: [Note, Sample], migrations: MIGRATIONS, poolMax: 2 })],
  providers: [CatalogNotes],
  exports: [CatalogNotes],
})
class CatalogModule {}

@Injectable()
class OrdersNotes {
  constructor(
    readonly dataSource: DataSource,
    readonly transactions: Transactions,
  ) {}
}

@Module({
  imports: [PersistenceModule.forService({ schema: 'orders', entities: [Note], migrations: MIGRATIONS, poolMax: 2 })],
  providers: [OrdersNotes],
  exports: [OrdersNotes],
})
class OrdersModule {}

describe.each(TEST_TARGETS)('PersistenceModule on %s', (_name, open) => {
  it('gives each service module of one application its own migrated data source, closed on shutdown', async () => {
    const { target, dispose } = await open();
    try {
      @Module({ imports: [PersistenceModule.forRoot(target), CatalogModule, OrdersModule] })
      class SingleProcessModule {}

      const app = await NestFactory.createApplicationContext(SingleProcessModule, { logger: false });
      const catalog = app.get(CatalogNotes).dataSource;
      const orders = app.get(OrdersNotes).dataSource;

      expect(catalog).not.toBe(orders);
      expect(catalog.driver.schema).toBe('catalog');
      expect(orders.driver.schema).toBe('orders');
      await catalog.getRepository(Note).insert({ id: 'n1', title: 'catalog note' });
      expect(await orders.getRepository(Note).count()).toBe(0);
      expect(await catalog.query('SELECT count(*)::int AS n FROM orders.migrations')).toEqual([{ n: 2 }]);

      await app.close();
      expect(catalog.isInitialized).toBe(false);
      expect(orders.isInitialized).toBe(false);
    } finally {
      await dispose();
    }
  });

  it('gives each service module Transactions on its own data source, committing or rolling back the work', async () => {
    const { target, dispose } = await open();
    try {
      @Module({ imports: [PersistenceModule.forRoot(target), CatalogModule, OrdersModule] })
      class SingleProcessModule {}

      const app = await NestFactory.createApplicationContext(SingleProcessModule, { logger: false });
      const catalog = app.get(CatalogNotes);
      const orders = app.get(OrdersNotes);
      const schemaOf = (transactions: Transactions) =>
        transactions.run(async (tx) => ((await tx.query('SELECT current_schema() AS name')) as Array<{ name: string }>)[0].name);

      expect(await schemaOf(catalog.transactions)).toBe('catalog');
      expect(await schemaOf(orders.transactions)).toBe('orders');
      await catalog.transactions.run((tx) => tx.getRepository(Note).insert({ id: 'kept', title: 'committed' }));
      await expect(
        catalog.transactions.run(async (tx) => {
          await tx.getRepository(Note).insert({ id: 'gone', title: 'rolled back' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect((await catalog.dataSource.getRepository(Note).find()).map((note) => note.id)).toEqual(['kept']);
      await app.close();
    } finally {
      await dispose();
    }
  });
});
