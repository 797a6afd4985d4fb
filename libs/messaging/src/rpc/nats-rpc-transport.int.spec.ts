import { definePattern } from '@tezgah/contracts';
import type { DomainError } from '@tezgah/errors';
import { randomUUID } from 'node:crypto';
import { ctx, rpcTransportContract } from '../../test/rpc-transport.contract';
import { NatsRpcTransport } from './nats-rpc-transport';

const url = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
const namespace = `t${randomUUID().slice(0, 8)}`;

rpcTransportContract('NatsRpcTransport', async (logger) => {
  const server = await NatsRpcTransport.connect({ url, namespace, serviceName: 'things', logger });
  const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway', logger });
  return { server, client, close: async () => void (await Promise.all([server.close(), client.close()])) };
});

describe('NatsRpcTransport', () => {
  it('shares requests between replicas of one service (one queue group), each answered once', async () => {
    const replicas = await Promise.all([1, 2].map(() => NatsRpcTransport.connect({ url, namespace, serviceName: 'things' })));
    const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway' });
    const whoAmI = definePattern<object, number>('test.things.who');
    await Promise.all(replicas.map((replica, i) => replica.serve(whoAmI, async () => i)));

    const answers = await Promise.all(Array.from({ length: 40 }, () => client.request(whoAmI, ctx, {})));

    expect(answers).toHaveLength(40);
    expect(new Set(answers)).toEqual(new Set([0, 1]));
    await Promise.all([...replicas, client].map((t) => t.close()));
  });

  it('hears "no responders" from the server at once, not at the time-out', async () => {
    const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway', defaultTimeoutMs: 5000 });
    const started = Date.now();

    const error = await client.request(definePattern<object, never>('test.things.nobody'), ctx, {}).catch((e: unknown) => e);

    expect((error as DomainError).code).toBe('server.unavailable');
    expect(Date.now() - started).toBeLessThan(1000);
    await client.close();
  });

  it('matches each of many concurrent replies to its own request, and drops a reply that came after its time-out', async () => {
    const server = await NatsRpcTransport.connect({ url, namespace, serviceName: 'things' });
    const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway' });
    const echo = definePattern<{ n: number; delayMs: number }, number>('test.things.echo');
    await server.serve(echo, ({ n, delayMs }) => new Promise((resolve) => setTimeout(() => resolve(n), delayMs)));

    const late = client.request(echo, ctx, { n: -1, delayMs: 300 }, { timeoutMs: 50 }).catch((e: unknown) => e);
    // Replies come back in another order than the requests went out.
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => client.request(echo, ctx, { n, delayMs: (n * 7) % 40 })));

    expect(answers).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(((await late) as DomainError).code).toBe('server.unavailable');
    await new Promise((resolve) => setTimeout(resolve, 350)); // the late reply arrives now, for nobody
    await expect(client.request(echo, ctx, { n: 7, delayMs: 0 })).resolves.toBe(7);
    await Promise.all([server.close(), client.close()]);
  });

  it('fails what still waits when the caller closes its connection', async () => {
    const server = await NatsRpcTransport.connect({ url, namespace, serviceName: 'things' });
    const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway' });
    const slow = definePattern<object, string>('test.things.slow');
    await server.serve(slow, () => new Promise((resolve) => setTimeout(() => resolve('too late'), 300)));

    const waiting = client.request(slow, ctx, {}, { timeoutMs: 10_000 }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.close();

    expect(((await waiting) as DomainError).code).toBe('server.unavailable');
    await server.close();
  });
});
