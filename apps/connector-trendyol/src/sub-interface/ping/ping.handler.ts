import { Injectable } from '@nestjs/common';
import { type RequestContext, TrendyolPing, type TrendyolPingRequest, type TrendyolPingResult } from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { PingService } from './ping.service';

@Injectable()
export class PingHandler {
  constructor(private readonly service: PingService) {}

  @RpcHandler(TrendyolPing)
  ping(request: TrendyolPingRequest, ctx: RequestContext): Promise<TrendyolPingResult> {
    return this.service.check(request, ctx);
  }
}
