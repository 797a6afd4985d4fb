import { ApiProperty } from '@nestjs/swagger';

/** The `pagination` object of every paged list, for the OpenAPI document. */
export class PaginationResponse {
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) per_page: number;
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) total_pages: number;
}
