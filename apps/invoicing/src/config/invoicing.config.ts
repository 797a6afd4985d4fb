import { baseConfigSchema, envInt, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/**
 * What the invoicing service reads (docs/configuration.md), beside the base settings. The
 * providers' accounts (`TEZGAH_INVOICE_PROVIDER_ACCOUNTS`, `TEZGAH_INVOICE_PROVIDER_ENVIRONMENT`)
 * are read by the provider calls of @tezgah/invoice-providers.
 */
export const invoicingConfigSchema = baseConfigSchema.extend({
  /** How often invoices due for a provider step, and automatic invoices due to be issued, are looked for. */
  TEZGAH_INVOICE_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(1_000),
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

export type InvoicingConfig = Omit<z.infer<typeof invoicingConfigSchema>, 'TEZGAH_INVOICE_VERDICT_INTERVAL_MS'> & {
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: number;
};

export const INVOICING_CONFIG = Symbol('INVOICING_CONFIG');

/** A demo invoice is decided within seconds (the sandbox accepts after SANDBOX_INVOICE_ACCEPT_MS); production spares the providers. */
const VERDICT_INTERVAL_MS = { production: 10_000, demo: 1_000 } as const;

export function loadInvoicingConfig(env: NodeJS.ProcessEnv = process.env): InvoicingConfig {
  const config = loadConfig(invoicingConfigSchema, env);
  return {
    ...config,
    TEZGAH_INVOICE_VERDICT_INTERVAL_MS: config.TEZGAH_INVOICE_VERDICT_INTERVAL_MS ?? VERDICT_INTERVAL_MS[config.TEZGAH_ENV],
  };
}
