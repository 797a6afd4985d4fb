import {
  connectorPatternsFor,
  MARKETPLACES,
  MarketplaceConnectionChanged,
  MarketplaceDisconnected,
  type RequestContext,
} from '@tezgah/contracts';
import { EventOutbox, type RpcTransport } from '@tezgah/messaging';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeRpcTransport, fakeTransactions } from '@tezgah/testing/unit';
import { connectionRow } from '../../test/connection-row';
import { loadMarketplacesConfig } from '../config/marketplaces.config';
import { GrantFlow } from '../grants/grant-flow';
import { ConnectionEstablisher } from './connection-establisher';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { CredentialVault } from './credential-vault';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'owner', request_id: 'req_1' };
const config = loadMarketplacesConfig({ TEZGAH_ENV: 'demo' });
const notFound = expect.objectContaining({ code: 'resource.not_found' });

describe(ConnectionsService.name, () => {
  let sut: ConnectionsService;
  let connections: jest.Mocked<ConnectionsRepository>;
  let outbox: jest.Mocked<EventOutbox>;
  let vault: jest.Mocked<CredentialVault>;
  let establisher: jest.Mocked<ConnectionEstablisher>;
  let grants: jest.Mocked<GrantFlow>;
  let rpc: jest.Mocked<RpcTransport>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    connections = automock(ConnectionsRepository);
    outbox = automock(EventOutbox);
    vault = automock(CredentialVault);
    establisher = automock(ConnectionEstablisher);
    grants = automock(GrantFlow);
    rpc = fakeRpcTransport();
    sut = new ConnectionsService(connections, transactions, outbox, vault, establisher, grants, rpc, config);
  });

  it("lists every marketplace of the registry, with the tenant's own rows merged in", async () => {
    connections.listOfTenant.mockResolvedValue([connectionRow({ product_count: 12 })]);
    const listed = await sut.list(ctx);
    expect(connections.listOfTenant).toHaveBeenCalledWith('ten_a');
    expect(listed.map((entry) => entry.slug)).toEqual(MARKETPLACES.map((marketplace) => marketplace.slug));
    expect(listed.find((entry) => entry.slug === 'n11')).toMatchObject({ status: 'connected', connected: true, product_count: 12 });
    expect(listed.find((entry) => entry.slug === 'trendyol')).toMatchObject({ status: 'disconnected', connected: false });
  });

  describe('connect', () => {
    const credentials = { api_key: 'key', api_secret: 'secret' };

    it('verifies pasted credentials with the connector (on the stored config) before establishing the connection', async () => {
      connections.find.mockResolvedValue(
        connectionRow({ status: 'disconnected', config: { environment: 'production', cargo_provider: null } }),
      );
      rpc.request.mockResolvedValue({ seller_id: '', store_name: 'Mağazam' });
      establisher.establish.mockResolvedValue({ connection_id: 'con_1', sync_job_id: 'job_2' });
      expect(await sut.connect(ctx, { slug: 'n11', credentials })).toEqual({ connection_id: 'con_1', sync_job_id: 'job_2' });
      expect(connections.find).toHaveBeenCalledWith('ten_a', 'n11');
      expect(rpc.request).toHaveBeenCalledWith(
        connectorPatternsFor('n11').verify,
        ctx,
        { slug: 'n11', credentials, config: { environment: 'production', cargo_provider: null } },
        expect.anything(),
      );
      expect(establisher.establish).toHaveBeenCalledWith(ctx, 'n11', credentials, { seller_id: '', store_name: 'Mağazam' });
    });

    it('verifies a first connection on the default config', async () => {
      connections.find.mockResolvedValue(null);
      await sut.connect(ctx, { slug: 'n11', credentials });
      expect(rpc.request.mock.calls[0][2]).toMatchObject({ config: config.defaultConnectionConfig });
    });

    it('refuses credentials that do not fit the marketplace, and an unknown marketplace, before asking anyone', async () => {
      await expect(sut.connect(ctx, { slug: 'n11', credentials: { api_key: 'key' } })).rejects.toMatchObject({ code: 'validation.failed' });
      await expect(sut.connect(ctx, { slug: 'nowhere', credentials })).rejects.toEqual(notFound);
      expect(rpc.request).not.toHaveBeenCalled();
      expect(establisher.establish).not.toHaveBeenCalled();
    });

    it('starts the grant of an oauth marketplace instead', async () => {
      grants.start.mockResolvedValue({ connection_id: 'con_2', sync_job_id: null, authorization_url: 'https://consent' });
      expect(await sut.connect(ctx, { slug: 'amazon', credentials: {} })).toMatchObject({ authorization_url: 'https://consent' });
      expect(grants.start).toHaveBeenCalledWith(ctx, 'amazon');
    });
  });

  describe('disconnect', () => {
    it('wipes a live connection and announces its end with the change, in one transaction', async () => {
      connections.lock.mockResolvedValue(connectionRow());
      expect(await sut.disconnect(ctx, 'n11')).toBeNull();
      expect(connections.lock).toHaveBeenCalledWith(tx, 'ten_a', 'n11');
      expect(connections.update).toHaveBeenCalledWith(tx, 'con_1', {
        status: 'disconnected',
        credentials_sealed: null,
        connected_at: null,
        grant_state_nonce: null,
        grant_refresh_due_at: null,
      });
      const [onTx, events] = outbox.add.mock.calls[0];
      expect(onTx).toBe(tx);
      expect(events.map((entry) => entry.event)).toEqual([MarketplaceDisconnected, MarketplaceConnectionChanged]);
      expect(events[1].data).toMatchObject({ connection_id: 'con_1', status: 'disconnected' });
    });

    it('announces only the change for a connection that never went live', async () => {
      connections.lock.mockResolvedValue(connectionRow({ status: 'pending_authorization' }));
      await sut.disconnect(ctx, 'n11');
      expect(outbox.add.mock.calls[0][1].map((entry) => entry.event)).toEqual([MarketplaceConnectionChanged]);
    });

    it('is 404 and writes nothing when there is nothing to disconnect', async () => {
      connections.lock.mockResolvedValue(connectionRow({ status: 'disconnected' }));
      await expect(sut.disconnect(ctx, 'n11')).rejects.toEqual(notFound);
      connections.lock.mockResolvedValue(null);
      await expect(sut.disconnect(ctx, 'n11')).rejects.toEqual(notFound);
      expect(connections.update).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('configure', () => {
    it("merges the changes into the stored config and tells a live connection's connector", async () => {
      connections.lockOrCreate.mockResolvedValue(connectionRow({ config: { environment: 'production', cargo_provider: 'OWN_CONTRACT' } }));
      expect(await sut.configure(ctx, 'n11', { cargo_provider: null })).toEqual({
        slug: 'n11',
        config: { environment: 'production', cargo_provider: null },
      });
      expect(connections.lockOrCreate).toHaveBeenCalledWith(tx, 'ten_a', 'n11', config.defaultConnectionConfig);
      expect(connections.update).toHaveBeenCalledWith(tx, 'con_1', { config: { environment: 'production', cargo_provider: null } });
      expect(outbox.add).toHaveBeenCalledWith(tx, [expect.objectContaining({ event: MarketplaceConnectionChanged })]);
    });

    it('announces nothing for a connection that is not live', async () => {
      connections.lockOrCreate.mockResolvedValue(connectionRow({ status: 'disconnected' }));
      await sut.configure(ctx, 'n11', { environment: 'sandbox' });
      expect(connections.update).toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('access', () => {
    it('answers the live connection with its credentials opened', async () => {
      connections.find.mockResolvedValue(connectionRow({ seller_id: 'S1' }));
      vault.open.mockReturnValue({ api_key: 'key', api_secret: 'secret' });
      expect(await sut.access(ctx, 'n11')).toEqual({
        connection_id: 'con_1',
        tenant_id: 'ten_a',
        slug: 'n11',
        status: 'connected',
        credentials: { api_key: 'key', api_secret: 'secret' },
        config: { environment: 'sandbox', cargo_provider: null },
        seller_id: 'S1',
      });
      expect(vault.open).toHaveBeenCalledWith(expect.objectContaining({ id: 'con_1' }), 'k1.sealed');
    });

    it('is 404 without a live connection, never opening anything', async () => {
      connections.find.mockResolvedValue(connectionRow({ status: 'reauthorization_required' }));
      await expect(sut.access(ctx, 'n11')).rejects.toEqual(notFound);
      connections.find.mockResolvedValue(null);
      await expect(sut.access(ctx, 'n11')).rejects.toEqual(notFound);
      expect(vault.open).not.toHaveBeenCalled();
    });
  });
});
