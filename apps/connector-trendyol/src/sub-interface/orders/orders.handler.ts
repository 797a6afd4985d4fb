import { Injectable } from '@nestjs/common';
import {
  type RequestContext,
  TrendyolAnswerQuestion,
  TrendyolChangeStatus,
  type TrendyolClaimDecision,
  TrendyolDecideClaim,
  TrendyolGetLabel,
  TrendyolListClaims,
  TrendyolListOrders,
  TrendyolListQuestions,
  type TrendyolOrdersQuery,
  type TrendyolStatusChange,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { ClaimsService } from '../service/claims.service';
import { QuestionsService } from '../service/questions.service';
import { LabelService } from './label.service';
import { OrdersService } from './orders.service';

/** The order calls of marketplace A's sub-interface: orders, status, labels, claims and questions. */
@Injectable()
export class OrdersHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly labels: LabelService,
    private readonly claims: ClaimsService,
    private readonly questions: QuestionsService,
  ) {}

  @RpcHandler(TrendyolListOrders)
  list(query: TrendyolOrdersQuery, ctx: RequestContext) {
    return this.orders.list(query, ctx);
  }

  @RpcHandler(TrendyolChangeStatus)
  changeStatus(change: TrendyolStatusChange, ctx: RequestContext) {
    return this.orders.changeStatus(change, ctx);
  }

  @RpcHandler(TrendyolGetLabel)
  label(request: { order_number: string }, ctx: RequestContext) {
    return this.labels.label(request.order_number, ctx);
  }

  @RpcHandler(TrendyolListClaims)
  listClaims(query: { status?: string; start?: string; end?: string }, ctx: RequestContext) {
    return this.claims.list(query, ctx);
  }

  @RpcHandler(TrendyolDecideClaim)
  decideClaim(decision: TrendyolClaimDecision, ctx: RequestContext) {
    return this.claims.decide(decision, ctx);
  }

  @RpcHandler(TrendyolListQuestions)
  listQuestions(query: { status?: string }, ctx: RequestContext) {
    return this.questions.list(query, ctx);
  }

  @RpcHandler(TrendyolAnswerQuestion)
  answer(request: { question_id: number; text: string }, ctx: RequestContext) {
    return this.questions.answer(request, ctx);
  }
}
