import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role, type TokenResponseDto, type UserDto } from '@tezgah/contracts';

/** Response shapes, for the OpenAPI document. */
export class UserResponse implements UserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty() tenant_id: string;
}

export class TokenResponse implements TokenResponseDto {
  @ApiProperty({ description: 'JWT access token' }) access_token: string;
  @ApiProperty({ description: 'Opaque, single-use; valid 30 days' }) refresh_token: string;
  @ApiProperty({ example: 'Bearer' }) token_type: 'Bearer';
  @ApiProperty({ type: 'integer', example: 86400 }) expires_in: number;
  @ApiProperty({ type: UserResponse }) user: UserResponse;
}

export class SetPasswordResponse {
  @ApiProperty() ok: boolean;
  @ApiProperty() has_password: boolean;
}

export class HasPasswordResponse {
  @ApiProperty() has_password: boolean;
}
