import { ApiProperty } from '@nestjs/swagger';
import type { PaginationDto } from '@tezgah/contracts';

/** The `pagination` object of every paged list, for the OpenAPI document. */
export class PaginationResponse implements PaginationDto {
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) per_page: number;
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) total_pages: number;
}
