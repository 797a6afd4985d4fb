import { Injectable } from '@nestjs/common';
import type { JobListQuery } from '@tezgah/contracts';
import type { Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { JobEntity } from './job.entity';

/** A job as created: no result yet. */
export type NewJob = Omit<JobEntity, 'result'> & { result: null };

/** The `jobs` table, through its entity; every read is scoped to one tenant. */
@Injectable()
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the job unless one with its id exists already (a retried create). */
  async insertIfAbsent(job: NewJob): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(JobEntity).values(job).orIgnore().execute();
  }

  find(tenantId: string, id: string): Promise<JobEntity | null> {
    return this.dataSource.getRepository(JobEntity).findOneBy({ id, tenant_id: tenantId });
  }

  /** A page of the tenant's jobs, newest first (the index on tenant and creation time serves it). */
  page(tenantId: string, query: JobListQuery): Promise<[JobEntity[], number]> {
    const where = { tenant_id: tenantId, ...(query.type ? { type: query.type } : {}), ...(query.status ? { status: query.status } : {}) };
    return this.dataSource.getRepository(JobEntity).findAndCount({
      where,
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
  }

  /** The job, locked until the transaction ends: concurrent reports queue behind. */
  lock(tx: Tx, tenantId: string, id: string): Promise<JobEntity | null> {
    return tx
      .getRepository(JobEntity)
      .createQueryBuilder('job')
      .setLock('pessimistic_write')
      .where('job.id = :id AND job.tenant_id = :tenantId', { id, tenantId })
      .getOne();
  }

  /** Writes the job's state (status, progress, result, error, updated_at). */
  async update(tx: Tx, job: JobEntity): Promise<void> {
    await tx.query('UPDATE jobs SET status = $1, progress = $2, result = $3, error = $4, updated_at = $5 WHERE id = $6', [
      job.status,
      job.progress,
      job.result === null ? null : JSON.stringify(job.result),
      job.error,
      job.updated_at,
      job.id,
    ]);
  }
}
