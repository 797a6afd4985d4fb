// Seeds products into the single process's PGlite data directory (no process may hold it), the
// same rows seed-products.mjs writes into PostgreSQL. Runs as a child process, as the data
// directory stays locked by whichever process opened it until that process exits; reports
// { ready: true, middleSku } once done, then exits.
import { createRequire } from 'node:module';
import path from 'node:path';
import { seedProducts } from './seed-products.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const { openPglite } = require(path.join(root, 'dist/libs/persistence/src/index.js'));

const { DATA_DIR, TENANT_ID, COUNT, SKU_PREFIX } = process.env;
if (!DATA_DIR || !TENANT_ID || !COUNT || !SKU_PREFIX) throw new Error('DATA_DIR, TENANT_ID, COUNT and SKU_PREFIX are required');

const db = await openPglite(DATA_DIR);
const { middleSku } = await seedProducts(root, db, { tenantId: TENANT_ID, count: Number(COUNT), skuPrefix: SKU_PREFIX });
await db.close();
process.send({ ready: true, middleSku }, () => process.exit(0));
