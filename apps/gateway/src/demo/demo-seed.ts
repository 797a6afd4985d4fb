import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { INVOICING_DEFAULTS, ROLES } from '@tezgah/contracts';
import { createLogger } from '@tezgah/observability';
import { GATEWAY_CONFIG } from '../config/gateway-config.token';
import type { GatewayConfig } from '../config/gateway.config';
import { IdentityAdmin } from '../identity/identity-admin';
import { IdentityRepository } from '../identity/identity.repository';
import { type SettingsValues, TenantSettingsRepository } from '../settings/tenant-settings.repository';

/** decisions §13: the demo tenant with one user per role, and a second tenant to show isolation. */
export const DEMO_USERS = [
  ...ROLES.map((role) => ({ tenant: 'demo', email: `${role}@demo.tezgah.dev`, name: `Demo ${role}`, role })),
  { tenant: 'other', email: 'owner@other.tezgah.dev', name: 'Other owner', role: 'owner' as const },
];

/** decisions §15: complete settings for both tenants, so labels and invoices work out of the box. */
export const DEMO_SETTINGS: Record<string, SettingsValues> = {
  demo: {
    sender: {
      name: 'Demo Mağaza Ltd. Şti.',
      line1: 'Büyükdere Cad. No: 185',
      line2: 'Kat 3',
      city: 'İstanbul',
      district: 'Şişli',
      postal_code: '34394',
      phone: '+90 212 555 01 85',
      tax_office: 'Zincirlikuyu',
      tax_number: '1234567890',
    },
    invoicing: { default_provider: 'parasut', ...INVOICING_DEFAULTS },
    cargo: { default_provider: 'yurtici' },
  },
  other: {
    sender: {
      name: 'Başka Mağaza',
      line1: 'Atatürk Bulvarı No: 27',
      line2: null,
      city: 'Ankara',
      district: 'Çankaya',
      postal_code: '06420',
      phone: '+90 312 555 02 27',
      tax_office: 'Kavaklıdere',
      tax_number: '12345678901',
    },
    invoicing: { default_provider: 'parasut', ...INVOICING_DEFAULTS },
    cargo: { default_provider: 'yurtici' },
  },
};

/** Seeds the demo on start in `TEZGAH_ENV=demo`; idempotent, so every start and replica may run it. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = createLogger('gateway.demo');

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly admin: IdentityAdmin,
    private readonly identity: IdentityRepository,
    private readonly settings: TenantSettingsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TEZGAH_ENV !== 'demo') return;
    await this.admin.ensureTenant('demo', 'Demo Mağaza');
    await this.admin.ensureTenant('other', 'Başka Mağaza');
    for (const [tenant, values] of Object.entries(DEMO_SETTINGS)) await this.settings.seed(tenant, values);
    const missing = [];
    for (const user of DEMO_USERS) if (!(await this.identity.findUserByEmail(user.email))) missing.push(user);
    if (!missing.length) return;
    try {
      await this.admin.createUsers(missing.map((user) => ({ ...user, password: this.config.TEZGAH_DEMO_PASSWORD })));
      this.logger.info({ users: missing.map((user) => user.email) }, 'demo users seeded');
    } catch (error) {
      // Another replica seeded them at the same moment.
      this.logger.warn({ err: error }, 'demo seed skipped');
    }
  }
}
