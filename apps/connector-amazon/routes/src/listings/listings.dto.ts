import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AMAZON_IMAGE_ROLES, fieldMessage } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsOptional, IsUrl, ValidateIf, ValidateNested } from 'class-validator';
import { Amount, Count, List, OneOf, Pattern, SKU_MAX_LENGTH, Text, UniqueSkus } from '../amazon-fields';

/** Which shape an item has: an offer on an existing catalogue entry names its `asin`; a new product does not. */
const offer = (item: AmazonListingItemDto) => item.asin !== undefined;
const product = (item: AmazonListingItemDto) => item.asin === undefined;

export class AmazonListingImageDto {
  @ApiProperty({ enum: AMAZON_IMAGE_ROLES, description: '`main`, `swatch_1`, `lifestyle_1` (spec), and `other_1` … `other_6`' })
  @OneOf(AMAZON_IMAGE_ROLES)
  role: string;

  @ApiProperty({ maxLength: 2048, format: 'uri', example: 'https://cdn.example.com/tisort.jpg' })
  @Text(2048)
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: fieldMessage('uri') })
  url: string;
}

/**
 * One listing item in either of the spec's two shapes: with `asin` an offer on that catalogue
 * entry (`condition`, `currency`, `handling_time_days`), without it a new product (`product_type`,
 * `external_product_id` … `images`). Fields of the other shape are not read.
 */
export class AmazonListingItemDto {
  @ApiProperty({ maxLength: SKU_MAX_LENGTH, example: 'TSHIRT-001' })
  @Text(SKU_MAX_LENGTH)
  seller_sku: string;

  @ApiPropertyOptional({
    maxLength: 12,
    pattern: '^[A-Z0-9]{10,12}$',
    example: 'B0TEZGAH001',
    description: 'Offer shape: the existing catalogue entry (Amazon’s ASINs are 10 characters, the sandbox’s B0TEZGAH001 … 11)',
  })
  @IsOptional()
  @Text(12)
  @Pattern(/^[A-Z0-9]{10,12}$/)
  asin?: string;

  @ApiPropertyOptional({ enum: ['new_new'], description: 'Offer shape (required there)' })
  @ValidateIf(offer)
  @OneOf(['new_new'])
  condition?: 'new_new';

  @ApiProperty({ minimum: 0.01, maximum: 10_000_000, example: 249.9, description: 'Price with tax, in `currency` (TRY)' })
  @Amount(0.01, 10_000_000)
  price: number;

  @ApiPropertyOptional({ enum: ['TRY'], description: 'Offer shape (required there); a new product is priced in TRY' })
  @ValidateIf(offer)
  @OneOf(['TRY'])
  currency?: string;

  @ApiProperty({ minimum: 0, maximum: 1_000_000, example: 25, description: 'Merchant-fulfilled stock; FBA stock is what Amazon holds' })
  @Count(0, 1_000_000)
  quantity: number;

  @ApiProperty({ enum: ['FBM', 'FBA'] })
  @OneOf(['FBM', 'FBA'])
  fulfillment: 'FBM' | 'FBA';

  @ApiPropertyOptional({ minimum: 0, maximum: 30, example: 2, description: 'Offer shape (required there): days before it ships' })
  @ValidateIf(offer)
  @Count(0, 30)
  handling_time_days?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    pattern: '^[A-Z][A-Z0-9_]*$',
    example: 'SHIRT',
    description: 'New product (required there): Amazon product type',
  })
  @ValidateIf(product)
  @Text(100)
  @Pattern(/^[A-Z][A-Z0-9_]*$/)
  product_type?: string;

  @ApiPropertyOptional({
    maxLength: 13,
    pattern: '^\\d{13}$',
    example: '8699000000015',
    description: 'New product (required there): its EAN-13',
  })
  @ValidateIf(product)
  @Text(13)
  @Pattern(/^\d{13}$/)
  external_product_id?: string;

  @ApiPropertyOptional({ enum: ['EAN'], description: 'New product (required there)' })
  @ValidateIf(product)
  @OneOf(['EAN'])
  external_product_id_type?: 'EAN';

  @ApiPropertyOptional({ maxLength: 200, example: 'Pamuklu Tişört Beyaz M', description: 'New product (required there)' })
  @ValidateIf(product)
  @Text(200)
  title?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Tezgah', description: 'New product (required there)' })
  @ValidateIf(product)
  @Text(100)
  brand?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Tezgah Tekstil', description: 'New product (required there)' })
  @ValidateIf(product)
  @Text(100)
  manufacturer?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 5,
    items: { type: 'string', maxLength: 500 },
    description: 'New product (required there): 1 to 5',
  })
  @ValidateIf(product)
  @List(1, 5)
  @Text(500, true)
  bullet_points?: string[];

  @ApiPropertyOptional({ maxLength: 2000, description: 'New product (required there): plain text (HTML breaks Amazon content rules)' })
  @ValidateIf(product)
  @Text(2000)
  description?: string;

  @ApiPropertyOptional({ minimum: 0.001, maximum: 1000, example: 0.3, description: 'New product (required there)' })
  @ValidateIf(product)
  @Amount(0.01, 1000)
  package_weight_kg?: number;

  @ApiPropertyOptional({ type: [AmazonListingImageDto], maxItems: 9, description: 'New product (required there): 1 to 9' })
  @ValidateIf(product)
  @List(1, 9)
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => AmazonListingImageDto)
  images?: AmazonListingImageDto[];
}

/** `POST /marketplaces/amazon/listings`. */
export class AmazonListingsDto {
  @ApiProperty({
    type: [AmazonListingItemDto],
    minItems: 1,
    maxItems: 1000,
    description: 'Up to 20 go to Listings Items one by one; more as one JSON_LISTINGS_FEED',
  })
  @List(1, 1000)
  @UniqueSkus()
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => AmazonListingItemDto)
  items: AmazonListingItemDto[];
}
