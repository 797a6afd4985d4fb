import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, unwrap, unwrapFound } from '../api/api';
import { useCan } from '../app';
import { formatDateTime, formatMoney } from '../ui/format';
import { CARRIERS, INVOICE_PROVIDERS, INVOICE_STATUS, MARKETPLACE_NAMES, ORDER_ACTION, ORDER_STATUS, TRACKING_STATUS } from '../ui/labels';
import { QUANTITY, readDecimal } from '../ui/decimal';
import { ErrorMessage, Field, Loading, Options, QUANTITY_FIELD } from '../ui/widgets';
import { CancelInvoice, type Invoice, useCancelInvoice } from './cancel-invoice';
import { notify } from '../ui/notice';

/** Decisions §7: the moves a seller may ask for from each status. */
const NEXT: Record<string, ('processing' | 'shipped' | 'delivered')[]> = {
  created: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
};

/** `POST /invoices` takes the first four providers (decisions §1); `marketplace` is automatic only. */
const MANUAL_PROVIDERS = ['parasut', 'logo', 'uyumsoft', 'nilvera'];

/** Statuses after which nothing changes an order by itself. */
const FINAL = ['delivered', 'cancelled', 'returned'];

const CHANGED_BY: Record<string, string> = { seller: 'satıcı', marketplace: 'pazaryeri', carrier: 'kargo takibi' };

