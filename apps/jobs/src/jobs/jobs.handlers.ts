import { Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  type JobDto,
  type JobListQuery,
  JobProgressReported,
  type JobReport,
  JobsCancel,
  JobsCreate,
  JobsGet,
  JobsList,
  JobsReport,
  type PageDto,
  type RequestContext,
} from '@tezgah/contracts';
import { EventHandler, EventInbox, RpcHandler } from '@tezgah/messaging';
import { JobsService } from './jobs.service';

/** The jobs service's request/reply and event API (contracts: jobs.contract.ts). */
@Injectable()
export class JobsHandlers {
  constructor(
    private readonly jobs: JobsService,
    private readonly inbox: EventInbox,
  ) {}

  @RpcHandler(JobsCreate)
  create(payload: { type: string; id?: string }, ctx: RequestContext): Promise<JobDto> {
    return this.jobs.create(ctx, payload.type, payload.id);
  }

  @RpcHandler(JobsGet)
  get(payload: { id: string }, ctx: RequestContext): Promise<JobDto> {
    return this.jobs.get(ctx.tenant_id, payload.id);
  }

  @RpcHandler(JobsList)
  list(query: JobListQuery, ctx: RequestContext): Promise<PageDto<JobDto>> {
    return this.jobs.list(ctx.tenant_id, query);
  }

  @RpcHandler(JobsReport)
  report(payload: JobReport, ctx: RequestContext): Promise<JobDto> {
    return this.jobs.report(ctx.tenant_id, payload);
  }

  @RpcHandler(JobsCancel)
  cancel(payload: { id: string }, ctx: RequestContext): Promise<JobDto> {
    return this.jobs.cancel(ctx, payload.id);
  }

  /** Progress reported through another service's outbox; the inbox makes a redelivery harmless. */
  @EventHandler({ consumer: 'jobs', events: [JobProgressReported] })
  async onProgressReported(envelope: EventEnvelope): Promise<void> {
    const report = envelope.data as JobReport;
    await this.inbox.once('jobs', envelope, async (tx) => {
      await this.jobs.reportIn(tx, envelope.tenant_id, report);
    });
  }
}
