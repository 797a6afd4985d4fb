import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type RequestContext,
  TrendyolAnswerQuestion,
  TrendyolDecideClaim,
  TrendyolListClaims,
  TrendyolListQuestions,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { AnswerDto, ClaimDecisionDto, ClaimIdParam, ClaimsQueryDto, QuestionIdParam, QuestionsQueryDto } from './service.dto';
import { TrendyolClaimResponse, TrendyolClaimsResponse, TrendyolQuestionResponse, TrendyolQuestionsResponse } from './service.response';

const TIMEOUT_MS = 60_000;

/** Claims (returns) and customer questions of marketplace A. */
@ApiTags('marketplaces: trendyol')
@ApiBearerAuth()
@Controller()
export class TrendyolServiceController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get('claims')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: "Trendyol's return claims" })
  @ApiOkResponse({ type: TrendyolClaimsResponse })
  claims(@CallerContext() ctx: RequestContext, @Query() query: ClaimsQueryDto) {
    return this.rpc.requestJson(
      TrendyolListClaims,
      ctx,
      { status: query.status, start: query.start, end: query.end },
      { timeoutMs: TIMEOUT_MS },
    );
  }

  @Patch('claims/:claim_id')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Approves or rejects a claim waiting for the seller; a rejection needs evidence_url' })
  @ApiOkResponse({ type: TrendyolClaimResponse })
  decide(@CallerContext() ctx: RequestContext, @Param() params: ClaimIdParam, @Body() body: ClaimDecisionDto) {
    return this.rpc.requestJson(TrendyolDecideClaim, ctx, { ...body, claim_id: params.claim_id }, { timeoutMs: TIMEOUT_MS });
  }

  @Get('questions')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: "Customers' questions of the last two weeks; each waiting one with its 24-hour answer deadline" })
  @ApiOkResponse({ type: TrendyolQuestionsResponse })
  questions(@CallerContext() ctx: RequestContext, @Query() query: QuestionsQueryDto) {
    return this.rpc.requestJson(TrendyolListQuestions, ctx, { status: query.status }, { timeoutMs: TIMEOUT_MS });
  }

  @Post('questions/:question_id/answer')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Answers a waiting question (10 to 2000 characters)' })
  @ApiOkResponse({ type: TrendyolQuestionResponse })
  answer(@CallerContext() ctx: RequestContext, @Param() params: QuestionIdParam, @Body() body: AnswerDto) {
    return this.rpc.requestJson(
      TrendyolAnswerQuestion,
      ctx,
      { question_id: Number(params.question_id), text: body.text },
      { timeoutMs: TIMEOUT_MS },
    );
  }
}
