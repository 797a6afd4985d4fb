import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type RequestContext, TrendyolPing, type TrendyolPingResult } from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { TrendyolPingDto } from './ping.dto';
import { TrendyolPingResponse } from './ping.response';

/** Through the connector to Trendyol (its client retries a slow Trendyol for up to ~15 s), and the marketplaces service for the configuration. */
const PING_TIMEOUT_MS = 20_000;

@ApiTags('marketplaces: trendyol')
@ApiBearerAuth()
@Controller()
export class TrendyolPingController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  /** A connector sub-interface's write (decisions §3): admins and owners. */
  @Post('ping')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Checks Trendyol credentials with Trendyol, in the configured environment, without storing them' })
  @ApiOkResponse({ type: TrendyolPingResponse, description: 'Trendyol accepted them; refused: 422 `business.invalid` naming the field' })
  ping(@CallerContext() ctx: RequestContext, @Body() body: TrendyolPingDto): Promise<RpcJson<TrendyolPingResult>> {
    const request = { supplier_id: body.supplier_id, api_key: body.api_key, api_secret: body.api_secret };
    return this.rpc.requestJson(TrendyolPing, ctx, request, { timeoutMs: PING_TIMEOUT_MS });
  }
}
