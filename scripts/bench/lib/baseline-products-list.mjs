// The baseline of catalog-products-list: a bare Fastify server whose one route runs the catalog's
// own list statement (bare-catalog.mjs) for one tenant and answers with the same {data,
// pagination}, rows mapped by the catalog's toProductDto. No JWT, no rate limit, no NATS hop: only
// the query and the JSON. `/before/v1/products` answers a search the way the catalog did before
// product_search (search-before.mjs), on its copy table. With `HOP_SUBJECT`, `/hop/v1/products`
// asks bare-catalog-responder.mjs over NATS for the same page and relays its bytes: the floor of a hop.
// Runs as a child process; reports { ready: true, port } once listening.
import Fastify from 'fastify';
import { connect } from 'nats';
import { bareCatalog, PRODUCT_COLUMNS, productRowOf, searchPattern } from './bare-catalog.mjs';
import { listAnswer, listQueryOf } from './products-list-answer.mjs';
import { beforeSearchStatement } from './search-before.mjs';

const { DATABASE_URL, TENANT_ID, HOP_SUBJECT, NATS_URL = 'nats://127.0.0.1:4222' } = process.env;
if (!DATABASE_URL || !TENANT_ID) throw new Error('DATABASE_URL and TENANT_ID are required');

const { pool, products } = bareCatalog(DATABASE_URL);
const hop = HOP_SUBJECT ? await connect({ servers: NATS_URL }) : null;

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

if (hop) {
  app.get('/hop/v1/products', async (request, reply) => {
    const answer = await hop.request(HOP_SUBJECT, Buffer.from(JSON.stringify(listQueryOf(request))), { timeout: 10_000 });
    return reply.type('application/json; charset=utf-8').send(Buffer.from(answer.data));
  });
}

await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => hop?.drain())
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
