import { ApiProperty } from '@nestjs/swagger';
import type { TrendyolPingResult } from '@tezgah/contracts';

/** The answer of `POST /marketplaces/trendyol/ping`, for the OpenAPI document. */
export class TrendyolPingResponse implements TrendyolPingResult {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ example: '123456' }) supplier_id: string;
  @ApiProperty({ type: String, nullable: true, description: "Trendyol's Partner API names no store: null" }) store_name: string | null;
  @ApiProperty({ description: 'True: Trendyol accepted these credentials for the supplier (a refusal is 422)' }) approved: boolean;
  @ApiProperty({ format: 'date-time' }) checked_at: string;
}
