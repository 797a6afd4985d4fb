import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import { ConnectionHandles } from '@tezgah/connector-runtime';
import { MarketplacesReadConfig } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { CTX } from '../../../test/trendyol.fakes';
import { PingService } from './ping.service';

describe('PingService', () => {
  const request = { supplier_id: '1001', api_key: 'key', api_secret: 'secret' };

  function setUp(config: Record<string, unknown>, verify: MarketplaceConnector['verify']) {
    const handle = { slug: 'trendyol' } as ConnectionHandle;
    const handles = automock(ConnectionHandles, { fromCredentials: jest.fn().mockReturnValue(handle) } as Partial<ConnectionHandles>);
    const connector = { verify: jest.fn(verify) } as unknown as jest.Mocked<MarketplaceConnector>;
    const rpc = fakeRpcTransport();
    rpc.request.mockResolvedValue({ config: { environment: 'stage', cargo_provider: null, ...config } });
    return { handle, handles, connector, rpc, service: new PingService(handles, connector, rpc) };
  }

  it("checks the pasted credentials in the tenant's environment, storing nothing, and names the store", async () => {
    const { handle, handles, connector, rpc, service } = setUp({ store_name: 'Tezgah Butik' }, async () => ({
      seller_id: '1001',
      store_name: null,
    }));
    const result = await service.check(request, CTX);
    expect(rpc.request).toHaveBeenCalledWith(MarketplacesReadConfig, CTX, { slug: 'trendyol' });
    expect(handles.fromCredentials).toHaveBeenCalledWith(
      't1',
      'trendyol',
      request,
      expect.objectContaining({ environment: 'stage' }),
      '1001',
    );
    expect(connector.verify).toHaveBeenCalledWith(handle);
    expect(result).toEqual({
      status: 'ok',
      supplier_id: '1001',
      store_name: 'Tezgah Butik',
      approved: true,
      checked_at: expect.any(String),
    });
  });

  it('names the store after the supplier when neither Trendyol nor the configuration does', async () => {
    const { service } = setUp({}, async () => ({ seller_id: '1001', store_name: null }));
    await expect(service.check(request, CTX)).resolves.toMatchObject({ store_name: 'Trendyol satıcısı 1001' });
  });

  it("passes the connector's refusal on as it is", async () => {
    const refusal = new DomainError('business.invalid', { api_key: [{ code: 'marketplace_refused', message: 'x' }] });
    const { service } = setUp({}, async () => {
      throw refusal;
    });
    await expect(service.check(request, CTX)).rejects.toBe(refusal);
  });
});
