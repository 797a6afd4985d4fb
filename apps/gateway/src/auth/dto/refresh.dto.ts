import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Ours are far shorter; anything longer is not one of them. */
const REFRESH_TOKEN_MAX_LENGTH = 256;

export class RefreshDto {
  @ApiProperty({ maxLength: REFRESH_TOKEN_MAX_LENGTH })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(REFRESH_TOKEN_MAX_LENGTH, { message: fieldMessage('max_length', { n: REFRESH_TOKEN_MAX_LENGTH }) })
  refresh_token: string;
}
