import { definePattern } from '@tezgah/contracts';
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
    const replicas = await Promise.all(
      [1, 2].map(() => NatsRpcTransport.connect({ url, namespace, serviceName: 'things' })),
    );
    const client = await NatsRpcTransport.connect({ url, namespace, serviceName: 'gateway' });
    const whoAmI = definePattern<object, number>('test.things.who');
    await Promise.all(replicas.map((replica, i) => replica.serve(whoAmI, async () => i)));

    const answers = await Promise.all(Array.from({ length: 40 }, () => client.request(whoAmI, ctx, {})));

    expect(answers).toHaveLength(40);
    expect(new Set(answers)).toEqual(new Set([0, 1]));
    await Promise.all([...replicas, client].map((t) => t.close()));
  });
});
