import type { InvoiceSubmission } from '../invoice-provider.port';

type Kind = InvoiceSubmission['type'];

/**
 * Our reference of a document at a provider whose API is split by kind (e-Arşiv, e-Fatura):
 * `<kind>:<provider's id>`, so that status and cancellation reach the right service.
 */
export function kindReference(kind: Kind, id: string): string {
  return `${kind}:${id}`;
}

export function readKindReference(reference: string): { kind: Kind; id: string } {
  const [kind, ...rest] = reference.split(':');
  if ((kind !== 'earsiv' && kind !== 'efatura') || rest.length === 0) throw new Error(`not a document reference of ours: ${reference}`);
  return { kind, id: rest.join(':') };
}
