import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CargoLabelDto,
  CargoLabelsBatch,
  CargoLabelsCreate,
  CargoShipmentsList,
  type CargoTrackingDto,
  CargoTrackingGet,
  type LabelBatchAccepted,
  type PageDto,
  type RequestContext,
  type ShipmentDto,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { CargoLabelBodyDto, LabelBatchBodyDto, labelBatchRequestOf, TrackingNumberParams } from './dto/cargo-label.dto';
import { CargoLabelResponse, CargoTrackingResponse, LabelBatchAcceptedResponse, ShipmentPageResponse } from './dto/cargo.responses';
import { ListShipmentsQuery } from './dto/shipment-list.query';

/** Through the cargo service to a carrier: the third-party kit's attempts and back-off (~15 s), and the service's own work. */
const VIA_CARRIER_TIMEOUT_MS = 20_000;

/** The spec's Cargo endpoints and the label batch (decisions §9); the cargo service does the work, its answers relayed as they are. */
@ApiTags('cargo')
@ApiBearerAuth()
@Controller('cargo')
export class CargoController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Post('labels')
  @HttpCode(200)
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({
    type: CargoLabelResponse,
    description:
      'Books the shipment with the carrier and sets the order’s tracking number and carrier; asked again for the same order, the same label. ' +
      '422 for a cancelled, returned or delivered order or a carrier’s refusal (`details`); ' +
      '502 `provider.unreachable` for a carrier that cannot be reached, times out or fails; 503 `provider.rate_limited` with Retry-After while it is busy',
  })
  createLabel(@CallerContext() ctx: RequestContext, @Body() body: CargoLabelBodyDto): Promise<RpcJson<CargoLabelDto>> {
    return this.rpc.requestJson(CargoLabelsCreate, ctx, { ...body }, { timeoutMs: VIA_CARRIER_TIMEOUT_MS });
  }

  /** Beyond the spec: up to 100 orders labelled as a job, one PDF of every label in its result. */
  @Post('labels/batch')
  @HttpCode(202)
  @RelaysJson()
  @Access('staff')
  @ApiAcceptedResponse({
    type: LabelBatchAcceptedResponse,
    description: 'Queued as a job; orders that cannot get a label are listed in its result',
  })
  batch(@CallerContext() ctx: RequestContext, @Body() body: LabelBatchBodyDto): Promise<RpcJson<LabelBatchAccepted>> {
    return this.rpc.requestJson(CargoLabelsBatch, ctx, labelBatchRequestOf(body));
  }

  /** Beyond the spec: the booked shipments, for the console's cargo list. */
  @Get('shipments')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({
    type: ShipmentPageResponse,
    description:
      'Booked shipments, newest booking first, with their tracking status as last stored and a fresh link to the label (a reprint)',
  })
  shipments(@CallerContext() ctx: RequestContext, @Query() query: ListShipmentsQuery): Promise<RpcJson<PageDto<ShipmentDto>>> {
    return this.rpc.requestJson(CargoShipmentsList, ctx, {
      page: query.page,
      per_page: query.per_page,
      status: query.status,
      provider: query.provider,
      order_id: query.order_id,
    });
  }

  @Get('tracking/:tracking_number')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: CargoTrackingResponse, description: 'As stored, refreshed from the carrier when older than a minute' })
  tracking(@CallerContext() ctx: RequestContext, @Param() params: TrackingNumberParams): Promise<RpcJson<CargoTrackingDto>> {
    return this.rpc.requestJson(CargoTrackingGet, ctx, { tracking_number: params.tracking_number }, { timeoutMs: VIA_CARRIER_TIMEOUT_MS });
  }
}
