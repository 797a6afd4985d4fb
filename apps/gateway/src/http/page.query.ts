import { ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 1_000_000;

/** `page` and `per_page` of every paged list (decisions §5: out of range is 400). */
export class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: fieldMessage('type_integer') })
  @Min(1, { message: fieldMessage('minimum', { n: 1 }) })
  @Max(MAX_PAGE, { message: fieldMessage('maximum', { n: MAX_PAGE }) })
  page = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: fieldMessage('type_integer') })
  @Min(1, { message: fieldMessage('minimum', { n: 1 }) })
  @Max(MAX_PER_PAGE, { message: fieldMessage('maximum', { n: MAX_PER_PAGE }) })
  per_page = 25;
}
