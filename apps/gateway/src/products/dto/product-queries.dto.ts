import { ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage, MARKETPLACE_SLUGS } from '@tezgah/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../http/page.query';

export class ListProductsQuery extends PageQuery {
  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'Matches SKU, title or barcode; case-insensitive with Turkish casing, and Turkish letters may be typed plain ("tisort" finds "Tişört")',
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(100, { message: fieldMessage('max_length', { n: 100 }) })
  search?: string;

  @ApiPropertyOptional({ enum: MARKETPLACE_SLUGS, description: 'Only products active on this marketplace' })
  @IsOptional()
  @IsIn(MARKETPLACE_SLUGS, { message: fieldMessage('one_of', { values: MARKETPLACE_SLUGS }) })
  marketplace?: string;
}
