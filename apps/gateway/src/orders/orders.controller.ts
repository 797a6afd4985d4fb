import { Body, Controller, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type OrderDto,
  type OrderHistoryEntryDto,
  OrdersHistory,
  OrdersList,
  OrdersUpdateStatus,
  type PageDto,
  type RequestContext,
} from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { ListOrdersQuery } from './dto/order-queries.dto';
import { OrderHistoryEntryResponse, OrderPageResponse, OrderResponse } from './dto/order.responses';
import { OrderStatusDto } from './dto/order-status.dto';
import { orderWithShipment, type OrderWithShipment } from './order-with-shipment';

/** The spec's Orders endpoints; the orders service does the work, its answers relayed as they are. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  private readonly logger = createLogger('gateway.orders');

  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: OrderPageResponse, description: 'Newest first (by the marketplace’s order time)' })
  list(@CallerContext() ctx: RequestContext, @Query() query: ListOrdersQuery): Promise<RpcJson<PageDto<OrderDto>>> {
    return this.rpc.requestJson(OrdersList, ctx, {
      page: query.page,
      per_page: query.per_page,
      status: query.status,
      marketplace: query.marketplace,
      from_date: query.from_date,
      to_date: query.to_date,
      search: query.search,
    });
  }

  @Get(':id')
  @Access('viewer')
  @ApiOkResponse({ type: OrderResponse, description: 'With its `shipment` (beyond the spec)' })
  get(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<OrderWithShipment> {
    return orderWithShipment(this.rpc, ctx, id, this.logger);
  }

  /** Beyond the spec, for the console's order detail (docs/orders.md). */
  @Get(':id/history')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: [OrderHistoryEntryResponse], description: 'The order’s status changes, oldest first' })
  history(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<OrderHistoryEntryDto[]>> {
    return this.rpc.requestJson(OrdersHistory, ctx, { id });
  }

  @Patch(':id/status')
  @RelaysJson()
  @Access('staff')
  @ApiOkResponse({
    type: OrderResponse,
    description:
      'The updated order, mirrored to the marketplace in the background; the current status is a no-op. 422: a move other than created → processing, created or processing → shipped, shipped → delivered, ' +
      '`shipped` without a tracking number and carrier, or a tracking number or carrier the order cannot take (another than the one the marketplace’s carrier assigned, or a new one with the current status), each field named',
  })
  updateStatus(@CallerContext() ctx: RequestContext, @Param('id') id: string, @Body() body: OrderStatusDto): Promise<RpcJson<OrderDto>> {
    return this.rpc.requestJson(OrdersUpdateStatus, ctx, { ...body, id });
  }
}
