import { automock } from '@tezgah/testing/unit';
import { answer, fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import type { AmazonSubmission, StoredSubmissionItem } from '../database/sub-interface.entities';
import { SubmissionReaderService } from './submission-reader.service';
import { SubmissionsRepository } from './submissions.repository';

const item = (seller_sku: string): StoredSubmissionItem => ({
  seller_sku,
  new_product: true,
  status: 'PENDING',
  asin: null,
  merged_with_existing_asin: false,
  warnings: [],
  errors: [],
});
const submissionOf = (fields: Partial<AmazonSubmission> = {}) =>
  ({
    id: 'sub_1',
    tenant_id: 't1',
    kind: 'listings',
    path: 'feed',
    feed_id: '500',
    status: 'IN_PROGRESS',
    items: [item('A'), item('B')],
    ...fields,
  }) as AmazonSubmission;

describe('SubmissionReaderService', () => {
  function setUp(stored: AmazonSubmission | null) {
    const session = fakeSession();
    const submissions = automock(SubmissionsRepository);
    submissions.find.mockResolvedValue(stored);
    return { session, submissions, service: new SubmissionReaderService(fakeSessions(session), submissions) };
  }

  it("reads a processed feed's report into its items once, and keeps it", async () => {
    const { session, submissions, service } = setUp(submissionOf());
    session.json.mockImplementation(async (call) =>
      call.operation === 'getFeed'
        ? { feedId: '500', processingStatus: 'DONE', resultFeedDocumentId: 'doc-1' }
        : { url: 'http://sandbox.test/amazon/documents/doc-1' },
    );
    session.grant.http.request.mockResolvedValue(
      answer(200, {
        issues: [
          { sku: 'A', code: '8541', message: 'merged', severity: 'INFO' },
          { sku: 'B', code: '90220', message: 'brand is required', severity: 'ERROR', attributeNames: ['brand'] },
        ],
        items: [{ sku: 'A', status: 'ACCEPTED', identifiers: [{ asin: 'B0TEZGAH009' }] }],
      }),
    );
    const result = await service.read('t1', 'sub_1');
    expect(session.json.mock.calls.map(([call]) => [call.operation, call.path])).toEqual([
      ['getFeed', '/feeds/2021-06-30/feeds/500'],
      ['getFeedDocument', '/feeds/2021-06-30/documents/doc-1'],
    ]);
    expect(result.status).toBe('ACCEPTED');
    expect(result.items[0]).toMatchObject({ seller_sku: 'A', status: 'VALID', asin: 'B0TEZGAH009' });
    expect(result.items[1]).toMatchObject({
      seller_sku: 'B',
      status: 'INVALID',
      asin: null,
      errors: [expect.objectContaining({ code: '90220' })],
    });
    expect(submissions.update).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACCEPTED' }));
  });

  it('marks every item invalid when the feed ended FATAL', async () => {
    const { session, service } = setUp(submissionOf());
    session.json.mockResolvedValue({ feedId: '500', processingStatus: 'FATAL' });
    const result = await service.read('t1', 'sub_1');
    expect(result.status).toBe('FATAL');
    expect(result.items.map((entry) => [entry.status, entry.errors[0]?.code])).toEqual([
      ['INVALID', 'FATAL'],
      ['INVALID', 'FATAL'],
    ]);
  });

  it('keeps a feed still in progress as it is, answers a direct submission without asking Amazon, and an unknown one 404', async () => {
    const waiting = setUp(submissionOf());
    waiting.session.json.mockResolvedValue({ feedId: '500', processingStatus: 'IN_PROGRESS' });
    await expect(waiting.service.read('t1', 'sub_1')).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    expect(waiting.submissions.update).not.toHaveBeenCalled();
    const direct = setUp(submissionOf({ path: 'direct', feed_id: null, status: 'ACCEPTED' }));
    await expect(direct.service.read('t1', 'sub_1')).resolves.toMatchObject({ path: 'direct', status: 'ACCEPTED' });
    expect(direct.session.json).not.toHaveBeenCalled();
    await expect(setUp(null).service.read('t1', 'sub_x')).rejects.toMatchObject({ code: 'resource.not_found' });
  });
});
