import { rpcTransportContract } from '../../test/rpc-transport.contract';
import { InProcessRpcTransport } from './in-process-rpc-transport';

rpcTransportContract('InProcessRpcTransport', async (logger) => {
  const transport = new InProcessRpcTransport({ logger });
  return { server: transport, client: transport, close: () => transport.close() };
});

describe('InProcessRpcTransport', () => {
  it('refuses a second handler for the same pattern', async () => {
    const transport = new InProcessRpcTransport();
    const pattern = { name: 'test.things.twice' };
    await transport.serve(pattern, async () => 1);
    await expect(transport.serve(pattern, async () => 2)).rejects.toThrow('already served');
  });

  it('hands the handler a copy, so it cannot mutate the caller objects', async () => {
    const transport = new InProcessRpcTransport();
    const pattern = { name: 'test.things.mutate' };
    await transport.serve(pattern, async (payload: { n: number }) => {
      payload.n = 99;
      return payload.n;
    });
    const payload = { n: 1 };
    await transport.request(pattern, { tenant_id: 't', user_id: 1, role: 'owner', request_id: 'r' }, payload);
    expect(payload.n).toBe(1);
  });
});
