import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { formatDateTime } from '../ui/format';
import { CARRIERS, TRACKING_STATUS } from '../ui/labels';
import { ErrorMessage, Loading, Options, Pager, useUrlFilter, useUrlPage } from '../ui/widgets';

/** The booked shipments (`GET /v1/cargo/shipments`): tracking as last stored, the order, and the label to print again. */
export function Shipments() {
  const [params] = useSearchParams();
  const toPage = useUrlPage();
  const filter = useUrlFilter();
  const query = {
    page: Number(params.get('page') ?? 1),
    per_page: 25,
    status: (params.get('status') || undefined) as never,
    provider: (params.get('provider') || undefined) as never,
  };
  const list = useQuery({
    queryKey: ['shipments', query],
    queryFn: () => unwrap(api.GET('/v1/cargo/shipments', { params: { query } })),
    refetchInterval: 30_000,
  });
  return (
    <>
      <h1>Kargo</h1>
      <div className="filters">
        <label>
          Takip durumu
          <select value={params.get('status') ?? ''} onChange={(event) => filter('status', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={TRACKING_STATUS} />
          </select>
        </label>
        <label>
          Kargo firması
          <select value={params.get('provider') ?? ''} onChange={(event) => filter('provider', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={CARRIERS} />
          </select>
        </label>
      </div>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <table>
            <caption className="sr-only">Gönderi listesi</caption>
            <thead>
              <tr>
                <th scope="col">Takip no</th>
                <th scope="col" className="wide-only">
                  Kargo firması
                </th>
                <th scope="col">Sipariş</th>
                <th scope="col" className="wide-only">
                  Koli
                </th>
                <th scope="col">Takip durumu</th>
                <th scope="col">Oluşturma</th>
                <th scope="col" className="wide-only">
                  Güncelleme
                </th>
                <th scope="col" className="wide-only">
                  Etiket
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((shipment) => (
                <tr key={shipment.tracking_number} data-testid="shipment">
                  <td>{shipment.tracking_number}</td>
                  <td className="wide-only">{CARRIERS[shipment.provider] ?? shipment.provider}</td>
                  <td>
                    <Link to={`/orders/${shipment.order_id}`}>Siparişe git</Link>
                  </td>
                  <td className="wide-only">{shipment.package_count}</td>
                  <td>
                    <span className={`badge ${shipment.status}`}>{TRACKING_STATUS[shipment.status]}</span>
                  </td>
                  <td>{formatDateTime(shipment.created_at)}</td>
                  <td className="wide-only">{formatDateTime(shipment.updated_at)}</td>
                  <td className="wide-only">
                    <a href={shipment.label_url} target="_blank" rel="noreferrer">
                      Yeniden yazdır (PDF)
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.data.length === 0 ? <p className="muted">Gönderi yok.</p> : null}
          <Pager pagination={list.data.pagination} onPage={toPage} />
        </>
      ) : null}
    </>
  );
}
