// The far side of catalog-products-list's bare hop: the list statement (bare-catalog.mjs) answering
// NATS requests, each a list query as JSON, with the page as JSON; answers run concurrently, as the
// catalog's do. What a gateway → service design cannot avoid, without a gateway or a service
// framework: one HTTP server, one NATS request and its reply through the NATS server, the statement.
// Runs as a child process; reports { ready: true, subject } once subscribed.
import { connect } from 'nats';
import { bareCatalog } from './bare-catalog.mjs';
import { listAnswer } from './products-list-answer.mjs';

const { DATABASE_URL, TENANT_ID, NATS_URL = 'nats://127.0.0.1:4222' } = process.env;
if (!DATABASE_URL || !TENANT_ID) throw new Error('DATABASE_URL and TENANT_ID are required');

const { pool, products } = bareCatalog(DATABASE_URL);
const nats = await connect({ servers: NATS_URL });
const subject = `bench.bare-catalog.${process.pid}`;

async function answer(message) {
  const query = JSON.parse(Buffer.from(message.data).toString('utf8'));
  message.respond(Buffer.from(JSON.stringify(listAnswer(query, await products.list(TENANT_ID, query)))));
}
nats.subscribe(subject, { callback: (error, message) => void (error ? undefined : answer(message)) });
await nats.flush();

process.send({ ready: true, subject });
process.once('SIGTERM', () =>
  nats
    .drain()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
