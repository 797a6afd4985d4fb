import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsEmail, IsString, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ format: 'email', example: 'owner@demo.tezgah.dev' })
  @IsEmail({}, { message: fieldMessage('email') })
  @IsString({ message: fieldMessage('type_string') })
  email: string;

  @ApiProperty({ minLength: 10, example: 'tezgah-demo-1' })
  @MinLength(10, { message: fieldMessage('min_length', { n: 10 }) })
  @IsString({ message: fieldMessage('type_string') })
  password: string;
}
