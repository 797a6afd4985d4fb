import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { type FieldMessageCode, fieldMessage } from '@tezgah/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export interface SettingsTextOptions {
  maxLength: number;
  example: string;
  description?: string;
  /** A shape the whole value must have, and the catalogue's code of its Turkish message. */
  pattern?: { regex: RegExp; code: FieldMessageCode };
}

/**
 * One text field of a settings group: optional (left out keeps it), null clears it, otherwise a
 * non-empty string within `maxLength` (and `pattern`). The OpenAPI declaration states the same limits.
 */
export function SettingsText({ maxLength, example, description, pattern }: SettingsTextOptions): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      minLength: 1,
      maxLength,
      example,
      description: description ? `${description}. Null clears it` : 'Null clears it',
      ...(pattern && { pattern: pattern.regex.source }),
    }),
    IsOptional(),
    IsString({ message: fieldMessage('type_string') }),
    IsNotEmpty({ message: fieldMessage('not_empty') }),
    MaxLength(maxLength, { message: fieldMessage('max_length', { n: maxLength }) }),
    ...(pattern ? [Matches(pattern.regex, { message: fieldMessage(pattern.code) })] : []),
  );
}

/** One choice field of a settings group: optional, null clears it, otherwise one of `values`. */
export function SettingsChoice(values: readonly (string | number)[], description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional(nullableChoice(values, `${description}. Null clears it`)),
    IsOptional(),
    IsIn(values, { message: fieldMessage('one_of', { values: values.map(String) }) }),
  );
}

/**
 * A choice that may be null, in OpenAPI 3.0.3's words: `nullable` and `null` among the values
 * (a validator reading `enum` alone would refuse the null the API takes).
 */
export function nullableChoice(values: readonly (string | number)[], description?: string): ApiPropertyOptions {
  return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values, null], nullable: true, description };
}
