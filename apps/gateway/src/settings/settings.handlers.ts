import { Injectable } from '@nestjs/common';
import { type RequestContext, type TenantSettingsDto, TenantSettingsGet } from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { SettingsService } from './settings.service';

/** The settings for services that act without a gateway request (a tracker, an automatic invoice). */
@Injectable()
export class SettingsHandlers {
  constructor(private readonly settings: SettingsService) {}

  @RpcHandler(TenantSettingsGet)
  get(_payload: Record<string, never>, ctx: RequestContext): Promise<TenantSettingsDto> {
    return this.settings.get(ctx);
  }
}
