import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsOptional, IsString, MinLength } from 'class-validator';

export class SetPasswordDto {
  @ApiProperty({ minLength: 10 })
  @MinLength(10, { message: fieldMessage('min_length', { n: 10 }) })
  @IsString({ message: fieldMessage('type_string') })
  new_password: string;

  @ApiPropertyOptional({ description: 'Required when the user already has a password.' })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  current_password?: string;
}
