import { noticeMessage, type RequestContext } from '@tezgah/contracts';
import type { Transactions, Tx } from '@tezgah/persistence';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import type { JobEntity } from './job.entity';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const notFound = expect.objectContaining({ code: 'resource.not_found' });
const job = (extra: Partial<JobEntity> = {}): JobEntity => ({
  id: 'job_1',
  tenant_id: 'ten_a',
  type: 'catalog.bulk_import',
  status: 'running',
  progress: 10,
  result: null,
  error: null,
  created_at: new Date('2026-03-01T09:00:00.000Z'),
  updated_at: new Date('2026-03-01T09:00:00.000Z'),
  ...extra,
});

describe(JobsService.name, () => {
  let sut: JobsService;
  let jobs: jest.Mocked<JobsRepository>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    jobs = automock(JobsRepository);
    sut = new JobsService(jobs, transactions);
  });

  describe('create', () => {
    it("creates a queued job on the caller's id unless it exists, and answers the stored one", async () => {
      jobs.find.mockResolvedValue(job({ id: 'job_given', status: 'queued', progress: 0 }));
      expect(await sut.create(ctx, 'catalog.bulk_import', 'job_given')).toMatchObject({ id: 'job_given', status: 'queued' });
      expect(jobs.insertIfAbsent).toHaveBeenCalledWith({
        id: 'job_given',
        tenant_id: 'ten_a',
        type: 'catalog.bulk_import',
        status: 'queued',
        progress: 0,
        result: null,
        error: null,
        created_at: expect.any(Date),
        updated_at: expect.any(Date),
      });
      expect(jobs.find).toHaveBeenCalledWith('ten_a', 'job_given');
    });

    it('makes up an id when the caller gives none', async () => {
      jobs.find.mockResolvedValue(job());
      await sut.create(ctx, 't');
      expect(jobs.insertIfAbsent.mock.calls[0][0].id).toMatch(/^job_/);
    });
  });

  it('is 404 for a job the tenant does not have', async () => {
    jobs.find.mockResolvedValue(null);
    await expect(sut.get('ten_b', 'job_1')).rejects.toEqual(notFound);
    expect(jobs.find).toHaveBeenCalledWith('ten_b', 'job_1');
  });

  describe('report', () => {
    it('applies progress to the locked job in one transaction', async () => {
      jobs.lock.mockResolvedValue(job());
      expect(await sut.report('ten_a', { job_id: 'job_1', progress: 40 })).toMatchObject({ status: 'running', progress: 40 });
      expect(jobs.lock).toHaveBeenCalledWith(tx, 'ten_a', 'job_1');
      expect(jobs.update).toHaveBeenCalledWith(tx, expect.objectContaining({ id: 'job_1', progress: 40 }));
      expect(transactions.run).toHaveBeenCalledTimes(1);
    });

    it('writes nothing for a stale report', async () => {
      jobs.lock.mockResolvedValue(job({ status: 'completed', progress: 100 }));
      expect(await sut.report('ten_a', { job_id: 'job_1', progress: 40 })).toMatchObject({ status: 'completed', progress: 100 });
      expect(jobs.update).not.toHaveBeenCalled();
    });

    it('applies a report in the transaction it is given (the inbox’s)', async () => {
      jobs.lock.mockResolvedValue(job());
      await sut.reportIn(tx, 'ten_a', { job_id: 'job_1', status: 'completed', result: { created: 3 } });
      expect(jobs.update).toHaveBeenCalledWith(tx, expect.objectContaining({ status: 'completed', progress: 100, result: { created: 3 } }));
      expect(transactions.run).not.toHaveBeenCalled();
    });

    it("is 404 for another tenant's job", async () => {
      jobs.lock.mockResolvedValue(null);
      await expect(sut.report('ten_b', { job_id: 'job_1', progress: 5 })).rejects.toEqual(notFound);
    });
  });

  describe('cancel', () => {
    it('fails a running job with the cancellation message, keeping its progress', async () => {
      jobs.lock.mockResolvedValue(job());
      expect(await sut.cancel(ctx, 'job_1')).toMatchObject({ status: 'failed', progress: 10, error: noticeMessage('job_cancelled') });
      expect(jobs.update).toHaveBeenCalledWith(tx, expect.objectContaining({ status: 'failed', error: noticeMessage('job_cancelled') }));
    });

    it('refuses to cancel a finished job', async () => {
      jobs.lock.mockResolvedValue(job({ status: 'completed', progress: 100 }));
      await expect(sut.cancel(ctx, 'job_1')).rejects.toMatchObject({ code: 'business.invalid', details: { status: ['completed'] } });
      expect(jobs.update).not.toHaveBeenCalled();
    });
  });
});
