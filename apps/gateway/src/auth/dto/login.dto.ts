import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

/** Bounds of a password (docs/decisions.md); argon2 hashes whatever it is given. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'owner@demo.tezgah.dev' })
  @IsEmail({}, { message: fieldMessage('email') })
  @MaxLength(EMAIL_MAX_LENGTH, { message: fieldMessage('max_length', { n: EMAIL_MAX_LENGTH }) })
  @IsString({ message: fieldMessage('type_string') })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, example: 'tezgah-demo-1' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: fieldMessage('min_length', { n: PASSWORD_MIN_LENGTH }) })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: fieldMessage('max_length', { n: PASSWORD_MAX_LENGTH }) })
  @IsString({ message: fieldMessage('type_string') })
  password: string;
}
