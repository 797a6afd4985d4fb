import { Injectable } from '@nestjs/common';
import { type RequestContext, SETTINGS_GROUPS, type TenantSettingsDto, type TenantSettingsPatch } from '@tezgah/contracts';
import { Transactions } from '@tezgah/persistence';
import { TenantSettingsRepository } from './tenant-settings.repository';

/** A tenant's settings (decisions §15): read by anyone of the tenant and by other services, changed by admins. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: TenantSettingsRepository,
    private readonly transactions: Transactions,
  ) {}

  get(ctx: RequestContext): Promise<TenantSettingsDto> {
    return this.settings.find(ctx.tenant_id);
  }

  /** Changes the fields `patch` sends (null clears one) and answers the whole settings; nothing sent changes nothing. */
  async change(ctx: RequestContext, patch: TenantSettingsPatch): Promise<TenantSettingsDto> {
    const changes = sentFields(patch);
    if (!Object.keys(changes).length) return this.get(ctx);
    return this.transactions.run((tx) => this.settings.merge(tx, ctx.tenant_id, changes));
  }
}

/** The groups and fields the patch sends: a field left out (undefined) is not a change, a null is. */
function sentFields(patch: TenantSettingsPatch): TenantSettingsPatch {
  const changes: Record<string, Record<string, unknown>> = {};
  for (const group of SETTINGS_GROUPS) {
    const sent = Object.entries(patch[group] ?? {}).filter(([, value]) => value !== undefined);
    if (sent.length) changes[group] = Object.fromEntries(sent);
  }
  return changes;
}
