import { DomainError } from '@tezgah/errors';
import { automock } from '@tezgah/testing/unit';
import type { AmazonSubmission } from '../database/sub-interface.entities';
import { ListingsService } from '../listings/listings.service';
import { SubmissionsRepository } from '../listings/submissions.repository';
import { answer, fakeSession, fakeSessions, scriptFeed } from '../../../test/sub-interface.fakes';
import { InventoryService } from './inventory.service';

describe('InventoryService', () => {
  const setup = () => {
    const session = fakeSession();
    scriptFeed(session);
    const submissions = automock(SubmissionsRepository);
    submissions.create.mockImplementation(async (row) => ({ ...row, id: 'sub_01TEST', created_at: new Date() }) as AmazonSubmission);
    const service = new InventoryService(fakeSessions(session), submissions, automock(ListingsService));
    return { session, submissions, service };
  };
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ seller_sku: `S-${i}`, quantity: i }));
  const accepted = answer(200, { sku: 'x', status: 'ACCEPTED', submissionId: '1', issues: [] });

  it('patches each SKU when realtime, waiting at most a second for each quota turn, and sends no feed', async () => {
    const { session, submissions, service } = setup();
    session.call.mockResolvedValue(accepted);
    expect(await service.submit('t1', { priority: 'realtime', items: items(3) })).toEqual({
      submission_id: 'sub_01TEST',
      queued: 3,
      path: 'direct',
    });
    expect(session.call.mock.calls.map(([call]) => [call.operation, call.maxWaitMs])).toEqual(Array(3).fill(['patchListingsItem', 1000]));
    expect(session.json).not.toHaveBeenCalled();
    expect(submissions.create).toHaveBeenCalledWith(
      expect.objectContaining({ tenant_id: 't1', kind: 'inventory', path: 'direct', status: 'ACCEPTED', feed_id: null }),
    );
  });

  it('sends the SKUs not yet patched by feed when the realtime quota is spent, and says so', async () => {
    const { session, submissions, service } = setup();
    session.call.mockResolvedValueOnce(accepted).mockRejectedValueOnce(new DomainError('marketplace.rate_limited', undefined, 3));
    const result = await service.submit('t1', { priority: 'realtime', items: items(3) });
    expect(result).toMatchObject({
      path: 'feed',
      queued: 3,
      fallback: { reason: 'realtime_quota_exhausted', message: expect.stringContaining('feed') },
    });
    const upload = JSON.parse(session.grant.http.request.mock.calls[0][0].body as string);
    expect(upload.messages.map((message: { sku: string }) => message.sku)).toEqual(['S-1', 'S-2']);
    const stored = submissions.create.mock.calls[0][0];
    expect([stored.status, stored.feed_id, stored.items.map((item) => item.status)]).toEqual([
      'IN_PROGRESS',
      '50000000001',
      ['VALID', 'PENDING', 'PENDING'],
    ]);
  });

  it('goes by feed without priority, and for more realtime SKUs than twenty', async () => {
    const { session, service } = setup();
    expect(await service.submit('t1', { items: items(2) })).toEqual({ submission_id: 'sub_01TEST', queued: 2, path: 'feed' });
    expect((await service.submit('t1', { priority: 'realtime', items: items(21) })).fallback).toBeDefined();
    expect(session.call).not.toHaveBeenCalled();
  });

  it('passes any other failure on, storing nothing', async () => {
    const { session, submissions, service } = setup();
    session.call.mockRejectedValue(new DomainError('marketplace.unreachable'));
    await expect(service.submit('t1', { priority: 'realtime', items: items(1) })).rejects.toMatchObject({
      code: 'marketplace.unreachable',
    });
    expect(submissions.create).not.toHaveBeenCalled();
  });
});
