// The baseline of catalog-products-list: a bare Fastify server whose one route runs the catalog's
// own list statement (ProductsRepository.list from dist/, on a pg.Pool as large as the service's,
// named and so prepared per connection exactly as the catalog's own reads do it, `readsOf`) for
// one tenant and answers with the same {data, pagination}, rows mapped by the catalog's
// toProductDto. No JWT, no rate limit, no NATS hop: only the query and the JSON. `/before/v1/products`
// answers a search the way the catalog did before product_search (search-before.mjs), on its copy table.
// Runs as a child process; reports { ready: true, port } once listening.
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { listAnswer, listQueryOf } from './products-list-answer.mjs';
import { beforeSearchStatement } from './search-before.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../../dist');
const { PRODUCT_COLUMNS, ProductsRepository, productRowOf } = require(path.join(dist, 'apps/catalog/src/products/products.repository.js'));
const { searchPattern } = require(path.join(dist, 'apps/catalog/src/products/search-text.js'));

const { DATABASE_URL, TENANT_ID } = process.env;
if (!DATABASE_URL || !TENANT_ID) throw new Error('DATABASE_URL and TENANT_ID are required');

// The catalog's data source: 10 connections, its schema first on the search path (persistence lib).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10, options: '-c search_path=catalog,public' });
// What `readsOf` finds in an initialised PostgreSQL data source: its pool, read on straight.
const products = new ProductsRepository({ driver: { master: pool }, isInitialized: true });

const BEFORE_SEARCH = beforeSearchStatement(PRODUCT_COLUMNS);

const app = Fastify({ logger: false });
app.get('/v1/products', async (request) => {
  const query = listQueryOf(request);
  return listAnswer(query, await products.list(TENANT_ID, query));
});
app.get('/before/v1/products', async (request) => {
  const query = listQueryOf(request);
  const params = [TENANT_ID, query.per_page, (query.page - 1) * query.per_page, searchPattern(query.search ?? '')];
  const { rows } = await pool.query(BEFORE_SEARCH, params);
  const found = { total: Number(rows[0]?.total ?? 0), rows: rows.filter((row) => row.id !== null).map(productRowOf) };
  return listAnswer(query, found);
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
