import { baseConfigSchema, envInt, loadConfig, parsePartyAccounts, type PartyAccountEntry } from '@tezgah/config';
import { CARGO_PROVIDERS, type CargoProvider } from '@tezgah/contracts';
import { z } from 'zod';

/** What the cargo service reads (docs/configuration.md), beside the base settings. */
export const cargoConfigSchema = baseConfigSchema.extend({
  /**
   * The carriers' accounts, JSON: `{"yurtici": {"base_url": "https://…", "wsUserName": "…", …}, …}`.
   * A carrier without one is the sandbox's simulator in the sandbox environment, and refused (422) in production.
   */
  TEZGAH_CARRIER_ACCOUNTS: z.string().optional(),
  /** `sandbox`: carriers without an account are the sandbox's simulators (`<sandbox>/<carrier>`); unset: sandbox in demo, production otherwise. */
  TEZGAH_CARRIER_ENVIRONMENT: z.enum(['production', 'sandbox']).optional(),
  /** How often open shipments are asked for their tracking (decisions §9); unset: 60000, 2000 in demo. */
  TEZGAH_TRACKING_POLL_INTERVAL_MS: envInt({ min: 50, max: 3_600_000 }).optional(),
  /** `GET /cargo/tracking/{n}` asks the carrier again when what is stored is older than this. */
  TEZGAH_TRACKING_FRESH_MS: envInt({ min: 0, max: 3_600_000 }).default(60_000),
  /** How long a request or a worker holds a shipment while it books it; another takes over after. */
  TEZGAH_LABEL_LEASE_MS: envInt({ min: 1_000, max: 600_000 }).default(30_000),
  /**
   * The safety net: how often label batches, bookings left by a stopped replica and tracking looks
   * are looked for without a reason (a batch or a booking wakes its worker; tracking sleeps until
   * the next look falls due).
   */
  TEZGAH_CARGO_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(30_000),
});

/** One carrier's account in `TEZGAH_CARRIER_ACCOUNTS`: its API base and its own credential fields. */
export type CarrierAccountConfig = PartyAccountEntry;

export type CargoConfig = Omit<
  z.infer<typeof cargoConfigSchema>,
  'TEZGAH_CARRIER_ACCOUNTS' | 'TEZGAH_CARRIER_ENVIRONMENT' | 'TEZGAH_TRACKING_POLL_INTERVAL_MS'
> & {
  TEZGAH_CARRIER_ACCOUNTS: Partial<Record<CargoProvider, CarrierAccountConfig>>;
  TEZGAH_CARRIER_ENVIRONMENT: 'production' | 'sandbox';
  TEZGAH_TRACKING_POLL_INTERVAL_MS: number;
};

export const CARGO_CONFIG = Symbol('CARGO_CONFIG');

/** Decisions §9: a demo parcel moves within seconds; production spares the carriers' quotas. */
const TRACKING_POLL_INTERVAL_MS = { production: 60_000, demo: 2_000 } as const;

export function loadCargoConfig(env: NodeJS.ProcessEnv = process.env): CargoConfig {
  const config = loadConfig(cargoConfigSchema, env);
  return {
    ...config,
    TEZGAH_CARRIER_ACCOUNTS: parsePartyAccounts('TEZGAH_CARRIER_ACCOUNTS', config.TEZGAH_CARRIER_ACCOUNTS, CARGO_PROVIDERS),
    TEZGAH_CARRIER_ENVIRONMENT: config.TEZGAH_CARRIER_ENVIRONMENT ?? (config.TEZGAH_ENV === 'demo' ? 'sandbox' : 'production'),
    TEZGAH_TRACKING_POLL_INTERVAL_MS: config.TEZGAH_TRACKING_POLL_INTERVAL_MS ?? TRACKING_POLL_INTERVAL_MS[config.TEZGAH_ENV],
  };
}
