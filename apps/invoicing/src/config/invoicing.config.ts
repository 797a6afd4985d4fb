import { baseConfigSchema, envInt, loadConfig, parsePartyAccounts } from '@tezgah/config';
import type { DocumentProvider } from '@tezgah/invoice-providers';
import { z } from 'zod';

/** The providers documents are sent to: every invoice provider but the marketplace's own flow. */
const DOCUMENT_PROVIDERS = ['parasut', 'logo', 'uyumsoft', 'nilvera'] as const satisfies readonly DocumentProvider[];

/** What the invoicing service reads (docs/configuration.md), beside the base settings. */
export const invoicingConfigSchema = baseConfigSchema.extend({
  /** The deployment's account with each provider, JSON `{"parasut": {"base_url": "…", …credentials}}`. */
  TEZGAH_INVOICE_PROVIDER_ACCOUNTS: z.string().optional(),
  /** `sandbox` sends a provider without an account to its simulator; unset: sandbox in demo, else production. */
  TEZGAH_INVOICE_PROVIDER_ENVIRONMENT: z.enum(['production', 'sandbox']).optional(),
  /**
   * The safety net: how often invoices and automatic requests are looked for without a reason (a
   * new one wakes its worker, which then sleeps until the next step or retry falls due).
   */
  TEZGAH_INVOICE_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(30_000),
  /** How long after a submission (and between two asks) the provider is asked for its verdict; unset: 10000, 1000 in demo. */
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: envInt({ min: 50, max: 3_600_000 }).optional(),
  /** The first retry's ceiling after a provider failure; each further failure doubles it (full jitter) up to the maximum. */
  TEZGAH_INVOICE_RETRY_BASE_MS: envInt({ min: 10, max: 600_000 }).default(2_000),
  TEZGAH_INVOICE_RETRY_MAX_MS: envInt({ min: 10, max: 86_400_000 }).default(300_000),
  /** Failed attempts in a row after which `invoice.failed` reports an integration error (once; the retries go on). */
  TEZGAH_INVOICE_FAILURE_REPORT_AFTER: envInt({ min: 1, max: 1_000 }).default(5),
  /** How long a worker holds an invoice while it talks to the provider; another replica takes over after. */
  TEZGAH_INVOICE_LEASE_MS: envInt({ min: 1_000, max: 600_000 }).default(30_000),
});

/** One provider's account in `TEZGAH_INVOICE_PROVIDER_ACCOUNTS`: its API base and its own credential fields. */
export type ProviderAccountConfig = { base_url: string } & Record<string, string>;

export type InvoicingConfig = Omit<
  z.infer<typeof invoicingConfigSchema>,
  'TEZGAH_INVOICE_VERDICT_INTERVAL_MS' | 'TEZGAH_INVOICE_PROVIDER_ACCOUNTS' | 'TEZGAH_INVOICE_PROVIDER_ENVIRONMENT'
> & {
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: number;
  TEZGAH_INVOICE_PROVIDER_ACCOUNTS: Partial<Record<DocumentProvider, ProviderAccountConfig>>;
  TEZGAH_INVOICE_PROVIDER_ENVIRONMENT: 'production' | 'sandbox';
};

export const INVOICING_CONFIG = Symbol('INVOICING_CONFIG');

/** A demo invoice is decided within seconds (the sandbox accepts after SANDBOX_INVOICE_ACCEPT_MS); production spares the providers. */
const VERDICT_INTERVAL_MS = { production: 10_000, demo: 1_000 } as const;

export function loadInvoicingConfig(env: NodeJS.ProcessEnv = process.env): InvoicingConfig {
  const config = loadConfig(invoicingConfigSchema, env);
  return {
    ...config,
    TEZGAH_INVOICE_VERDICT_INTERVAL_MS: config.TEZGAH_INVOICE_VERDICT_INTERVAL_MS ?? VERDICT_INTERVAL_MS[config.TEZGAH_ENV],
    TEZGAH_INVOICE_PROVIDER_ACCOUNTS: parsePartyAccounts(
      'TEZGAH_INVOICE_PROVIDER_ACCOUNTS',
      config.TEZGAH_INVOICE_PROVIDER_ACCOUNTS,
      DOCUMENT_PROVIDERS,
    ),
    TEZGAH_INVOICE_PROVIDER_ENVIRONMENT:
      config.TEZGAH_INVOICE_PROVIDER_ENVIRONMENT ?? (config.TEZGAH_ENV === 'demo' ? 'sandbox' : 'production'),
  };
}
