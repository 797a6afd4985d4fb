import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ROLES } from '@tezgah/contracts';
import { createLogger } from '@tezgah/observability';
import { GATEWAY_CONFIG } from '../config/gateway-config.token';
import type { GatewayConfig } from '../config/gateway.config';
import { IdentityAdmin } from '../identity/identity-admin';
import { IdentityRepository } from '../identity/identity.repository';

/** decisions §13: the demo tenant with one user per role, and a second tenant to show isolation. */
export const DEMO_USERS = [
  ...ROLES.map((role) => ({ tenant: 'demo', email: `${role}@demo.tezgah.dev`, name: `Demo ${role}`, role })),
  { tenant: 'other', email: 'owner@other.tezgah.dev', name: 'Other owner', role: 'owner' as const },
];

/** Seeds the demo on start in `TEZGAH_ENV=demo`; idempotent, so every start and replica may run it. */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = createLogger('gateway.demo');

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly admin: IdentityAdmin,
    private readonly identity: IdentityRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.TEZGAH_ENV !== 'demo') return;
    await this.admin.ensureTenant('demo', 'Demo Mağaza');
    await this.admin.ensureTenant('other', 'Başka Mağaza');
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
