import { fieldMessage, type FieldMessageCode } from '@tezgah/contracts';
import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

/** The field validators of marketplace B's DTOs, each with its Turkish message from the catalogue. */
export const Text = (maxLength: number, each = false) =>
  applyDecorators(
    IsString({ each, message: fieldMessage('type_string') }),
    IsNotEmpty({ each, message: fieldMessage('not_empty') }),
    MaxLength(maxLength, { each, message: fieldMessage('max_length', { n: maxLength }) }),
  );

export const Pattern = (pattern: RegExp, code: FieldMessageCode = 'invalid') => Matches(pattern, { message: fieldMessage(code) });

export const OneOf = (values: readonly string[]) => IsIn(values, { message: fieldMessage('one_of', { values }) });

export const Amount = (min: number, max: number) =>
  applyDecorators(
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: fieldMessage('type_number') }),
    Min(min, { message: fieldMessage('minimum', { n: min }) }),
    Max(max, { message: fieldMessage('maximum', { n: max }) }),
  );

export const Count = (min: number, max: number) =>
  applyDecorators(
    IsInt({ message: fieldMessage('type_integer') }),
    Min(min, { message: fieldMessage('minimum', { n: min }) }),
    Max(max, { message: fieldMessage('maximum', { n: max }) }),
  );

export const Flag = () => IsBoolean({ message: fieldMessage('type_boolean') });

export const DateTime = () => IsISO8601({ strict: true, strictSeparator: true }, { message: fieldMessage('invalid') });

export const List = (min: number, max: number) =>
  applyDecorators(
    IsArray({ message: fieldMessage('type_array') }),
    ArrayMinSize(min, { message: fieldMessage('min_items', { n: min }) }),
    ArrayMaxSize(max, { message: fieldMessage('max_items', { n: max }) }),
  );

/** Each element's `seller_sku` once: a SKU twice in one request is refused on the list. */
export const UniqueSkus = () =>
  ValidateBy({
    name: 'skuRepeated',
    validator: {
      validate: (value: unknown) => {
        if (!Array.isArray(value)) return true;
        const skus = value.map((item: { seller_sku?: unknown }) => item?.seller_sku).filter((sku) => typeof sku === 'string');
        return new Set(skus).size === skus.length;
      },
      defaultMessage: () => fieldMessage('sku_repeated'),
    },
  });

/** Amazon's SKUs: at most 40 characters. */
export const SKU_MAX_LENGTH = 40;

/** A comma-separated list of SKUs in a query parameter, each a SKU. */
export const SkuList = (max: number) =>
  ValidateBy({
    name: 'skuList',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        const skus = value.split(',').map((sku) => sku.trim());
        return skus.length <= max && skus.every((sku) => sku.length > 0 && sku.length <= SKU_MAX_LENGTH);
      },
      defaultMessage: () => fieldMessage('invalid'),
    },
  });

export const skusOf = (value: string | undefined): string[] => (value ? [...new Set(value.split(',').map((sku) => sku.trim()))] : []);
