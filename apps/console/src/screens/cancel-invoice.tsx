import type { TezgahSchemas } from '@tezgah/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/api';
import { Confirm } from '../ui/widgets';
import { notify } from '../ui/notice';

export type Invoice = TezgahSchemas['InvoiceResponse'];

/** Cancels an accepted invoice with the seller's reason, then refreshes every view of invoices and orders. */
export function useCancelInvoice(onDone: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/v1/invoices/{id}/cancel', { params: { path: { id } }, body: { reason } })),
    onSuccess: async () => {
      onDone();
      notify('Fatura iptal edildi.');
      await Promise.all(['invoices', 'invoice', 'order'].map((key) => queries.invalidateQueries({ queryKey: [key] })));
    },
  });
}

/** A tax document is cancelled only after a confirmation that says what it means, with a reason kept on it. */
export function CancelInvoice(props: { invoice: Invoice | null; cancel: ReturnType<typeof useCancelInvoice>; onClose: () => void }) {
  const { invoice, cancel } = props;
  return (
    <Confirm
      title="Fatura iptal edilsin mi?"
      subject={invoice?.id ?? null}
      confirmLabel="Faturayı iptal et"
      reason="İptal nedeni"
      busy={cancel.isPending}
      error={cancel.error}
      onConfirm={(reason) => invoice && cancel.mutate({ id: invoice.id, reason })}
      onClose={props.onClose}
    >
      <p>
        {invoice?.number ?? ''} numaralı {invoice?.type === 'efatura' ? 'e-Fatura' : 'e-Arşiv fatura'} sağlayıcısında iptal edilir; bu geri
        alınamaz. Sipariş için sonra yeni fatura kesebilirsiniz.
      </p>
    </Confirm>
  );
}
