import { Injectable } from '@nestjs/common';
import { type JobDto, type JobListQuery, type JobReport, newId, type PageDto, paginationOf, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { Transactions, type Tx } from '@tezgah/persistence';
import { applyReport, CANCELLED_ERROR, isFinal, type JobState } from './job-lifecycle';
import type { JobEntity } from './job.entity';
import { JobsRepository } from './jobs.repository';

/** Job records of every tenant; a tenant only ever sees its own (another's job is 404). */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Idempotent on a caller-chosen id, so a retried create does not make a second job. */
  async create(ctx: RequestContext, type: string, id: string = newId('job')): Promise<JobDto> {
    const now = new Date();
    await this.jobs.insertIfAbsent({
      id,
      tenant_id: ctx.tenant_id,
      type,
      status: 'queued',
      progress: 0,
      result: null,
      error: null,
      created_at: now,
      updated_at: now,
    });
    return this.get(ctx.tenant_id, id);
  }

  async get(tenantId: string, id: string): Promise<JobDto> {
    const job = await this.jobs.find(tenantId, id);
    if (!job) throw new DomainError('resource.not_found');
    return toJobDto(job);
  }

  async list(tenantId: string, query: JobListQuery): Promise<PageDto<JobDto>> {
    const [jobs, total] = await this.jobs.page(tenantId, query);
    return { data: jobs.map(toJobDto), pagination: paginationOf(query.page, query.per_page, total) };
  }

  report(tenantId: string, report: JobReport): Promise<JobDto> {
    return this.transactions.run((tx) => this.reportIn(tx, tenantId, report));
  }

  /** Applies a report inside the caller's transaction (the event consumer's inbox transaction). */
  async reportIn(tx: Tx, tenantId: string, report: JobReport): Promise<JobDto> {
    const job = await this.lock(tx, tenantId, report.job_id);
    const next = applyReport(job, report);
    if (next) await this.save(tx, job, next);
    return toJobDto(job);
  }

  cancel(ctx: RequestContext, id: string): Promise<JobDto> {
    return this.transactions.run(async (tx) => {
      const job = await this.lock(tx, ctx.tenant_id, id);
      if (isFinal(job.status)) throw new DomainError('business.invalid', { status: [job.status] });
      await this.save(tx, job, { status: 'failed', progress: job.progress, result: job.result, error: CANCELLED_ERROR });
      return toJobDto(job);
    });
  }

  private async lock(tx: Tx, tenantId: string, id: string): Promise<JobEntity> {
    const job = await this.jobs.lock(tx, tenantId, id);
    if (!job) throw new DomainError('resource.not_found');
    return job;
  }

  private async save(tx: Tx, job: JobEntity, next: JobState): Promise<void> {
    Object.assign(job, next, { updated_at: new Date() });
    await this.jobs.update(tx, job);
  }
}

export function toJobDto(job: JobEntity): JobDto {
  const dto: JobDto = {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
  };
  if (job.result) dto.result = job.result;
  if (job.error) dto.error = job.error;
  return dto;
}
