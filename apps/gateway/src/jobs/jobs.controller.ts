import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type JobDto, JobsCancel, JobsGet, JobsList, type PageDto, type RequestContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import type { FastifyReply } from 'fastify';
import { ListJobsQuery } from './job-queries.dto';
import { JobPageResponse, JobResponse } from './job.response';
import { MAX_STREAMS_PER_USER, streamChanges } from '../live/live-stream';

/** How often an open job stream reads the job again. */
const JOB_STREAM_POLL_MS = 500;

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  /** Beyond the spec: the tenant's jobs, newest first, for the console's Jobs screen. */
  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'The tenant’s jobs, newest first', description: 'Filtered by `type` and `status`; paged as every list.' })
  @ApiOkResponse({ type: JobPageResponse })
  list(@CallerContext() ctx: RequestContext, @Query() query: ListJobsQuery): Promise<RpcJson<PageDto<JobDto>>> {
    return this.rpc.requestJson(JobsList, ctx, { page: query.page, per_page: query.per_page, type: query.type, status: query.status });
  }

  @Get(':id')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: JobResponse })
  get(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<JobDto>> {
    return this.rpc.requestJson(JobsGet, ctx, { id });
  }

  /** Beyond the spec, for the console's progress bars: the job's state pushed as it changes (docs/console.md). */
  @Get(':id/events')
  @Access('viewer')
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: 'The job as server-sent events until it finishes',
    description:
      `\`event: job\` with the Job as \`data\`, first at once, then on every change (checked every ${JOB_STREAM_POLL_MS} ms), ` +
      `until \`completed\` or \`failed\`; a comment line every 15 s keeps it open; it ends after 10 minutes (reconnect). ` +
      `Bearer token as for any call; at most ${MAX_STREAMS_PER_USER} open streams per user (429 beyond).`,
  })
  @ApiOkResponse({ description: 'text/event-stream of Job states', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async events(@CallerContext() ctx: RequestContext, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const read = () => this.rpc.request(JobsGet, ctx, { id });
    await streamChanges(reply, ctx.user_id, await read(), {
      event: 'job',
      everyMs: JOB_STREAM_POLL_MS,
      read,
      finished: (job) => job.status === 'completed' || job.status === 'failed',
    });
  }

  /** Beyond the spec: stops a queued or running job; the worker stops at its next chunk. */
  @Post(':id/cancel')
  @HttpCode(200)
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({ type: JobResponse })
  cancel(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<JobDto>> {
    return this.rpc.requestJson(JobsCancel, ctx, { id });
  }
}