export function OrderDetail() {
  const id = useParams().id ?? '';
  const canWrite = useCan('staff');
  const queries = useQueryClient();
  // The page follows its order while anything can still change it (an automatic invoice, a label,
  // the carrier's tracking, the marketplace's status), as the lists do.
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: () => unwrap(api.GET('/v1/orders/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (FINAL.includes(query.state.data?.status ?? '') ? false : 3_000),
  });
  const o = order.data;
  const invoice = useQuery({
    queryKey: ['invoice', o?.invoice_id],
    enabled: Boolean(o?.invoice_id),
    queryFn: () => unwrap(api.GET('/v1/invoices/{id}', { params: { path: { id: o?.invoice_id ?? '' } } })),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.data?.status === 'sent' ? 2_000 : false),
  });
  const history = useQuery({
    queryKey: ['order', id, 'history', o?.status],
    enabled: Boolean(o),
    queryFn: () => unwrap(api.GET('/v1/orders/{id}/history', { params: { path: { id } } })),
  });
  const tracking = useQuery({
    queryKey: ['tracking', o?.tracking_number],
    enabled: Boolean(o?.tracking_number && o?.cargo_provider),
    queryFn: () =>
      unwrapFound(api.GET('/v1/cargo/tracking/{tracking_number}', { params: { path: { tracking_number: o?.tracking_number ?? '' } } })),
    refetchInterval: FINAL.includes(o?.status ?? '') ? false : 15_000,
  });
  const refresh = () => queries.invalidateQueries({ queryKey: ['order', id] });
  const status = useMutation({
    mutationFn: (next: 'processing' | 'shipped' | 'delivered') =>
      unwrap(api.PATCH('/v1/orders/{id}/status', { params: { path: { id } }, body: { status: next } })),
    onSuccess: async (order) => {
      await refresh();
      notify(`Sipariş durumu: ${ORDER_STATUS[order.status]}.`);
    },
  });
  const issue = useMutation({
    mutationFn: (provider: string) => unwrap(api.POST('/v1/invoices', { body: { order_id: id, provider: provider as never } })),
    onSuccess: async () => {
      await refresh();
      notify('Fatura kesildi; sağlayıcının onayı bekleniyor.');
    },
  });
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const cancel = useCancelInvoice(() => setCancelling(null));
  const label = useMutation({
    mutationFn: (body: { provider: string; package_count: number }) =>
      unwrap(api.POST('/v1/cargo/labels', { body: { order_id: id, provider: body.provider as never, package_count: body.package_count } })),
    onSuccess: async () => {
      await refresh();
      notify('Kargo etiketi oluşturuldu.');
    },
  });
  if (order.isPending) return <Loading />;
  if (!o) return <ErrorMessage error={order.error} />;
  // A new invoice may be issued while the order has none, or only a rejected or cancelled one (the API's rule).
  const reissuable =
    !['cancelled', 'returned'].includes(o.status) &&
    (!o.invoice_id || (invoice.data !== undefined && ['rejected', 'cancelled'].includes(invoice.data.status)));
  const labelUrl = label.data?.label_url ?? (o as { shipment?: { label_url?: string } }).shipment?.label_url;
  const makeLabel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const packages = readDecimal(String(form.get('package_count') ?? ''), QUANTITY);
    if ('value' in packages) label.mutate({ provider: String(form.get('provider')), package_count: packages.value });
  };
  return (
    <>
      <p>
        <Link to="/orders">← Siparişler</Link>
      </p>
      <div className="title-row">
        <h1>
          Sipariş {o.marketplace_order_id} <span className={`badge ${o.status}`}>{ORDER_STATUS[o.status]}</span>
        </h1>
      </div>
      <dl className="facts">
        <dt>Pazaryeri</dt>
        <dd>{MARKETPLACE_NAMES[o.marketplace] ?? o.marketplace}</dd>
        <dt>Müşteri</dt>
        <dd>{[o.customer?.name, o.customer?.email, o.customer?.phone].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>Teslimat adresi</dt>
        <dd>
          {[
            o.shipping_address?.line1,
            o.shipping_address?.line2,
            o.shipping_address?.district,
            o.shipping_address?.city,
            o.shipping_address?.postal_code,
          ]
            .filter(Boolean)
            .join(', ') || '—'}
        </dd>
        <dt>Fatura adresi</dt>
        <dd>
          {[o.billing_address?.line1, o.billing_address?.city, o.billing_address?.tax_office, o.billing_address?.tax_number]
            .filter(Boolean)
            .join(', ') || '—'}
        </dd>
        <dt>Kargo</dt>
        <dd data-testid="tracking">
          {o.tracking_number ? `${CARRIERS[o.cargo_provider ?? ''] ?? o.cargo_provider} · ${o.tracking_number}` : '—'}
        </dd>
        <dt>Oluşturma / güncelleme</dt>
        <dd>
          {formatDateTime(o.created_at)} / {formatDateTime(o.updated_at)}
        </dd>
      </dl>
      <h2>Ürünler</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Ürün</th>
            <th scope="col">Adet</th>
            <th scope="col">Fiyat</th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((item, index) => (
            <tr key={index}>
              <td>{item.sku}</td>
              <td>{item.title}</td>
              <td>{item.quantity}</td>
              <td>{formatMoney(item.price, o.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Toplam
            </th>
            <td>{formatMoney(o.total, o.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <h2>Durum geçmişi</h2>
      <ErrorMessage error={history.error} />
      <ol className="timeline" data-testid="order-history">
        {history.data?.map((entry) => (
          <li key={entry.seq}>
            {formatDateTime(entry.at)} · {entry.from_status ? `${ORDER_STATUS[entry.from_status]} → ` : ''}
            {ORDER_STATUS[entry.to_status]} <span className="muted">({CHANGED_BY[entry.changed_by]})</span>
          </li>
        ))}
      </ol>
      {canWrite && NEXT[o.status] ? (
        <section aria-labelledby="status-title">
          <h2 id="status-title">Durum değiştir</h2>
          <div className="actions">
            {NEXT[o.status].map((next) => (
              <button key={next} type="button" onClick={() => status.mutate(next)} disabled={status.isPending}>
                {ORDER_ACTION[next]}
              </button>
            ))}
          </div>
          <ErrorMessage error={status.error} />
        </section>
      ) : null}
      <section aria-labelledby="label-title">
        <h2 id="label-title">Kargo etiketi</h2>
        {labelUrl ? (
          <p>
            <a href={labelUrl} target="_blank" rel="noreferrer">
              Etiketi yazdır (PDF)
            </a>
          </p>
        ) : null}
        {canWrite && !labelUrl && !FINAL.includes(o.status) ? (
          <form className="filters" onSubmit={makeLabel}>
            <label>
              Kargo firması
              <select name="provider" defaultValue="yurtici">
                <Options labels={CARRIERS} />
              </select>
            </label>
            <Field label="Koli sayısı" name="package_count" number={QUANTITY_FIELD} defaultValue={1} />
            <button type="submit" disabled={label.isPending}>
              Etiket oluştur
            </button>
          </form>
        ) : null}
        <ErrorMessage error={label.error} />
      </section>
      <section aria-labelledby="invoice-title">
        <h2 id="invoice-title">Fatura</h2>
        {invoice.data ? (
          <p data-testid="invoice">
            {invoice.data.number ?? 'Numara bekleniyor'} · {INVOICE_STATUS[invoice.data.status]} ·{' '}
            <a href={invoice.data.pdf_url} target="_blank" rel="noreferrer">
              Faturayı aç (PDF)
            </a>
            {invoice.data.cancel_reason ? <span className="muted"> · İptal nedeni: {invoice.data.cancel_reason}</span> : null}
          </p>
        ) : (
          <p className="muted">Sipariş hazırlanmaya alınınca fatura kendiliğinden kesilir; elle de kesebilirsiniz.</p>
        )}
        {canWrite && invoice.data?.status === 'accepted' ? (
          <div className="actions">
            <button type="button" className="danger" onClick={() => setCancelling(invoice.data ?? null)}>
              Faturayı iptal et
            </button>
          </div>
        ) : null}
        {canWrite && reissuable ? (
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              issue.mutate(String(new FormData(event.currentTarget).get('provider')));
            }}
          >
            <label>
              Sağlayıcı
              <select name="provider" defaultValue="parasut">
                {MANUAL_PROVIDERS.map((value) => (
                  <option key={value} value={value}>
                    {INVOICE_PROVIDERS[value]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={issue.isPending}>
              {invoice.data ? 'Yeni fatura kes' : 'Fatura kes'}
            </button>
          </form>
        ) : null}
        <CancelInvoice invoice={cancelling} cancel={cancel} onClose={() => setCancelling(null)} />
        <ErrorMessage error={invoice.error ?? issue.error} />
      </section>
      <section aria-labelledby="tracking-title">
        <h2 id="tracking-title">Kargo takibi</h2>
        {tracking.data ? (
          <>
            <p>Durum: {TRACKING_STATUS[tracking.data.status] ?? tracking.data.status}</p>
            <ol className="timeline">
              {tracking.data.events.map((event, index) => (
                <li key={index}>
                  {formatDateTime(event.timestamp)} · {event.description} {event.location ? `(${event.location})` : ''}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="muted">Takip bilgisi yok.</p>
        )}
        <ErrorMessage error={tracking.error} />
      </section>
    </>
  );
}
