import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  CURRENCIES,
  expectedGtinCheckDigit,
  fieldMessage,
  hasValidGtinCheckDigit,
  salePriceWithinPrice,
  VAT_RATES,
  type VatRate,
} from '@tezgah/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

/** Bounds the spec leaves open (docs/catalog.md). */
export const PRODUCT_LIMITS = {
  sku: 100,
  title: 100,
  barcode: 64,
  description: 30_000,
  label: 255,
  price: 99_999_999.99,
  stock: 1_000_000_000,
  images: 20,
  imageUrl: 2048,
} as const;

const NoEdgeSpaces = () =>
  ValidateBy({
    name: 'noEdgeSpaces',
    validator: {
      validate: (value) => typeof value === 'string' && value.trim() === value,
      defaultMessage: () => fieldMessage('no_edge_spaces'),
    },
  });

const MaxDecimalPlaces = (places: number) =>
  ValidateBy({
    name: 'maxDecimalPlaces',
    validator: {
      validate: (value) =>
        typeof value === 'number' && Number.isFinite(value) && Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6,
      defaultMessage: () => fieldMessage('decimal_places', { n: places }),
    },
  });

const BarcodeFormat = () =>
  ValidateBy({
    name: 'barcodeFormat',
    validator: {
      validate: (value) => typeof value === 'string' && /^[0-9A-Za-z._-]+$/.test(value),
      defaultMessage: () => fieldMessage('barcode_format'),
    },
  });

/** A barcode of 8, 12, 13 or 14 digits is a GTIN: its last digit must be its check digit. Others stay free-form. */
const GtinCheckDigit = () =>
  ValidateBy({
    name: 'barcodeCheckDigit',
    validator: {
      validate: (value) => typeof value !== 'string' || hasValidGtinCheckDigit(value),
      defaultMessage: (args) => fieldMessage('barcode_check_digit', { digit: String(expectedGtinCheckDigit(String(args?.value))) }),
    },
  });

/** On both fields, so the refusal names both: a sale price above the price. */
const SalePriceWithinPrice = () =>
  ValidateBy({
    name: 'salePriceWithinPrice',
    validator: {
      validate: (_, args) => {
        const { price, sale_price: sale } = (args?.object ?? {}) as { price?: unknown; sale_price?: unknown };
        return typeof price !== 'number' || typeof sale !== 'number' || salePriceWithinPrice(price, sale);
      },
      defaultMessage: () => fieldMessage('sale_price_above_price'),
    },
  });

const text = { message: fieldMessage('type_string') };
const notEmpty = { message: fieldMessage('not_empty') };
const maxLength = (n: number) => MaxLength(n, { message: fieldMessage('max_length', { n }) });
const price = () => [
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: fieldMessage('type_number') }),
  MaxDecimalPlaces(2),
  Min(0, { message: fieldMessage('minimum', { n: 0 }) }),
  Max(PRODUCT_LIMITS.price, { message: fieldMessage('maximum', { n: PRODUCT_LIMITS.price }) }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** ProductInput of the spec: create, and each element of a bulk import. Unknown fields are refused. */
export class ProductInputDto {
  @ApiProperty({ maxLength: PRODUCT_LIMITS.sku, example: 'TSHIRT-BLK-M', description: 'Unique among the tenant’s live products' })
  @IsString(text)
  @IsNotEmpty(notEmpty)
  @maxLength(PRODUCT_LIMITS.sku)
  @NoEdgeSpaces()
  sku: string;

  @ApiProperty({ maxLength: PRODUCT_LIMITS.title, example: 'Basic Tişört Siyah M' })
  @IsString(text)
  @IsNotEmpty(notEmpty)
  @maxLength(PRODUCT_LIMITS.title)
  title: string;

  @ApiProperty({ minimum: 0, maximum: PRODUCT_LIMITS.price, example: 249.9, description: 'At most 2 decimal places' })
  @apply(price())
  @SalePriceWithinPrice()
  price: number;

  @ApiPropertyOptional({
    type: String,
    maxLength: PRODUCT_LIMITS.barcode,
    example: '8690000000012',
    nullable: true,
    description:
      'Free-form (letters, digits, `.`, `-`, `_`), except that 8, 12, 13 or 14 digits are a GTIN whose last digit must be its ' +
      'check digit (400 `barcode_check_digit`)',
  })
  @IsOptional()
  @IsString(text)
  @maxLength(PRODUCT_LIMITS.barcode)
  @BarcodeFormat()
  @GtinCheckDigit()
  barcode?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: PRODUCT_LIMITS.description, nullable: true })
  @IsOptional()
  @IsString(text)
  @maxLength(PRODUCT_LIMITS.description)
  description?: string | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: PRODUCT_LIMITS.price,
    example: 199.9,
    nullable: true,
    description: 'At most `price` (400 `sale_price_above_price` on both fields; a PATCH is judged with the stored price)',
  })
  @IsOptional()
  @apply(price())
  @SalePriceWithinPrice()
  sale_price?: number | null;

  @ApiPropertyOptional({ enum: CURRENCIES, default: 'TRY' })
  @IsOptional()
  @IsIn(CURRENCIES, { message: fieldMessage('one_of', { values: CURRENCIES }) })
  currency?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: PRODUCT_LIMITS.stock, default: 0 })
  @IsOptional()
  @IsInt({ message: fieldMessage('type_integer') })
  @Min(0, { message: fieldMessage('minimum', { n: 0 }) })
  @Max(PRODUCT_LIMITS.stock, { message: fieldMessage('maximum', { n: PRODUCT_LIMITS.stock }) })
  stock?: number;

  @ApiPropertyOptional({ type: String, maxLength: PRODUCT_LIMITS.label, example: 'Tişört', nullable: true })
  @IsOptional()
  @IsString(text)
  @maxLength(PRODUCT_LIMITS.label)
  category?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: PRODUCT_LIMITS.label, example: 'Tezgah Basics', nullable: true })
  @IsOptional()
  @IsString(text)
  @maxLength(PRODUCT_LIMITS.label)
  brand?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    enum: VAT_RATES,
    nullable: true,
    description: 'The KDV rate (percent) of its invoice lines; without it, the tenant’s default',
  })
  @IsOptional()
  @IsIn(VAT_RATES, { message: fieldMessage('one_of', { values: VAT_RATES.map(String) }) })
  vat_rate?: VatRate | null;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uri', maxLength: PRODUCT_LIMITS.imageUrl },
    maxItems: PRODUCT_LIMITS.images,
    example: ['https://cdn.example.com/p/1.jpg'],
  })
  @IsOptional()
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMaxSize(PRODUCT_LIMITS.images, { message: fieldMessage('max_items', { n: PRODUCT_LIMITS.images }) })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { each: true, message: fieldMessage('uri') })
  @MaxLength(PRODUCT_LIMITS.imageUrl, { each: true, message: fieldMessage('max_length', { n: PRODUCT_LIMITS.imageUrl }) })
  images?: string[];
}

/**
 * PATCH: any ProductInput field, each validated as on create. `null` clears an optional field
 * (barcode, description, sale_price, category, brand, vat_rate) and is refused for the others.
 */
export class ProductPatchDto extends PartialType(ProductInputDto, { skipNullProperties: false }) {}

export class StockDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: PRODUCT_LIMITS.stock, example: 42 })
  @IsInt({ message: fieldMessage('type_integer') })
  @Min(0, { message: fieldMessage('minimum', { n: 0 }) })
  @Max(PRODUCT_LIMITS.stock, { message: fieldMessage('maximum', { n: PRODUCT_LIMITS.stock }) })
  stock: number;
}
