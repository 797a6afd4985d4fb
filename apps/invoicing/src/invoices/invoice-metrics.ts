import { getOrCreateCounter } from '@tezgah/observability';

/** What the on-call engineer watches of invoicing (docs/runbook.md), per process. */
export function invoiceMetrics() {
  return {
    issued: getOrCreateCounter({
      name: 'tezgah_invoices_issued_total',
      help: 'Invoices issued (a number reserved and committed) by provider, type and origin',
      labelNames: ['provider', 'type', 'origin'],
    }),
    decided: getOrCreateCounter({
      name: 'tezgah_invoice_verdicts_total',
      help: "Providers' verdicts on invoices by provider and outcome (accepted, rejected)",
      labelNames: ['provider', 'outcome'],
    }),
  };
}
