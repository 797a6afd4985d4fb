import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { fieldMessage, type TrendyolInventoryItem, type TrendyolProductItem } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** One call carries a whole catalogue: the connector splits it into Trendyol's requests of 1000. */
export const MAX_SUBMISSION_ITEMS = 10_000;
/** Bounds of what Trendyol takes (docs "Product Create"); the title's 100 is judged per item, not here. */
const LIMITS = { barcode: 40, text: 255, mainId: 40, stockCode: 100, description: 30_000, url: 2048, images: 8, attributes: 100 };
const VAT_RATES = [0, 1, 10, 20] as const;
const MAX_NUMBER = 99_999_999;

const str = () => IsString({ message: fieldMessage('type_string') });
const notEmpty = () => IsNotEmpty({ message: fieldMessage('not_empty') });
const maxLength = (n: number) => MaxLength(n, { message: fieldMessage('max_length', { n }) });
const int = () => IsInt({ message: fieldMessage('type_integer') });
const num = () => IsNumber({ allowNaN: false, allowInfinity: false }, { message: fieldMessage('type_number') });
const min = (n: number) => Min(n, { message: fieldMessage('minimum', { n }) });
const max = (n: number) => Max(n, { message: fieldMessage('maximum', { n }) });
const nested = (type: () => new () => object) => [ValidateNested({ each: true, message: fieldMessage('type_object') }), Type(type)];
const array = (n: number) => [
  IsArray({ message: fieldMessage('type_array') }),
  ArrayMaxSize(n, { message: fieldMessage('max_items', { n }) }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorator) => decorator(target, key));

export class TrendyolImageDto {
  @ApiProperty({ maxLength: LIMITS.url, example: 'https://cdn.example.com/elbise-1.jpg', description: 'https; checked per item' })
  @str()
  @maxLength(LIMITS.url)
  url: string;
}

export class TrendyolAttributeDto {
  @ApiProperty({ type: 'integer', example: 338 })
  @int()
  attribute_id: number;

  @ApiPropertyOptional({ type: 'integer', example: 6980, description: 'A value of the category attribute' })
  @IsOptional()
  @int()
  attribute_value_id?: number;

  @ApiPropertyOptional({ maxLength: LIMITS.text, description: 'A free value, where the attribute allows one (allowCustom)' })
  @IsOptional()
  @str()
  @maxLength(LIMITS.text)
  custom_value?: string;
}

/** A product item (spec: "Product item fields"); Trendyol's content rules are judged per item by the connector. */
export class TrendyolProductItemDto implements TrendyolProductItem {
  @ApiProperty({ maxLength: LIMITS.barcode, example: 'TZG-ELB-001-M' })
  @str()
  @notEmpty()
  @maxLength(LIMITS.barcode)
  barcode: string;

  @ApiProperty({ maxLength: LIMITS.text, description: 'At most 100 characters; a longer one refuses the item (per item)' })
  @str()
  @notEmpty()
  @maxLength(LIMITS.text)
  title: string;

  @ApiProperty({ maxLength: LIMITS.mainId, description: 'The same on all variants of one product' })
  @str()
  @notEmpty()
  @maxLength(LIMITS.mainId)
  product_main_id: string;

  @ApiProperty({ maxLength: LIMITS.text, example: 'Tezgah', description: "Trendyol's brand name, exactly (GET …/brands/lookup)" })
  @str()
  @notEmpty()
  @maxLength(LIMITS.text)
  brand: string;

  @ApiPropertyOptional({ type: 'integer', example: 411, description: 'A leaf category; or send auto_category: true' })
  @IsOptional()
  @int()
  category_id?: number;

  @ApiPropertyOptional({ description: 'true instead of category_id: the category is derived from title, brand and attributes' })
  @IsOptional()
  @IsBoolean({ message: fieldMessage('type_boolean') })
  auto_category?: boolean;

