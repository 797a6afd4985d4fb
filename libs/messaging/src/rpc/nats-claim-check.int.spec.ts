import { definePattern } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { connect, Empty, headers, JSONCodec, StorageType, type JetStreamManager, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import type { MessagingLogger } from '../logger';
import { ctx, recordingLogger, rpcTransportContract, type RpcPair } from '../../test/rpc-transport.contract';
import { CLAIM_HEADER, NatsClaimCheck } from './nats-claim-check';
import { NatsRpcTransport } from './nats-rpc-transport';

const url = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const prefix = `t${randomUUID().slice(0, 8)}`;
const namespaces: string[] = [];
/** A namespace, so a bucket, per test: whether the bucket exists is part of what they prove. */
function newNamespace(): string {
  // The dot proves the bucket name is made valid (bucket names allow no dots).
  const namespace = `${prefix}.n${namespaces.length}`;
  namespaces.push(namespace);
  return namespace;
}
const streamOf = (namespace: string) => `OBJ_${NatsClaimCheck.bucketName(namespace)}`;

const MiB = 1024 * 1024;
/** Random text: a lost, doubled or shuffled chunk cannot go unnoticed. */
const randomText = (bytes: number) => randomBytes((bytes * 3) / 4).toString('base64');

let nc: NatsConnection;
let jsm: JetStreamManager;
beforeAll(async () => {
  nc = await connect({ servers: url });
  jsm = await nc.jetstreamManager();
});
afterAll(async () => {
  for (const namespace of namespaces) await jsm.streams.delete(streamOf(namespace)).catch(() => undefined);
  await nc.close();
});

async function openPair(
  namespace: string,
  largePayloadThresholdBytes?: number,
  logger: MessagingLogger = recordingLogger(),
): Promise<RpcPair> {
  const options = { url, namespace, logger, largePayloadThresholdBytes };
  const server = await NatsRpcTransport.connect({ ...options, serviceName: 'things' });
  const client = await NatsRpcTransport.connect({ ...options, serviceName: 'gateway' });
  return { server, client, close: async () => void (await Promise.all([server.close(), client.close()])) };
}

const bucketExists = (namespace: string) =>
  jsm.streams.info(streamOf(namespace)).then(
    () => true,
    () => false,
  );

rpcTransportContract('NatsRpcTransport, every payload through the object store', (logger) => openPair(newNamespace(), 0, logger));

describe('NatsRpcTransport with payloads larger than a NATS message', () => {
  let pair: RpcPair;
  afterEach(() => pair.close());

  it('carries a 3 MiB request intact to the handler', async () => {
    pair = await openPair(newNamespace());
    const importProducts = definePattern<{ rows: string }, number>('test.things.import');
    let received: { rows: string } | undefined;
    await pair.server.serve(importProducts, async (payload) => {
      received = payload;
      return payload.rows.length;
    });
    const rows = randomText(3 * MiB);

    await expect(pair.client.request(importProducts, ctx, { rows })).resolves.toBe(rows.length);

    expect(received?.rows === rows).toBe(true); // not toEqual: a failing diff of 3 MiB is unreadable
  });

  it('carries a 3 MiB reply intact to the requester', async () => {
    pair = await openPair(newNamespace());
    const listProducts = definePattern<object, { descriptions: string }>('test.things.list');
    const descriptions = randomText(3 * MiB);
    await pair.server.serve(listProducts, async () => ({ descriptions }));

    const reply = await pair.client.request(listProducts, ctx, {});
    const json = new TextDecoder().decode(await pair.client.requestJson(listProducts, ctx, {}));

    expect(reply.descriptions === descriptions).toBe(true);
    expect(json === JSON.stringify({ descriptions })).toBe(true);
  });

  it('deletes each object once it is read, leaving the bucket empty', async () => {
    const namespace = newNamespace();
    pair = await openPair(namespace, 1024);
    const echo = definePattern<string, string>('test.things.echo');
    await pair.server.serve(echo, async (payload) => payload);
    const text = randomText(64 * 1024);

    await expect(pair.client.request(echo, ctx, text)).resolves.toBe(text);

    const store = await nc.jetstream().views.os(NatsClaimCheck.bucketName(namespace));
    const { size, streamInfo } = await store.status();
    expect(streamInfo.state.last_seq).toBeGreaterThan(0); // both payloads did go through the bucket
    expect(await store.list()).toEqual([]);
    // Only the small deletion markers remain (they expire with the bucket's max age).
    expect(size).toBeLessThan(4 * 1024);
  });

  it('never creates the bucket while every payload is small', async () => {
    const namespace = newNamespace();
    pair = await openPair(namespace);
    const echo = definePattern<string, string>('test.things.echo');
    await pair.server.serve(echo, async (payload) => payload);

    await expect(pair.client.request(echo, ctx, randomText(64 * 1024))).resolves.toHaveLength(64 * 1024);

    expect(await bucketExists(namespace)).toBe(false);
  });

  it('brings a handler error on a large request back as the same DomainError as on a small one', async () => {
    pair = await openPair(newNamespace());
    const failing = definePattern<string, never>('test.things.failing');
    await pair.server.serve(failing, async () => {
      throw new DomainError('rate_limit.exceeded', { limit: 10 }, 30);
    });
    const failureOf = (payload: string) => pair.client.request(failing, ctx, payload).catch((e: unknown) => e);

    const [small, large] = await Promise.all([failureOf('x'), failureOf(randomText(3 * MiB))]);

    expect(large).toBeInstanceOf(DomainError);
    expect((large as DomainError).toWire()).toEqual((small as DomainError).toWire());
    expect((large as DomainError).code).toBe('rate_limit.exceeded');
  });

  describe('when the object store refuses the bytes', () => {
    let logger: ReturnType<typeof recordingLogger>;
    beforeEach(async () => {
      const namespace = newNamespace();
      // A bucket too small for any payload of these tests: every put fails.
      const tooSmall = { max_bytes: 1024, storage: StorageType.Memory };
      await nc.jetstream().views.os(NatsClaimCheck.bucketName(namespace), tooSmall);
      logger = recordingLogger();
      pair = await openPair(namespace, 1024, logger);
    });

    it('fails a large request as server.unavailable', async () => {
      const echo = definePattern<string, string>('test.things.echo');
      await pair.server.serve(echo, async (payload) => payload);

      const error = await pair.client.request(echo, ctx, randomText(64 * 1024)).catch((e: unknown) => e);

      expect((error as DomainError).code).toBe('server.unavailable');
    });

    it('answers a large reply with server.unavailable at once, not at the timeout', async () => {
      const list = definePattern<object, string>('test.things.list');
      await pair.server.serve(list, async () => randomText(64 * 1024));
      const started = Date.now();

      const error = await pair.client.request(list, ctx, {}, { timeoutMs: 3_000 }).catch((e: unknown) => e);

      expect((error as DomainError).code).toBe('server.unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(logger.errors).toEqual([expect.objectContaining({ pattern: list.name })]);
    });
  });

  it('answers server.unavailable to a claim whose object is gone, without waiting for the timeout', async () => {
    const namespace = newNamespace();
    const logger = recordingLogger();
    pair = await openPair(namespace, undefined, logger);
    const echo = definePattern<string, string>('test.things.echo');
    await pair.server.serve(echo, async (payload) => payload);
    const claim = headers();
    claim.set(CLAIM_HEADER, 'expired-long-ago');

    const msg = await nc.request(`${namespace}.rpc.${echo.name}`, Empty, { headers: claim, timeout: 3_000 });

    expect(JSONCodec().decode(msg.data)).toEqual({ ok: false, error: { code: 'server.unavailable', status: 503 } });
    expect(logger.errors).toEqual([expect.objectContaining({ object: 'expired-long-ago' })]);
  });

  it('keeps an answer in flight while its large reply is stored, so close() still sends it', async () => {
    pair = await openPair(newNamespace());
    const slowList = definePattern<object, string>('test.things.slow-list');
    const descriptions = randomText(3 * MiB);
    await pair.server.serve(slowList, () => new Promise((resolve) => setTimeout(() => resolve(descriptions), 100)));
    const running = pair.client.request(slowList, ctx, {});
    await new Promise((resolve) => setTimeout(resolve, 50));

    await pair.server.close();

    expect((await running) === descriptions).toBe(true);
  });
});
