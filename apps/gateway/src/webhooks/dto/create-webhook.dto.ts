import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage, PUBLIC_EVENT_TYPES } from '@tezgah/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsIn,
  IsString,
  IsUrl,
  isURL,
  MaxLength,
  ValidateBy,
} from 'class-validator';

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_MAX_EVENTS = PUBLIC_EVENT_TYPES.length;

/**
 * Any scheme and no top-level domain required: `uri` says "not a URL at all", `https` says
 * "a URL, wrong scheme". Hosts like `receiver` or `127.0.0.1` are the dispatcher's to judge (decisions §11).
 */
const URL_SYNTAX = { require_protocol: true, require_valid_protocol: false, require_tld: false };

/** Fails only a well-formed URL whose scheme is not https; a malformed one is `uri`'s to report. */
const HttpsScheme = () =>
  ValidateBy({
    name: 'httpsScheme',
    validator: {
      validate: (value) => typeof value !== 'string' || !isURL(value, URL_SYNTAX) || /^https:\/\//i.test(value),
      defaultMessage: () => fieldMessage('https'),
    },
  });

/** Repeats add nothing to a subscription: the first occurrence of each event type is kept, in order. */
const DropRepeats = () => Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value));

/** The spec's POST /webhooks body. Syntax only: the dispatcher refuses private and unresolvable hosts. */
export class CreateWebhookDto {
  @ApiProperty({ format: 'uri', maxLength: WEBHOOK_URL_MAX_LENGTH, example: 'https://example.com/hooks/tezgah', description: 'HTTPS only' })
  @IsString({ message: fieldMessage('type_string') })
  @IsUrl(URL_SYNTAX, { message: fieldMessage('uri') })
  @HttpsScheme()
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: fieldMessage('max_length', { n: WEBHOOK_URL_MAX_LENGTH }) })
  url: string;

  @ApiProperty({
    type: [String],
    enum: PUBLIC_EVENT_TYPES,
    minItems: 1,
    maxItems: WEBHOOK_MAX_EVENTS,
    example: ['order.created', 'product.sold_out'],
    description: 'Repeated values are dropped, the first occurrence kept',
  })
  @DropRepeats()
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) })
  @ArrayMaxSize(WEBHOOK_MAX_EVENTS, { message: fieldMessage('max_items', { n: WEBHOOK_MAX_EVENTS }) })
  @IsIn(PUBLIC_EVENT_TYPES, { each: true, message: fieldMessage('one_of', { values: PUBLIC_EVENT_TYPES }) })
  events: string[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: fieldMessage('type_boolean') })
  active?: boolean;
}
