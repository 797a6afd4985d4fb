import { randomBytes } from 'node:crypto';
import {
  connectorPatterns,
  ConnectorSyncCompleted,
  type EventEnvelope,
  type JobReport,
  JobsCreate,
  JobsReport,
  MarketplacesAccess,
  MarketplacesGrantRefused,
  MarketplacesConfigure,
  MarketplacesConnect,
  MarketplacesDisconnect,
  MarketplacesList,
  MarketplacesOauthCallback,
  MarketplacesReadConfig,
  newId,
  type RequestContext,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { loadMarketplacesConfig } from '../config/marketplaces.config';
import { GrantRefresher } from '../grants/grant-refresher';
import { GrantStateSigner } from '../grants/grant-state';
import { MarketplacesModule } from '../marketplaces.module';

const DAY_MS = 86_400_000;
const tenant = (): RequestContext => ({ tenant_id: `t-${randomSuffix()}`, user_id: 7, role: 'owner', request_id: 'req_test' });
/** The gateway's context on the grant's return: no tenant, the state names it. */
const anonymous: RequestContext = { tenant_id: '', user_id: 0, role: 'viewer', request_id: 'req_callback' };
const TRENDYOL = { supplier_id: '998877', api_key: 'ty-key-plaintext', api_secret: 'ty-secret-plaintext' };

describe.each(SERVICE_SHAPES)('marketplaces service on $name', (shape) => {
  let service: RunningService;
  let rpc: RpcTransport;
  let db: DataSource;
  const events: EventEnvelope[] = [];
  const jobsCreated: string[] = [];
  const jobReports: JobReport[] = [];
  const authorizeRequests: Array<{ state: string; redirect_uri: string }> = [];
  let refreshAnswer: 'ok' | 'expired' = 'ok';

  beforeAll(async () => {
    process.env['TEZGAH_ENCRYPTION_KEYS'] = `k1:${randomBytes(32).toString('base64')}`;
    process.env['TEZGAH_PUBLIC_URL'] = 'https://api.tezgah.example/';
    service = await startService(shape, 'marketplaces', [MarketplacesModule]);
    rpc = service.rpc;
    db = service.app.get(DataSource);
    await service.bus.subscribe({
      queue: 'observer',
      types: ['marketplace.*', 'marketplaces.#'],
      handle: async (e) => void events.push(e),
    });
    // Stand-ins for the jobs service and the connectors (other services; the real path is end-to-end).
    await rpc.serve(JobsCreate, async ({ id, type }) => {
      jobsCreated.push(id as string);
      const now = new Date().toISOString();
      return { id: id as string, type, status: 'queued', progress: 0, created_at: now, updated_at: now };
    });
    await rpc.serve(JobsReport, async (report) => {
      jobReports.push(report);
      const now = new Date().toISOString();
      return { id: report.job_id, type: 'marketplace_sync', status: 'failed', progress: 0, created_at: now, updated_at: now };
    });
    await rpc.serve(connectorPatterns('trendyol').verify, async ({ credentials }) => {
      if (credentials['api_key'] === 'invalid') throw new DomainError('business.invalid', { credentials: ['refused'] });
      if (credentials['api_key'] === 'down') throw new DomainError('marketplace.rate_limited', undefined, 30);
      return { seller_id: credentials['supplier_id'], store_name: 'Örnek Mağaza' };
    });
    await rpc.serve(connectorPatterns('amazon').authorize, async (request) => {
      authorizeRequests.push(request);
      return { authorization_url: `https://sellercentral.example/apps/authorize/consent?state=${encodeURIComponent(request.state)}` };
    });
    await rpc.serve(connectorPatterns('amazon').exchangeGrant, async ({ code, selling_partner_id }) => {
      if (code === 'refused') throw new DomainError('business.invalid');
      return {
        credentials: { refresh_token: `Atzr|grant-of-${code}` },
        account: { seller_id: selling_partner_id, store_name: 'Amazon Mağazası' },
      };
    });
    await rpc.serve(connectorPatterns('amazon').refreshGrant, async () => {
      if (refreshAnswer === 'expired') throw new DomainError('business.invalid');
      return { refresh_token_expires_at: null };
    });
  }, 60_000);

  afterAll(() => service?.close());

  const eventsOf = (ctx: RequestContext, type: string) => events.filter((e) => e.tenant_id === ctx.tenant_id && e.type === type);
  const row = async (id: string) =>
    (
      await db.query(`SELECT status, credentials_sealed, seller_id, store_name, grant_refresh_due_at FROM connections WHERE id = $1`, [id])
    )[0] as {
      status: string;
      credentials_sealed: string | null;
      seller_id: string | null;
      grant_refresh_due_at: Date | null;
    };
  const listed = async (ctx: RequestContext, slug: string) => (await rpc.request(MarketplacesList, ctx, {})).find((m) => m.slug === slug);

  /** Starts marketplace B's grant and returns the state the connector was handed. */
  async function startGrant(ctx: RequestContext) {
    const started = await rpc.request(MarketplacesConnect, ctx, { slug: 'amazon', credentials: {} });
    return { started, state: authorizeRequests[authorizeRequests.length - 1].state };
  }

  it('lists all 14 for a tenant that never connected one', async () => {
    const list = await rpc.request(MarketplacesList, tenant(), {});
    expect(list).toHaveLength(14);
    expect(list[0]).toEqual({
      slug: 'trendyol',
      name: 'Trendyol',
      status: 'disconnected',
      connected: false,
      connected_at: null,
      last_sync_at: null,
      product_count: 0,
      active_listing_count: 0,
      auth: 'credentials',
      credential_fields: [
        { name: 'supplier_id', required: true },
        { name: 'api_key', required: true },
        { name: 'api_secret', required: true },
      ],
      protocol: 'native',
      config: loadMarketplacesConfig().defaultConnectionConfig,
    });
  });

  it('connects: verified, sealed at rest, a sync job, marketplace.connected and the change in one go', async () => {
    const ctx = tenant();
    const result = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    expect(result.connection_id).toMatch(/^con_/);
    expect(jobsCreated).toContain(result.sync_job_id);

    const stored = await row(result.connection_id);
    expect(stored).toMatchObject({ status: 'connected', seller_id: '998877' });
    for (const secret of Object.values(TRENDYOL).slice(1)) expect(stored.credentials_sealed).not.toContain(secret);
    expect(stored.credentials_sealed).toMatch(/^k1\./);

    await eventually(() => eventsOf(ctx, 'marketplaces.connection.changed').length === 1);
    expect(eventsOf(ctx, 'marketplace.connected').map((e) => e.data)).toEqual([{ marketplace: 'trendyol', supplier_id: '998877' }]);
    expect(eventsOf(ctx, 'marketplaces.connection.changed')[0].data).toEqual({
      connection_id: result.connection_id,
      slug: 'trendyol',
      status: 'connected',
      sync_job_id: result.sync_job_id,
    });
    expect(JSON.stringify(events)).not.toContain('ty-secret-plaintext');

    expect(await listed(ctx, 'trendyol')).toMatchObject({ status: 'connected', connected: true, connected_at: expect.any(String) });
    const access = await rpc.request(MarketplacesAccess, ctx, { slug: 'trendyol' });
    expect(access).toMatchObject({
      connection_id: result.connection_id,
      credentials: TRENDYOL,
      seller_id: '998877',
      config: { environment: 'production', cargo_provider: null },
    });
  });

  it('reconnecting replaces the credentials without a public event, answering the last sync job', async () => {
    const ctx = tenant();
    const first = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    const again = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: { ...TRENDYOL, api_secret: 'rotated' } });
    expect(again).toEqual(first);
    await eventually(() => eventsOf(ctx, 'marketplaces.connection.changed').length === 2);
    expect(eventsOf(ctx, 'marketplaces.connection.changed')[1].data).toMatchObject({ status: 'connected', sync_job_id: null });
    expect(eventsOf(ctx, 'marketplace.connected')).toHaveLength(1);
    expect((await rpc.request(MarketplacesAccess, ctx, { slug: 'trendyol' })).credentials.api_secret).toBe('rotated');
  });

  it('stores nothing when the marketplace refuses or is busy, and refuses bad input field by field', async () => {
    const ctx = tenant();
    await expect(
      rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: { ...TRENDYOL, api_key: 'invalid' } }),
    ).rejects.toMatchObject({
      code: 'business.invalid',
    });
    await expect(
      rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: { ...TRENDYOL, api_key: 'down' } }),
    ).rejects.toMatchObject({
      code: 'marketplace.rate_limited',
      retryAfter: 30,
    });
    await expect(
      rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: { api_key: 5, extra: 'x' } }),
    ).rejects.toMatchObject({
      code: 'validation.failed',
      details: { extra: [expect.objectContaining({ code: 'unknown_field' })], api_key: [expect.objectContaining({ code: 'type_string' })] },
    });
    await expect(rpc.request(MarketplacesConnect, ctx, { slug: 'nope', credentials: {} })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
    expect(await listed(ctx, 'trendyol')).toMatchObject({ status: 'disconnected' });
    await expect(rpc.request(MarketplacesAccess, ctx, { slug: 'trendyol' })).rejects.toMatchObject({ code: 'resource.not_found' });
  });

  it('disconnects: credentials wiped, marketplace.disconnected; a second time is 404; reconnecting starts a new sync', async () => {
    const ctx = tenant();
    const first = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    await rpc.request(MarketplacesDisconnect, ctx, { slug: 'trendyol' });
    expect(await row(first.connection_id)).toMatchObject({ status: 'disconnected', credentials_sealed: null });
    await eventually(() => eventsOf(ctx, 'marketplace.disconnected').length === 1);
    expect(eventsOf(ctx, 'marketplace.disconnected')[0].data).toEqual({ marketplace: 'trendyol', reason: 'Satıcı bağlantıyı kaldırdı.' });
    await expect(rpc.request(MarketplacesDisconnect, ctx, { slug: 'trendyol' })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(MarketplacesDisconnect, ctx, { slug: 'n11' })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(MarketplacesAccess, ctx, { slug: 'trendyol' })).rejects.toMatchObject({ code: 'resource.not_found' });

    const again = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    expect(again.connection_id).toBe(first.connection_id);
    expect(again.sync_job_id).not.toBe(first.sync_job_id);
    await eventually(() => eventsOf(ctx, 'marketplace.connected').length === 2);
  });

  it('configures before connecting, hands the configuration to the connector, and tells a live connection', async () => {
    const ctx = tenant();
    expect(await rpc.request(MarketplacesConfigure, ctx, { slug: 'trendyol', config: { environment: 'stage' } })).toEqual({
      slug: 'trendyol',
      config: { environment: 'stage', cargo_provider: null, store_name: null },
    });
    expect(await listed(ctx, 'trendyol')).toMatchObject({ status: 'disconnected', config: { environment: 'stage', cargo_provider: null } });
    await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    const configured = await rpc.request(MarketplacesConfigure, ctx, {
      slug: 'trendyol',
      config: { cargo_provider: 'OWN_CONTRACT', store_name: 'Ayşe Butik' },
    });
    expect(configured.config).toEqual({ environment: 'stage', cargo_provider: 'OWN_CONTRACT', store_name: 'Ayşe Butik' });
    expect((await rpc.request(MarketplacesAccess, ctx, { slug: 'trendyol' })).config).toEqual(configured.config);
    expect((await listed(ctx, 'trendyol'))?.config).toEqual(configured.config);
    await eventually(() => eventsOf(ctx, 'marketplaces.connection.changed').length === 2);
    expect((await rpc.request(MarketplacesConfigure, ctx, { slug: 'trendyol', config: { cargo_provider: null } })).config).toEqual({
      environment: 'stage',
      cargo_provider: null,
      store_name: 'Ayşe Butik',
    });
    await expect(rpc.request(MarketplacesConfigure, ctx, { slug: 'nope', config: {} })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
  });

  it('reads the configuration a connector calls with, set or default, without credentials and without writing a row', async () => {
    const ctx = tenant();
    expect(await rpc.request(MarketplacesReadConfig, ctx, { slug: 'trendyol' })).toEqual({
      slug: 'trendyol',
      config: loadMarketplacesConfig().defaultConnectionConfig,
    });
    expect(await db.query('SELECT id FROM connections WHERE tenant_id = $1', [ctx.tenant_id])).toEqual([]);
    await rpc.request(MarketplacesConfigure, ctx, { slug: 'trendyol', config: { environment: 'stage' } });
    expect(await rpc.request(MarketplacesReadConfig, ctx, { slug: 'trendyol' })).toEqual({
      slug: 'trendyol',
      config: { environment: 'stage', cargo_provider: null, store_name: null },
    });
    await expect(rpc.request(MarketplacesReadConfig, ctx, { slug: 'nope' })).rejects.toMatchObject({ code: 'resource.not_found' });
  });

  it('marketplace B: a pending grant, completed once by its state; the grant is sealed and a sync starts', async () => {
    const ctx = tenant();
    const { started, state } = await startGrant(ctx);
    expect(started).toEqual({
      connection_id: expect.stringMatching(/^con_/),
      sync_job_id: null,
      authorization_url: expect.stringContaining('consent?state='),
    });
    expect(authorizeRequests[authorizeRequests.length - 1].redirect_uri).toBe(
      'https://api.tezgah.example/v1/marketplaces/amazon/oauth/callback',
    );
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'pending_authorization', connected: false });

    const done = await rpc.request(MarketplacesOauthCallback, anonymous, { state, code: 'c1', selling_partner_id: 'A1SELLER' });
    expect(done).toEqual({ slug: 'amazon', connection_id: started.connection_id, sync_job_id: expect.stringMatching(/^job_/) });
    const stored = await row(started.connection_id);
    expect(stored).toMatchObject({ status: 'connected', seller_id: 'A1SELLER' });
    expect(stored.credentials_sealed).not.toContain('grant-of-c1');
    expect((await rpc.request(MarketplacesAccess, ctx, { slug: 'amazon' })).credentials).toEqual({ refresh_token: 'Atzr|grant-of-c1' });
    await eventually(() => eventsOf(ctx, 'marketplace.connected').length === 1);
    expect(eventsOf(ctx, 'marketplace.connected')[0].data).toEqual({ marketplace: 'amazon', supplier_id: 'A1SELLER' });

    await expect(
      rpc.request(MarketplacesOauthCallback, anonymous, { state, code: 'c1', selling_partner_id: 'A1SELLER' }),
    ).rejects.toMatchObject({
      code: 'validation.failed',
      details: { state: [expect.objectContaining({ code: 'grant_state_used' })] },
    });
  });

  it('marketplace B: refuses a forged or expired state, and an older state once a newer grant started', async () => {
    const ctx = tenant();
    const { state: older } = await startGrant(ctx);
    const { started, state } = await startGrant(ctx);
    const callback = (s: string) => rpc.request(MarketplacesOauthCallback, anonymous, { state: s, code: 'c2', selling_partner_id: 'A2' });
    const stateCode = (s: string) =>
      callback(s).then(
        () => 'accepted',
        (error: DomainError) => (error.details as Record<string, Array<{ code: string }>>)['state'][0].code,
      );
    const [id, payload, signature] = state.split('.');
    expect(await stateCode(`${id}.${payload}.${signature.slice(1)}x`)).toBe('grant_state_invalid');
    const signer = service.app.get(GrantStateSigner);
    const expired = signer.sign({
      tenant_id: ctx.tenant_id,
      slug: 'amazon',
      connection_id: started.connection_id,
      nonce: 'n',
      expires_at: Date.now() - 1,
    });
    expect(await stateCode(expired)).toBe('grant_state_expired');
    expect(await stateCode(older)).toBe('grant_state_used');
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'pending_authorization' });
    expect(await stateCode(state)).toBe('accepted');
  });

  it('keeps the counts of a finished synchronisation', async () => {
    const ctx = tenant();
    const { connection_id } = await rpc.request(MarketplacesConnect, ctx, { slug: 'trendyol', credentials: TRENDYOL });
    await service.bus.publish([
      {
        id: newId('evt'),
        type: ConnectorSyncCompleted.type,
        version: ConnectorSyncCompleted.version,
        tenant_id: ctx.tenant_id,
        occurred_at: new Date().toISOString(),
        data: { connection_id, slug: 'trendyol', product_count: 42, active_listing_count: 40, synced_at: '2026-01-10T12:00:00.000Z' },
      },
    ]);
    let synced = await listed(ctx, 'trendyol');
    for (
      const deadline = Date.now() + 10_000;
      synced?.product_count !== 42 && Date.now() < deadline;
      synced = await listed(ctx, 'trendyol')
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(synced).toMatchObject({ product_count: 42, active_listing_count: 40, last_sync_at: '2026-01-10T12:00:00.000Z' });
  });

  it('refreshes grants weekly; one the marketplace no longer accepts needs reauthorisation, which reconnecting restores', async () => {
    const ctx = tenant();
    const { state } = await startGrant(ctx);
    const { connection_id } = await rpc.request(MarketplacesOauthCallback, anonymous, { state, code: 'c3', selling_partner_id: 'A3' });
    const due = (await row(connection_id)).grant_refresh_due_at as Date;
    expect(due.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const refresher = service.app.get(GrantRefresher);

    refreshAnswer = 'ok';
    expect(await refresher.refreshDue(new Date(due.getTime() - 1000))).toBe(0);
    await refresher.refreshDue(new Date(due.getTime() + 1000));
    expect(((await row(connection_id)).grant_refresh_due_at as Date).getTime()).toBeGreaterThan(due.getTime() + 6 * DAY_MS);
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'connected' });

    refreshAnswer = 'expired';
    await refresher.refreshDue(new Date(Date.now() + 30 * DAY_MS));
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'reauthorization_required', connected: false });
    await expect(rpc.request(MarketplacesAccess, ctx, { slug: 'amazon' })).rejects.toMatchObject({ code: 'resource.not_found' });
    await eventually(() => eventsOf(ctx, 'marketplace.disconnected').length === 1);
    expect(eventsOf(ctx, 'marketplace.disconnected')[0].data).toEqual({
      marketplace: 'amazon',
      reason: expect.stringContaining('yeniden yetkilendirilmesi'),
    });

    const { state: again } = await startGrant(ctx);
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'reauthorization_required' });
    await rpc.request(MarketplacesOauthCallback, anonymous, { state: again, code: 'c4', selling_partner_id: 'A3' });
    expect(await listed(ctx, 'amazon')).toMatchObject({ status: 'connected', connected: true });
    await eventually(() => eventsOf(ctx, 'marketplace.connected').length === 2);
    refreshAnswer = 'ok';
  });

  it('rechecks a grant at once when a connector reports Amazon refused it: refused again, it needs reauthorisation', async () => {
    const ctx = tenant();
    const { state } = await startGrant(ctx);
    await rpc.request(MarketplacesOauthCallback, anonymous, { state, code: 'c5', selling_partner_id: 'A5' });
    expect(await rpc.request(MarketplacesGrantRefused, tenant(), { slug: 'amazon' })).toEqual({ scheduled: false });

    refreshAnswer = 'expired';
    expect(await rpc.request(MarketplacesGrantRefused, ctx, { slug: 'amazon' })).toEqual({ scheduled: true });
    await eventually(async () => (await listed(ctx, 'amazon'))?.status === 'reauthorization_required');
    expect(await rpc.request(MarketplacesGrantRefused, ctx, { slug: 'amazon' })).toEqual({ scheduled: false });
    refreshAnswer = 'ok';
  });
});
