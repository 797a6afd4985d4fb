// The invoices' statements on real PostgreSQL: a tenant's list newest first with its provider
// filter and paging, status-guarded steps, the worker's leased claim and its next due step, the
// order's cancel request, one live invoice per order (a rejected one makes room for the next), and
// an order's accepted invoice found by its marketplace number.
import { createDatabase, dropDatabase, LOCAL, randomSuffix } from '@tezgah/testing';
import { Transactions } from '@tezgah/persistence';
import { draftFor, startIssuer } from '../../test/issuing-slice';
import { InvoicesRepository } from './invoices.repository';

const database = `tezgah_invoicing_repo_${randomSuffix()}`;
const tenant = `ten_${randomSuffix()}`;

describe('invoices repository on PostgreSQL', () => {
  let service: Awaited<ReturnType<typeof startIssuer>>;
  let invoices: InvoicesRepository;
  const issue = (orderId: string, provider: 'parasut' | 'logo' = 'parasut', tenantId = tenant) =>
    service.issuer.issue({ ...draftFor(tenantId, orderId, 'TST'), provider }, 'manual');

  beforeAll(async () => {
    await createDatabase(database);
    service = await startIssuer(LOCAL.postgres(database));
    invoices = service.app.get(InvoicesRepository);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await dropDatabase(database);
  });

  it('lists a tenant’s invoices newest first, filtered by provider and status and paged, never another tenant’s', async () => {
    const made = [await issue('ord_l1'), await issue('ord_l2', 'logo'), await issue('ord_l3')];
    await issue('ord_l1', 'parasut', `${tenant}_other`);
    const all = await invoices.list(tenant, {}, 1, 2);
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([made[2].id, made[1].id]);
    expect((await invoices.list(tenant, {}, 2, 2)).rows.map((row) => row.id)).toEqual([made[0].id]);
    const parasut = await invoices.list(tenant, { provider: 'parasut' }, 1, 25);
    expect({ total: parasut.total, ids: parasut.rows.map((row) => row.id) }).toEqual({ total: 2, ids: [made[2].id, made[0].id] });
    expect(await invoices.list(tenant, { provider: 'parasut' }, 9, 25)).toEqual({ rows: [], total: 2 });
    // By status: all three are pending; a page past the end still counts them.
    expect((await invoices.list(tenant, { status: 'pending' }, 1, 25)).total).toBe(3);
    expect(await invoices.list(tenant, { status: 'rejected' }, 1, 25)).toEqual({ rows: [], total: 0 });
    expect(await invoices.list(tenant, { provider: 'logo', status: 'pending' }, 5, 25)).toEqual({ rows: [], total: 1 });
    expect(await invoices.find(`${tenant}_other`, made[0].id)).toBeNull();
    expect((await invoices.document(tenant, made[0].id))?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('steps an invoice only from the status it expects', async () => {
    const row = await issue('ord_s1');
    expect(await invoices.apply(row.id, 'sent', { status: 'accepted' })).toBeNull();
    const sent = await invoices.apply(row.id, 'pending', { status: 'sent', provider_reference: 'P-1', attempts: 0, sent_at: new Date() });
    expect(sent).toMatchObject({ status: 'sent', provider_reference: 'P-1' });
    await expect(invoices.apply(row.id, 'sent', { status: 'accepted', provider_reference: null })).rejects.toThrow();
  });

  it('claims each due invoice once across concurrent claims, and again after the lease', async () => {
    const row = await issue('ord_c1');
    const claims = await Promise.all([invoices.claimDue(300, 100), invoices.claimDue(300, 100)]);
    const mine = claims.flat().filter((claimed) => claimed.id === row.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].claims).toBe(1);
    expect((await invoices.claimDue(300, 100)).some((claimed) => claimed.id === row.id)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = (await invoices.claimDue(300, 100)).find((claimed) => claimed.id === row.id);
    expect(again?.claims).toBe(2);
  });

  it("finds an order's accepted invoice by its marketplace and its number there; not before acceptance, nor another tenant's", async () => {
    const row = await issue('TY-7001');
    expect(await invoices.findAcceptedOfMarketplaceOrder(tenant, 'trendyol', 'TY-7001')).toBeNull();
    await invoices.apply(row.id, 'pending', { status: 'sent', provider_reference: 'P-7', sent_at: new Date() });
    await invoices.apply(row.id, 'sent', { status: 'accepted', decided_at: new Date() });
    expect(await invoices.findAcceptedOfMarketplaceOrder(tenant, 'trendyol', 'TY-7001')).toMatchObject({ id: row.id, status: 'accepted' });
    expect(await invoices.findAcceptedOfMarketplaceOrder(tenant, 'amazon', 'TY-7001')).toBeNull();
    expect(await invoices.findAcceptedOfMarketplaceOrder(`ten_${randomSuffix()}`, 'trendyol', 'TY-7001')).toBeNull();
  });

  it('answers a step already due as the next one (the worker runs it at once, not after its safety poll)', async () => {
    const row = await issue('ord_n1');
    await invoices.claimDue(60_000, 100);
    await invoices.apply(row.id, 'pending', { order_settled: true, next_attempt_at: new Date() });
    expect((await invoices.nextDueAt())!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('keeps one live invoice per order: a rejected one makes room, and a cancel request marks the live one', async () => {
    const first = await issue('ord_u1');
    await expect(issue('ord_u1', 'logo')).rejects.toMatchObject({ code: 'resource.conflict' });
    await invoices.apply(first.id, 'pending', { status: 'rejected', failure: 'red', next_attempt_at: null });
    const second = await issue('ord_u1', 'logo');
    expect(second.number > first.number).toBe(true);
    expect((await invoices.findLiveOfOrder(tenant, 'ord_u1'))?.id).toBe(second.id);
    const marked = await service.app.get(Transactions).run((tx) => invoices.requestCancel(tx, tenant, 'ord_u1'));
    expect(marked).toMatchObject({ id: second.id, cancel_requested: true });
  });
});
