import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_MAX_LENGTH, fieldMessage, type TrendyolPingRequest } from '@tezgah/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

// A credential as `connect` takes it: a non-empty string. What Trendyol makes of it is Trendyol's to say (422).
const notEmpty = () => IsNotEmpty({ message: fieldMessage('not_empty') });
const maxLength = () => MaxLength(CREDENTIAL_MAX_LENGTH, { message: fieldMessage('max_length', { n: CREDENTIAL_MAX_LENGTH }) });
const isString = () => IsString({ message: fieldMessage('type_string') });

/** `POST /marketplaces/trendyol/ping` (spec: Marketplace A connector): Trendyol credentials to check, not stored. */
export class TrendyolPingDto implements TrendyolPingRequest {
  @ApiProperty({ minLength: 1, maxLength: CREDENTIAL_MAX_LENGTH, example: '123456', description: 'The Trendyol supplier id (digits)' })
  @notEmpty()
  @maxLength()
  @isString()
  supplier_id: string;

  @ApiProperty({ minLength: 1, maxLength: CREDENTIAL_MAX_LENGTH, example: 'ty-api-key' })
  @notEmpty()
  @maxLength()
  @isString()
  api_key: string;

  @ApiProperty({ minLength: 1, maxLength: CREDENTIAL_MAX_LENGTH, example: 'ty-api-secret' })
  @notEmpty()
  @maxLength()
  @isString()
  api_secret: string;
}
