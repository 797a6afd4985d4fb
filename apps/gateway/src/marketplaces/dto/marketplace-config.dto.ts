import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CARGO_PROVIDER_MODES,
  type CargoProviderMode,
  fieldMessage,
  MARKETPLACE_ENVIRONMENTS,
  type MarketplaceEnvironment,
  STORE_NAME_MAX_LENGTH,
} from '@tezgah/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** `PUT /marketplaces/{slug}/config` (decisions §10): fields left out keep their value. */
export class MarketplaceConfigDto {
  @ApiPropertyOptional({ enum: MARKETPLACE_ENVIRONMENTS, description: 'Default `sandbox` in the demo, `production` otherwise' })
  @ValidateIf((_object, value) => value !== undefined) // absent keeps the value; null is refused
  @IsIn(MARKETPLACE_ENVIRONMENTS, { message: fieldMessage('one_of', { values: MARKETPLACE_ENVIRONMENTS }) })
  environment?: MarketplaceEnvironment;

  @ApiPropertyOptional({
    enum: CARGO_PROVIDER_MODES,
    nullable: true,
    description: '`OWN_CONTRACT`: a carrier the seller contracts; `MARKETPLACE`: the marketplace’s; null clears it',
  })
  @IsOptional()
  @IsIn(CARGO_PROVIDER_MODES, { message: fieldMessage('one_of', { values: CARGO_PROVIDER_MODES }) })
  cargo_provider?: CargoProviderMode | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 1,
    maxLength: STORE_NAME_MAX_LENGTH,
    pattern: '\\S',
    example: 'Ayşe Butik',
    description: "The seller's store name on the marketplace, where its API names none (Trendyol's ping answers it); null clears it",
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @Matches(/\S/, { message: fieldMessage('invalid') })
  @MaxLength(STORE_NAME_MAX_LENGTH, { message: fieldMessage('max_length', { n: STORE_NAME_MAX_LENGTH }) })
  store_name?: string | null;
}
