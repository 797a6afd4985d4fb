// The catalog's list answer, for the bare baselines: the query the route reads, and the page the
// catalog answers ({data, pagination}, rows mapped by its own toProductDto), both from dist/.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../../dist');
const { toProductDto } = require(path.join(dist, 'apps/catalog/src/products/product-row.js'));
const { paginationOf } = require(path.join(dist, 'libs/contracts/src/resources.js'));

/** The list query of `GET /v1/products` as the bench sends it. */
export const listQueryOf = (request) => ({
  page: Number(request.query.page ?? 1),
  per_page: Number(request.query.per_page ?? 25),
  search: request.query.search?.trim() || undefined,
  marketplace: request.query.marketplace,
});

export const listAnswer = (query, { rows, total }) => ({
  data: rows.map(toProductDto),
  pagination: paginationOf(query.page, query.per_page, total),
});