  @ApiProperty({ maxLength: LIMITS.stockCode, description: 'The seller’s SKU (merchantSku in orders)' })
  @str()
  @notEmpty()
  @maxLength(LIMITS.stockCode)
  stock_code: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_NUMBER })
  @int()
  @min(0)
  @max(MAX_NUMBER)
  quantity: number;

  @ApiProperty({ minimum: 0, maximum: MAX_NUMBER })
  @num()
  @min(0)
  @max(MAX_NUMBER)
  list_price: number;

  @ApiProperty({ minimum: 0, maximum: MAX_NUMBER })
  @num()
  @min(0)
  @max(MAX_NUMBER)
  sale_price: number;

  @ApiProperty({ minimum: 0, maximum: MAX_NUMBER, description: 'Desi' })
  @num()
  @min(0)
  @max(MAX_NUMBER)
  dimensional_weight: number;

  @ApiProperty({ maxLength: LIMITS.description, description: 'Plain text: HTML refuses the item (per item)' })
  @str()
  @maxLength(LIMITS.description)
  description: string;

  @ApiProperty({ enum: ['TRY'], maxLength: 3 })
  @IsIn(['TRY'], { message: fieldMessage('one_of', { values: ['TRY'] }) })
  currency_type: string;

  @ApiProperty({ enum: VAT_RATES, description: 'Another value refuses the whole request (400 `validation.failed`)' })
  @IsIn(VAT_RATES, { message: fieldMessage('one_of', { values: VAT_RATES.map(String) }) })
  vat_rate: 0 | 1 | 10 | 20;

  @ApiProperty({ type: 'integer', example: 17, description: "Trendyol's cargoCompanyId (17 Trendyol Express, 4 Yurtiçi, 7 Aras, …)" })
  @int()
  cargo_company_id: number;

  @ApiProperty({ type: [TrendyolImageDto], minItems: 1, maxItems: LIMITS.images })
  @apply([...array(LIMITS.images), ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) }), ...nested(() => TrendyolImageDto)])
  images: TrendyolImageDto[];

  @ApiProperty({ type: [TrendyolAttributeDto], maxItems: LIMITS.attributes })
  @apply([...array(LIMITS.attributes), ...nested(() => TrendyolAttributeDto)])
  attributes: TrendyolAttributeDto[];
}

export class TrendyolProductsDto {
  @ApiProperty({ type: [TrendyolProductItemDto], minItems: 1, maxItems: MAX_SUBMISSION_ITEMS })
  @apply([
    ...array(MAX_SUBMISSION_ITEMS),
    ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) }),
    ...nested(() => TrendyolProductItemDto),
  ])
  items: TrendyolProductItemDto[];
}

/** `PUT /marketplaces/trendyol/products/{barcode}`: the product's content; stock and prices go through /inventory. */
export class TrendyolProductUpdateDto extends OmitType(TrendyolProductItemDto, [
  'barcode',
  'quantity',
  'list_price',
  'sale_price',
  'auto_category',
] as const) {}

export class TrendyolInventoryItemDto implements TrendyolInventoryItem {
  @ApiProperty({ maxLength: LIMITS.barcode })
  @str()
  @notEmpty()
  @maxLength(LIMITS.barcode)
  barcode: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_NUMBER, description: 'Sellable stock' })
  @IsOptional()
  @int()
  @min(0)
  @max(MAX_NUMBER)
  quantity?: number;

  @ApiPropertyOptional({ minimum: 0.01, maximum: MAX_NUMBER })
  @IsOptional()
  @num()
  @min(0.01)
  @max(MAX_NUMBER)
  sale_price?: number;

  @ApiPropertyOptional({ minimum: 0.01, maximum: MAX_NUMBER })
  @IsOptional()
  @num()
  @min(0.01)
  @max(MAX_NUMBER)
  list_price?: number;
}

export class TrendyolInventoryDto {
  @ApiProperty({ type: [TrendyolInventoryItemDto], minItems: 1, maxItems: MAX_SUBMISSION_ITEMS })
  @apply([
    ...array(MAX_SUBMISSION_ITEMS),
    ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) }),
    ...nested(() => TrendyolInventoryItemDto),
  ])
  items: TrendyolInventoryItemDto[];
}

export class BrandLookupQuery {
  @ApiProperty({ maxLength: LIMITS.text, example: 'Tezgah' })
  @str()
  @notEmpty()
  @maxLength(LIMITS.text)
  name: string;
}
