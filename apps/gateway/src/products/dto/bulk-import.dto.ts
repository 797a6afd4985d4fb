import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import { ProductInputDto } from './product-input.dto';

export const MAX_BULK_ELEMENTS = 500;

/**
 * `POST /products/bulk`: the list itself is validated here; its elements one by one afterwards,
 * so that a bad element is a rejection and not a 400 for the whole request.
 */
export class BulkImportDto {
  @ApiProperty({
    type: [ProductInputDto],
    minItems: 1,
    maxItems: MAX_BULK_ELEMENTS,
    description: 'Each element is validated on its own: a bad one is listed in `rejections`, the others imported',
    // Read by clients and our contract tests: element problems do not refuse the request.
    ...{ 'x-rejected-per-element': true },
  })
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) })
  @ArrayMaxSize(MAX_BULK_ELEMENTS, { message: fieldMessage('max_items', { n: MAX_BULK_ELEMENTS }) })
  products: unknown[];
}
