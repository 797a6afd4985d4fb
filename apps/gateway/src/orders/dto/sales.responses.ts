import { ApiProperty } from '@nestjs/swagger';
import { MARKETPLACE_SLUGS, type MarketplaceSalesDto, type SalesDto } from '@tezgah/contracts';

/** Response shapes of `GET /sales`, for the OpenAPI document. */
export class MarketplaceSalesResponse implements MarketplaceSalesDto {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) marketplace: string;
  @ApiProperty({ example: 'TRY' }) currency: string;
  @ApiProperty({ type: 'integer', description: 'Orders neither cancelled nor returned' }) orders: number;
  @ApiProperty({ example: 1249.8, description: 'What their buyers pay, KDV included' }) amount: number;
}

export class SalesResponse implements SalesDto {
  @ApiProperty({ format: 'date', example: '2026-03-02' }) from_date: string;
  @ApiProperty({ format: 'date', example: '2026-03-08' }) to_date: string;
  @ApiProperty({ type: [MarketplaceSalesResponse] }) marketplaces: MarketplaceSalesResponse[];
}
