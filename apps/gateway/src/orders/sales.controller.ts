import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OrdersSales, type RequestContext, type SalesDto } from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { OrderDaysQuery } from './dto/order-queries.dto';
import { SalesResponse } from './dto/sales.responses';

/** Beyond the spec: what each marketplace sold over some days, for the console's home page (and any report). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('sales')
export class SalesController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({
    type: SalesResponse,
    description:
      'Orders placed on the days given (Europe/Istanbul, inclusive; none given is today, one given stands for both), ' +
      'neither cancelled nor returned, counted and summed by marketplace and currency, the largest amount first',
  })
  read(@CallerContext() ctx: RequestContext, @Query() query: OrderDaysQuery): Promise<RpcJson<SalesDto>> {
    return this.rpc.requestJson(OrdersSales, ctx, { from_date: query.from_date, to_date: query.to_date });
  }
}
