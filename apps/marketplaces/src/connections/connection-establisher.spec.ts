import {
  JobsCreate,
  JobsReport,
  MARKETPLACE_SYNC_JOB_TYPE,
  MarketplaceConnected,
  MarketplaceConnectionChanged,
  noticeMessage,
  type RequestContext,
} from '@tezgah/contracts';
import { fieldError } from '@tezgah/errors';
import { EventOutbox, type RpcTransport } from '@tezgah/messaging';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeRpcTransport, fakeTransactions } from '@tezgah/testing/unit';
import { connectionRow } from '../../test/connection-row';
import { loadMarketplacesConfig } from '../config/marketplaces.config';
import { ConnectionEstablisher } from './connection-establisher';
import { ConnectionsRepository } from './connections.repository';
import { CredentialVault } from './credential-vault';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'owner', request_id: 'req_1' };
const config = loadMarketplacesConfig({ TEZGAH_ENV: 'demo' });
const credentials = { api_key: 'key', api_secret: 'secret' };
const account = { seller_id: 'S1', store_name: 'Yeni Mağaza' };

describe(ConnectionEstablisher.name, () => {
  let sut: ConnectionEstablisher;
  let connections: jest.Mocked<ConnectionsRepository>;
  let outbox: jest.Mocked<EventOutbox>;
  let vault: jest.Mocked<CredentialVault>;
  let rpc: jest.Mocked<RpcTransport>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    connections = automock(ConnectionsRepository);
    outbox = automock(EventOutbox);
    vault = automock(CredentialVault);
    rpc = fakeRpcTransport();
    vault.seal.mockReturnValue('k1.sealed-new');
    sut = new ConnectionEstablisher(connections, transactions, outbox, vault, rpc, config);
  });

  it('connects a disconnected marketplace: its first sync job created before the transaction, then stored and announced', async () => {
    connections.find.mockResolvedValue(null);
    connections.lockOrCreate.mockResolvedValue(connectionRow({ status: 'disconnected', credentials_sealed: null, last_sync_job_id: null }));
    transactions.run.mockImplementation(async (work) => {
      expect(rpc.request).toHaveBeenCalledWith(JobsCreate, ctx, { type: MARKETPLACE_SYNC_JOB_TYPE, id: expect.stringMatching(/^job_/) });
      return work(tx);
    });
    const result = await sut.establish(ctx, 'n11', credentials, account);
    const { id: jobId } = rpc.request.mock.calls[0][2] as { id: string };
    expect(result).toEqual({ connection_id: 'con_1', sync_job_id: jobId });
    expect(vault.seal).toHaveBeenCalledWith(expect.objectContaining({ id: 'con_1' }), credentials);
    expect(connections.update).toHaveBeenCalledWith(tx, 'con_1', {
      credentials_sealed: 'k1.sealed-new',
      seller_id: 'S1',
      store_name: 'Yeni Mağaza',
      grant_state_nonce: null,
      grant_refreshed_at: null,
      grant_refresh_due_at: null,
      status: 'connected',
      connected_at: expect.any(Date),
      last_sync_job_id: jobId,
    });
    const events = outbox.add.mock.calls[0][1];
    expect(events.map((entry) => entry.event)).toEqual([MarketplaceConnected, MarketplaceConnectionChanged]);
    expect(events[1].data).toMatchObject({ status: 'connected', sync_job_id: jobId });
    expect(rpc.request).toHaveBeenCalledTimes(1);
  });

  it('only replaces the credentials of a live connection: no job, no public event', async () => {
    connections.find.mockResolvedValue(connectionRow());
    connections.lockOrCreate.mockResolvedValue(connectionRow());
    expect(await sut.establish(ctx, 'n11', credentials, account)).toEqual({ connection_id: 'con_1', sync_job_id: 'job_sync' });
    expect(rpc.request).not.toHaveBeenCalled();
    expect(connections.update).toHaveBeenCalledWith(tx, 'con_1', expect.not.objectContaining({ status: expect.anything() }));
    expect(outbox.add.mock.calls[0][1].map((entry) => entry.event)).toEqual([MarketplaceConnectionChanged]);
  });

  it('keeps an oauth grant due for its refresh one interval after now', async () => {
    connections.find.mockResolvedValue(connectionRow({ slug: 'amazon' }));
    connections.lockOrCreate.mockResolvedValue(connectionRow({ slug: 'amazon' }));
    await sut.establish(ctx, 'amazon', { refresh_token: 'r' }, account);
    const stored = connections.update.mock.calls[0][2];
    expect(stored.grant_refresh_due_at!.getTime() - stored.grant_refreshed_at!.getTime()).toBe(config.TEZGAH_GRANT_REFRESH_INTERVAL_MS);
  });

  it('is 409 when the connection was ended between the first read and the lock', async () => {
    connections.find.mockResolvedValue(connectionRow());
    connections.lockOrCreate.mockResolvedValue(connectionRow({ status: 'disconnected' }));
    await expect(sut.establish(ctx, 'n11', credentials, account)).rejects.toMatchObject({ code: 'resource.conflict' });
    expect(connections.update).not.toHaveBeenCalled();
  });

  it('closes the sync job as failed when the check on the locked row refuses, and answers the refusal', async () => {
    connections.find.mockResolvedValue(null);
    connections.lockOrCreate.mockResolvedValue(connectionRow({ status: 'disconnected' }));
    const refusal = fieldError('state', 'grant_state_used');
    await expect(
      sut.establish(ctx, 'n11', credentials, account, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const { id: jobId } = rpc.request.mock.calls[0][2] as { id: string };
    expect(rpc.request).toHaveBeenLastCalledWith(JobsReport, ctx, {
      job_id: jobId,
      status: 'failed',
      error: noticeMessage('connection_not_stored'),
    });
    expect(connections.update).not.toHaveBeenCalled();
  });
});
