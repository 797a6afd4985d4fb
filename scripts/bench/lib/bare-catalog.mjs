// The catalog's list statement without the service around it, for the bare baselines:
// ProductsRepository.list from dist/ on a pg.Pool as large as the service's (10 connections, its
// schema first on the search path), named and so prepared per connection exactly as the catalog's
// own reads do it (`readsOf` finds the pool of an initialised PostgreSQL data source).
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../../dist');
const { PRODUCT_COLUMNS, ProductsRepository, productRowOf } = require(path.join(dist, 'apps/catalog/src/products/products.repository.js'));
const { searchPattern } = require(path.join(dist, 'libs/persistence/src/search-text.js'));

export { PRODUCT_COLUMNS, productRowOf, searchPattern };

export function bareCatalog(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=catalog,public' });
  return { pool, products: new ProductsRepository({ driver: { master: pool }, isInitialized: true }) };
}
