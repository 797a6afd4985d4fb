import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AMAZON_MARKETPLACE_ID, type AmazonAccountResult, AmazonPatterns, type RequestContext } from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';

const ACCOUNT_TIMEOUT_MS = 20_000;

export class AmazonAccountResponse implements AmazonAccountResult {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ example: 'A1TEZGAHSELLER' }) selling_partner_id: string;
  @ApiProperty({ enum: [AMAZON_MARKETPLACE_ID] }) marketplace_id: typeof AMAZON_MARKETPLACE_ID;
  @ApiProperty({ example: 'Amazon.com.tr' }) marketplace_name: string;
  @ApiProperty({ type: String, nullable: true }) store_name: string | null;
  @ApiProperty({ type: [String], description: 'SP-API gives applications no list of registered brands: empty' }) brand_registry: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'Six months after the grant’s last use (refreshed weekly)',
  })
  refresh_token_expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) checked_at: string;
}

@ApiTags('marketplaces: amazon')
@ApiBearerAuth()
@Controller()
export class AmazonAccountController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get('account')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'The connected Amazon.com.tr seller account, asked of Amazon now' })
  @ApiOkResponse({ type: AmazonAccountResponse })
  read(@CallerContext() ctx: RequestContext): Promise<RpcJson<AmazonAccountResult>> {
    return this.rpc.requestJson(AmazonPatterns.account, ctx, {}, { timeoutMs: ACCOUNT_TIMEOUT_MS });
  }
}
