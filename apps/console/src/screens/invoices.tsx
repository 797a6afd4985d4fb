import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { useCan } from '../app';
import { formatDateTime, formatMoney } from '../ui/format';
import { INVOICE_PROVIDERS, INVOICE_STATUS } from '../ui/labels';
import { ErrorMessage, Loading, Options, Pager, useUrlPage } from '../ui/widgets';
import { CancelInvoice, type Invoice, useCancelInvoice } from './cancel-invoice';

/** The filters live in the URL, so a count on the home page links to exactly the invoices it counts. */
export function Invoices() {
  const [params, setParams] = useSearchParams();
  const toPage = useUrlPage();
  const page = Number(params.get('page') ?? 1);
  const provider = params.get('provider') ?? '';
  const status = params.get('status') ?? '';
  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const canWrite = useCan('staff');
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const cancel = useCancelInvoice(() => setCancelling(null));
  const list = useQuery({
    queryKey: ['invoices', page, provider, status],
    queryFn: () =>
      unwrap(
        api.GET('/v1/invoices', {
          params: { query: { page, per_page: 25, provider: (provider || undefined) as never, status: (status || undefined) as never } },
        }),
      ),
  });
  return (
    <>
      <h1>Faturalar</h1>
      <div className="filters">
        <label>
          Sağlayıcı
          <select value={provider} onChange={(event) => filter('provider', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={INVOICE_PROVIDERS} />
          </select>
        </label>
        <label>
          Durum
          <select value={status} onChange={(event) => filter('status', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={INVOICE_STATUS} />
          </select>
        </label>
      </div>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <table>
            <caption className="sr-only">Fatura listesi</caption>
            <thead>
              <tr>
                <th scope="col">Numara</th>
                <th scope="col" className="wide-only">
                  Sipariş
                </th>
                <th scope="col" className="wide-only">
                  Tür
                </th>
                <th scope="col" className="wide-only">
                  Sağlayıcı
                </th>
                <th scope="col">Durum</th>
                <th scope="col" className="wide-only">
                  Tutar
                </th>
                <th scope="col">Tarih</th>
                <th scope="col" className="wide-only">
                  Belgeler
                </th>
                <th scope="col">İşlem</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{invoice.number ?? '—'}</td>
                  <td className="wide-only">
                    <Link to={`/orders/${invoice.order_id}`}>Siparişe git</Link>
                  </td>
                  <td className="wide-only">{invoice.type === 'efatura' ? 'e-Fatura' : 'e-Arşiv'}</td>
                  <td className="wide-only">{INVOICE_PROVIDERS[invoice.provider] ?? invoice.provider}</td>
                  <td>
                    <span className={`badge ${invoice.status}`}>{INVOICE_STATUS[invoice.status]}</span>
                  </td>
                  <td className="wide-only">{formatMoney(invoice.total, invoice.currency)}</td>
                  <td>{formatDateTime(invoice.issued_at)}</td>
                  <td className="wide-only">
                    <a href={invoice.pdf_url} target="_blank" rel="noreferrer">
                      PDF
                    </a>{' '}
                    <a href={invoice.xml_url} target="_blank" rel="noreferrer">
                      XML
                    </a>
                  </td>
                  <td>
                    {canWrite && invoice.status === 'accepted' ? (
                      <button type="button" onClick={() => setCancelling(invoice)}>
                        İptal et
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.data.length === 0 ? <p className="muted">Fatura yok.</p> : null}
          <Pager pagination={list.data.pagination} onPage={toPage} />
        </>
      ) : null}
      <CancelInvoice invoice={cancelling} cancel={cancel} onClose={() => setCancelling(null)} />
    </>
  );
}
