import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './login.dto';

const maxLength = MaxLength(PASSWORD_MAX_LENGTH, { message: fieldMessage('max_length', { n: PASSWORD_MAX_LENGTH }) });

export class SetPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MinLength(PASSWORD_MIN_LENGTH, { message: fieldMessage('min_length', { n: PASSWORD_MIN_LENGTH }) })
  @maxLength
  @IsString({ message: fieldMessage('type_string') })
  new_password: string;

  @ApiPropertyOptional({ maxLength: PASSWORD_MAX_LENGTH, description: 'Required when the user already has a password.' })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @maxLength
  current_password?: string;
}
