import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@tezgah/contracts';
import { Access, CallerContext } from '@tezgah/gateway-kit';
import type { FastifyReply } from 'fastify';
import { MAX_STREAMS_PER_USER, streamChanges } from '../live/live-stream';
import { type Attention, ATTENTION_WINDOW, AttentionService } from './attention.service';
import { QUESTION_NEAR_DEADLINE_MS } from './waiting-questions.service';

/** How often an open attention stream reads the counts again. */
const ATTENTION_STREAM_EVERY_MS = 10_000;

class AttentionResponse implements Attention {
  @ApiProperty({ type: 'integer', description: 'Orders in `created` or `processing`' }) orders_to_ship: number;
  @ApiProperty({ type: 'integer', description: 'Orders in `created` (`GET /orders?status=created`)' }) orders_to_prepare: number;
  @ApiProperty({ type: 'integer', description: 'Orders in `processing` (`GET /orders?status=processing`)' }) orders_preparing: number;
  @ApiProperty({ type: 'integer', description: `Dead deliveries among each webhook’s newest ${ATTENTION_WINDOW}` }) dead_deliveries: number;
  @ApiProperty({ type: 'integer', description: 'Rejected invoices (`GET /invoices?status=rejected`)' }) rejected_invoices: number;
  @ApiProperty({ type: [String], description: 'Marketplaces whose grant must be renewed' }) reauthorization_required: string[];
  @ApiProperty({ type: 'integer', description: 'Live products whose stock is 0' }) out_of_stock: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      `Trendyol questions waiting for an answer due within ${QUESTION_NEAR_DEADLINE_MS / 3_600_000} hours or overdue ` +
      '(`GET /marketplaces/trendyol/questions`, read at most every 5 minutes); 0 without a Trendyol connection, null while Trendyol cannot be read',
  })
  questions_near_deadline: number | null;
}

/** Beyond the spec, for the console's home page: what needs the seller today (docs/console.md). */
@ApiTags('attention')
@ApiBearerAuth()
@Controller('attention')
export class AttentionController {
  constructor(private readonly attention: AttentionService) {}

  @Get()
  @Access('viewer')
  @ApiOkResponse({ type: AttentionResponse })
  get(@CallerContext() ctx: RequestContext): Promise<Attention> {
    return this.attention.read(ctx);
  }

  @Get('events')
  @Access('viewer')
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: 'The attention counts as server-sent events',
    description:
      `\`event: attention\` with the counts as \`data\`, at once and then on every change (read every ${ATTENTION_STREAM_EVERY_MS / 1000} s); ` +
      `a comment line every 15 s keeps it open; it ends after 10 minutes (reconnect). At most ${MAX_STREAMS_PER_USER} open streams per user.`,
  })
  @ApiOkResponse({ description: 'text/event-stream of attention counts', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async events(@CallerContext() ctx: RequestContext, @Res() reply: FastifyReply): Promise<void> {
    const read = () => this.attention.read(ctx);
    await streamChanges(reply, ctx.user_id, await read(), { event: 'attention', everyMs: ATTENTION_STREAM_EVERY_MS, read });
  }
}
