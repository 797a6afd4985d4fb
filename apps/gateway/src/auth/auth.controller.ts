import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { TokenResponseDto, UserDto } from '@tezgah/contracts';
import { Access, CurrentPrincipal, type Principal } from '@tezgah/gateway-kit';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RefreshDto } from './dto/refresh.dto';
import { HasPasswordResponse, SetPasswordResponse, TokenResponse, UserResponse } from './dto/responses.dto';
import { SetPasswordDto } from './dto/set-password.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('token')
  @HttpCode(200)
  @Access('public')
  @ApiOkResponse({ type: TokenResponse })
  token(@Body() body: LoginDto): Promise<TokenResponseDto> {
    return this.auth.login(body.email, body.password);
  }

  @Post('refresh')
  @HttpCode(200)
  @Access('public')
  @ApiOkResponse({ type: TokenResponse })
  refresh(@Body() body: RefreshDto): Promise<TokenResponseDto> {
    return this.auth.refresh(body.refresh_token);
  }

  @Post('logout')
  @HttpCode(204)
  @Access('self')
  @ApiBearerAuth()
  async logout(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.auth.logout(principal);
  }

  @Post('set-password')
  @HttpCode(200)
  @Access('self')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SetPasswordResponse })
  async setPassword(@CurrentPrincipal() principal: Principal, @Body() body: SetPasswordDto): Promise<SetPasswordResponse> {
    await this.auth.setPassword(principal, body.new_password, body.current_password);
    return { ok: true, has_password: true };
  }

  @Get('has-password')
  @Access('self')
  @ApiBearerAuth()
  @ApiOkResponse({ type: HasPasswordResponse })
  async hasPassword(@CurrentPrincipal() principal: Principal): Promise<HasPasswordResponse> {
    return { has_password: await this.auth.hasPassword(principal) };
  }

  @Get('me')
  @Access('self')
  @ApiBearerAuth()
  @ApiOkResponse({ type: UserResponse })
  me(@CurrentPrincipal() principal: Principal): Promise<UserDto> {
    return this.auth.me(principal);
  }
}
