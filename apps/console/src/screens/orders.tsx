import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { formatDateTime, formatMoney } from '../ui/format';
import { MARKETPLACE_NAMES, ORDER_STATUS } from '../ui/labels';
import { ErrorMessage, Loading, Options, Pager, useUrlPage } from '../ui/widgets';

export function Orders() {
  const [params, setParams] = useSearchParams();
  const toPage = useUrlPage();
  const query = {
    page: Number(params.get('page') ?? 1),
    per_page: 25,
    status: (params.get('status') || undefined) as never,
    marketplace: (params.get('marketplace') || undefined) as never,
    from_date: params.get('from_date') || undefined,
    to_date: params.get('to_date') || undefined,
    search: params.get('search') || undefined,
  };
  const list = useQuery({
    queryKey: ['orders', query],
    queryFn: () => unwrap(api.GET('/v1/orders', { params: { query } })),
    refetchInterval: 15_000,
  });
  return (
    <>
      <h1>Siparişler</h1>
      <form
        className="filters"
        aria-label="Sipariş filtreleri"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) if (value) next.set(key, String(value));
          setParams(next);
        }}
      >
        <label>
          Ara (sipariş no, müşteri, e-posta, takip no)
          <input name="search" type="search" defaultValue={params.get('search') ?? ''} />
        </label>
        <label>
          Durum
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Tümü</option>
            <Options labels={ORDER_STATUS} />
          </select>
        </label>
        <label>
          Pazaryeri
          <select name="marketplace" defaultValue={params.get('marketplace') ?? ''}>
            <option value="">Tümü</option>
            <Options labels={MARKETPLACE_NAMES} />
          </select>
        </label>
        <label>
          Başlangıç
          <input type="date" name="from_date" defaultValue={params.get('from_date') ?? ''} />
        </label>
        <label>
          Bitiş
          <input type="date" name="to_date" defaultValue={params.get('to_date') ?? ''} />
        </label>
        <button type="submit">Filtrele</button>
      </form>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <table>
            <caption className="sr-only">Sipariş listesi</caption>
            <thead>
              <tr>
                <th scope="col">Sipariş</th>
                <th scope="col" className="wide-only">
                  Pazaryeri
                </th>
                <th scope="col" className="wide-only">
                  Müşteri
                </th>
                <th scope="col" className="wide-only">
                  Tutar
                </th>
                <th scope="col">Durum</th>
                <th scope="col">Tarih</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/orders/${order.id}`}>{order.marketplace_order_id}</Link>
                  </td>
                  <td className="wide-only">{MARKETPLACE_NAMES[order.marketplace] ?? order.marketplace}</td>
                  <td className="wide-only">{order.customer?.name ?? '—'}</td>
                  <td className="wide-only">{formatMoney(order.total, order.currency)}</td>
                  <td>
                    <span className={`badge ${order.status}`}>{ORDER_STATUS[order.status]}</span>
                  </td>
                  <td>{formatDateTime(order.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.data.length === 0 ? <p className="muted">Sipariş yok.</p> : null}
          <Pager pagination={list.data.pagination} onPage={toPage} />
        </>
      ) : null}
    </>
  );
}
