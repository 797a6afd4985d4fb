import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type JobDto, JobsCancel, JobsGet, type RequestContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { JobResponse } from './job.response';

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get(':id')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: JobResponse })
  get(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<JobDto>> {
    return this.rpc.requestJson(JobsGet, ctx, { id });
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
