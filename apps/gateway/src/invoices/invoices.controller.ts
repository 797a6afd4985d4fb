import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type InvoiceDto,
  InvoicesCancel,
  InvoicesCreate,
  InvoicesGet,
  InvoicesList,
  type PageDto,
  type RequestContext,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { CancelInvoiceBodyDto, CreateInvoiceBodyDto, ListInvoicesQuery } from './dto/invoice-body.dto';
import { InvoicePageResponse, InvoiceResponse } from './dto/invoice.responses';

/** Through the invoicing service to a provider: the third-party kit's attempts and back-off (~15 s), and the service's own work. */
const VIA_PROVIDER_TIMEOUT_MS = 20_000;

/** The spec's Invoices endpoints and the cancel (decisions §8); the invoicing service does the work, its answers relayed as they are. */
@ApiTags('invoices')
@ApiBearerAuth()
@Controller('invoices')
export class InvoicesController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: InvoicePageResponse, description: 'Newest first' })
  list(@CallerContext() ctx: RequestContext, @Query() query: ListInvoicesQuery): Promise<RpcJson<PageDto<InvoiceDto>>> {
    return this.rpc.requestJson(InvoicesList, ctx, {
      page: query.page,
      per_page: query.per_page,
      provider: query.provider,
      status: query.status,
    });
  }

  @Post()
  @HttpCode(201)
  @RelaysJson()
  @Access('staff')
  @ApiCreatedResponse({
    type: InvoiceResponse,
    description:
      'A manual invoice: issued now with its number reserved, its PDF and XML, `pending` while its provider decides. 409 while the order ' +
      'has a live invoice (neither rejected nor cancelled); 404 for an unknown order; 422 for a cancelled or returned order or incomplete ' +
      'seller settings; ' +
      '502 `provider.unreachable` for a provider that cannot be reached, times out or fails; 503 `provider.rate_limited` with Retry-After while it is busy',
  })
  create(@CallerContext() ctx: RequestContext, @Body() body: CreateInvoiceBodyDto): Promise<RpcJson<InvoiceDto>> {
    return this.rpc.requestJson(InvoicesCreate, ctx, { ...body }, { timeoutMs: VIA_PROVIDER_TIMEOUT_MS });
  }

  @Get(':id')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: InvoiceResponse, description: 'With fresh `pdf_url` and `xml_url` links' })
  get(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<InvoiceDto>> {
    return this.rpc.requestJson(InvoicesGet, ctx, { id });
  }

  /** Beyond the spec (decisions §8). */
  @Post(':id/cancel')
  @HttpCode(200)
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({
    type: InvoiceResponse,
    description:
      'Cancels an accepted invoice through its provider (e-Arşiv within the provider’s window), keeping the seller’s `reason` on it; ' +
      'a cancelled one answers as it is. 400 without a reason; 422 for another status, or the provider’s refusal with its reason in `details`',
  })
  cancel(@CallerContext() ctx: RequestContext, @Param('id') id: string, @Body() body: CancelInvoiceBodyDto): Promise<RpcJson<InvoiceDto>> {
    return this.rpc.requestJson(InvoicesCancel, ctx, { id, reason: body.reason }, { timeoutMs: VIA_PROVIDER_TIMEOUT_MS });
  }
}
