// The baseline of single-process-products-list: a bare Fastify server whose one route runs the catalog's own
// list (ProductsRepository.list from dist/) on the single process's PGlite data directory, through
// the same persistence the single process uses (openPglite, the catalog's data source on the PGlite
// driver), for one tenant, answering the same {data, pagination}. No JWT, no rate limit, no
// in-process hop: only the query and the JSON. Runs as a child process; reports { ready: true, port }.
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { listAnswer, listQueryOf } from './products-list-answer.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../../dist');
const { createServiceDataSource, openPglite } = require(path.join(dist, 'libs/persistence/src/index.js'));
const { ProductsRepository } = require(path.join(dist, 'apps/catalog/src/products/products.repository.js'));

const { DATA_DIR, TENANT_ID } = process.env;
if (!DATA_DIR || !TENANT_ID) throw new Error('DATA_DIR and TENANT_ID are required');

const db = await openPglite(DATA_DIR);
const dataSource = createServiceDataSource({ schema: 'catalog', entities: [], migrations: [], poolMax: 1, target: { kind: 'pglite', db } });
await dataSource.initialize();
const products = new ProductsRepository(dataSource);

const app = Fastify({ logger: false });
app.get('/v1/products', async (request) => {
  const query = listQueryOf(request);
  return listAnswer(query, await products.list(TENANT_ID, query));
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => dataSource.destroy())
    .then(() => db.close())
    .then(() => process.exit(0)),
);
