import { ApiProperty } from '@nestjs/swagger';
import type { TrendyolPingResult } from '@tezgah/contracts';

/** The answer of `POST /marketplaces/trendyol/ping`, for the OpenAPI document. */
export class TrendyolPingResponse implements TrendyolPingResult {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ example: '123456' }) supplier_id: string;
  @ApiProperty({
    example: 'Ayşe Butik',
    description: "The configuration's store_name (Trendyol's Partner API names no store), else `Trendyol satıcısı <supplier_id>`",
  })
  store_name: string;
  @ApiProperty({ description: 'True: Trendyol accepted these credentials for the supplier (a refusal is 422)' }) approved: boolean;
  @ApiProperty({ format: 'date-time' }) checked_at: string;
}
