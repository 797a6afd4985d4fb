import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RequestContext, TenantSettingsDto } from '@tezgah/contracts';
import { Access, CallerContext } from '@tezgah/gateway-kit';
import { SettingsPatchDto } from './dto/settings-patch.dto';
import { TenantSettingsResponse } from './dto/settings.responses';
import { SettingsService } from './settings.service';

/** Beyond the spec (decisions §15): the tenant's sender, invoicing and cargo settings. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Access('viewer')
  @ApiOkResponse({ type: TenantSettingsResponse, description: 'Every field, null where unset' })
  get(@CallerContext() ctx: RequestContext): Promise<TenantSettingsDto> {
    return this.settings.get(ctx);
  }

  @Patch()
  @Access('admin')
  @ApiOkResponse({
    type: TenantSettingsResponse,
    description: 'Only the fields sent change (within a group too); null clears a field. Answers the whole settings',
  })
  change(@CallerContext() ctx: RequestContext, @Body() body: SettingsPatchDto): Promise<TenantSettingsDto> {
    return this.settings.change(ctx, body);
  }
}
