import type { SandboxSettings } from '../../core/simulator';

export type SimInvoiceKind = 'earsiv' | 'efatura';
/** Where a provider stands with a document, in neutral words each simulator renders in its provider's codes. */
export type SimInvoiceState = 'processing' | 'accepted' | 'rejected' | 'cancelled';

export interface SimInvoice {
  /** The provider's own id of the document. */
  id: string;
  account: string;
  ettn: string;
  number: string;
  kind: SimInvoiceKind;
  /** The UBL `ProfileID` (`EARSIVFATURA`, `TEMELFATURA`, `TICARIFATURA`). */
  profile: string;
  buyer_tax_number: string | null;
  created_at: number;
  /** Set when the document was taken after a `reject-next`: it ends rejected with this reason. */
  rejection: string | null;
  cancelled_at: number | null;
  /** The end of the e-Arşiv cancellation window; the control API can move it into the past. */
  cancellable_until: number;
  /** Anything the protocol keeps of the document as it came. */
  raw: Record<string, unknown>;
}

export type CancelOutcome = 'cancelled' | 'not_accepted' | 'efatura' | 'window_passed' | 'already_cancelled';

/** GİB's e-Arşiv cancellation window as the sandbox applies it (assumed: 7 days from issue; docs/invoice-providers). */
export const EARSIV_CANCEL_WINDOW_MS = 7 * 24 * 3_600_000;

type Submission = Omit<SimInvoice, 'id' | 'created_at' | 'rejection' | 'cancelled_at' | 'cancellable_until'>;

/**
 * One provider's documents in the sandbox, keyed by ETTN per account: the same ETTN again is the
 * first document (decisions §14). A document is processing until `invoiceAcceptMs` after it was
 * taken, then accepted, or rejected with the reason a `reject-next` set; computed from the clock
 * at each query, so nothing runs in the background.
 */
export class IssuedInvoices {
  private readonly byId = new Map<string, SimInvoice>();
  private readonly byEttn = new Map<string, SimInvoice>();
  private nextRejection: string | null = null;
  private sequence = 0;

  constructor(
    private readonly settings: Pick<SandboxSettings, 'invoiceAcceptMs'>,
    /** The provider's id for the n-th document (1-based). */
    private readonly idFor: (n: number, submission: Submission) => string,
  ) {}

  /** Takes a document; the same account and ETTN again answers the first one (`created: false`). */
  submit(submission: Submission): { invoice: SimInvoice; created: boolean } {
    const existing = this.byEttn.get(key(submission.account, submission.ettn));
    if (existing) return { invoice: existing, created: false };
    this.sequence += 1;
    const now = Date.now();
    const invoice: SimInvoice = {
      ...submission,
      id: this.idFor(this.sequence, submission),
      created_at: now,
      rejection: this.nextRejection,
      cancelled_at: null,
      cancellable_until: now + EARSIV_CANCEL_WINDOW_MS,
    };
    this.nextRejection = null;
    this.byId.set(invoice.id, invoice);
    this.byEttn.set(key(invoice.account, invoice.ettn), invoice);
    return { invoice, created: true };
  }

  byProviderId(account: string, id: string): SimInvoice | null {
    const invoice = this.byId.get(id);
    return invoice && invoice.account === account ? invoice : null;
  }

  byEttnOf(account: string, ettn: string): SimInvoice | null {
    return this.byEttn.get(key(account, ettn.toLowerCase())) ?? null;
  }

  all(): SimInvoice[] {
    return [...this.byId.values()];
  }

  state(invoice: SimInvoice): SimInvoiceState {
    if (invoice.cancelled_at !== null) return 'cancelled';
    if (Date.now() < invoice.created_at + this.settings.invoiceAcceptMs) return 'processing';
    return invoice.rejection === null ? 'accepted' : 'rejected';
  }

  /** When the provider decided (accepted or rejected), as an instant. */
  decidedAt(invoice: SimInvoice): number {
    return invoice.created_at + this.settings.invoiceAcceptMs;
  }

  /** e-Arşiv within its window is cancelled; an e-Fatura is not cancellable through the API (GİB's objection flow is outside it). */
  cancel(invoice: SimInvoice): CancelOutcome {
    const state = this.state(invoice);
    if (state === 'cancelled') return 'already_cancelled';
    if (state !== 'accepted') return 'not_accepted';
    if (invoice.kind === 'efatura') return 'efatura';
    if (Date.now() > invoice.cancellable_until) return 'window_passed';
    invoice.cancelled_at = Date.now();
    return 'cancelled';
  }

  /** The next document taken ends rejected with `reason` (`POST /control/<provider>/reject-next`). */
  rejectNext(reason: string): void {
    this.nextRejection = reason;
  }

  /** Moves a document's cancellation window into the past (`POST /control/<provider>/invoices/:ettn/close-cancellation`). */
  closeCancellation(invoice: SimInvoice): void {
    invoice.cancellable_until = Date.now() - 1;
  }

  reset(): void {
    this.byId.clear();
    this.byEttn.clear();
    this.nextRejection = null;
    this.sequence = 0;
  }
}

const key = (account: string, ettn: string) => `${account} ${ettn.toLowerCase()}`;

/** Why a cancellation was refused, in the words the sandbox's providers answer. */
export const CANCEL_REFUSALS: Record<Exclude<CancelOutcome, 'cancelled'>, string> = {
  not_accepted: 'Yalnızca başarılı faturalar iptal edilebilir.',
  efatura: 'e-Fatura iptal edilemez; alıcıya iade faturası düzenlenmelidir.',
  window_passed: 'Faturanın iptal süresi geçmiştir.',
  already_cancelled: 'Fatura daha önce iptal edilmiş.',
};
