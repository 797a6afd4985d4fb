import { Injectable } from '@nestjs/common';
import { type JobDto, type JobReport, newId, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { applyReport, CANCELLED_ERROR, isFinal, type JobState } from './job-lifecycle';
import { JobEntity } from './job.entity';

/** Job records of every tenant; a tenant only ever sees its own (another's job is 404). */
@Injectable()
export class JobsService {
  constructor(private readonly db: DataSource) {}

  /** Idempotent on a caller-chosen id, so a retried create does not make a second job. */
  async create(ctx: RequestContext, type: string, id: string = newId('job')): Promise<JobDto> {
    const now = new Date();
    await this.db
      .createQueryBuilder()
      .insert()
      .into(JobEntity)
      .values({
        id,
        tenant_id: ctx.tenant_id,
        type,
        status: 'queued',
        progress: 0,
        result: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .orIgnore()
      .execute();
    return this.get(ctx.tenant_id, id);
  }

  async get(tenantId: string, id: string): Promise<JobDto> {
    const job = await this.db.getRepository(JobEntity).findOneBy({ id, tenant_id: tenantId });
    if (!job) throw new DomainError('resource.not_found');
    return toJobDto(job);
  }

  report(tenantId: string, report: JobReport): Promise<JobDto> {
    return this.db.transaction((manager) => this.reportIn(manager, tenantId, report));
  }

  /** Applies a report inside the caller's transaction (the event consumer's inbox transaction). */
  async reportIn(manager: EntityManager, tenantId: string, report: JobReport): Promise<JobDto> {
    const job = await this.lock(manager, tenantId, report.job_id);
    const next = applyReport(job, report);
    if (next) await this.save(manager, job, next);
    return toJobDto(job);
  }

  cancel(ctx: RequestContext, id: string): Promise<JobDto> {
    return this.db.transaction(async (manager) => {
      const job = await this.lock(manager, ctx.tenant_id, id);
      if (isFinal(job.status)) throw new DomainError('business.invalid', { status: [job.status] });
      await this.save(manager, job, { status: 'failed', progress: job.progress, result: job.result, error: CANCELLED_ERROR });
      return toJobDto(job);
    });
  }

  private async lock(manager: EntityManager, tenantId: string, id: string): Promise<JobEntity> {
    const job = await manager
      .getRepository(JobEntity)
      .createQueryBuilder('job')
      .setLock('pessimistic_write')
      .where('job.id = :id AND job.tenant_id = :tenantId', { id, tenantId })
      .getOne();
    if (!job) throw new DomainError('resource.not_found');
    return job;
  }

  private async save(manager: EntityManager, job: JobEntity, next: JobState): Promise<void> {
    Object.assign(job, next, { updated_at: new Date() });
    await manager.query('UPDATE jobs SET status = $1, progress = $2, result = $3, error = $4, updated_at = $5 WHERE id = $6', [
      job.status,
      job.progress,
      job.result === null ? null : JSON.stringify(job.result),
      job.error,
      job.updated_at,
      job.id,
    ]);
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
