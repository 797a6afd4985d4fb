import type { TezgahSchemas } from '@tezgah/client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { formatCount, formatDateTime } from '../ui/format';
import { JOB_STATUS, JOB_TYPE } from '../ui/labels';
import { ErrorMessage, Loading, Options, Pager, ProgressBar, useUrlFilter, useUrlPage } from '../ui/widgets';

type Job = TezgahSchemas['JobResponse'];

/** The tenant's jobs (`GET /v1/jobs`), newest first: past imports, label batches and first syncs, with their outcome. */
export function Jobs() {
  const [params] = useSearchParams();
  const toPage = useUrlPage();
  const filter = useUrlFilter();
  const query = {
    page: Number(params.get('page') ?? 1),
    per_page: 25,
    type: (params.get('type') || undefined) as never,
    status: (params.get('status') || undefined) as never,
  };
  const list = useQuery({
    queryKey: ['jobs', query],
    queryFn: () => unwrap(api.GET('/v1/jobs', { params: { query } })),
    // A running job moves on its own: the list follows it while one is unfinished.
    refetchInterval: (current) =>
      current.state.data?.data.some((job) => job.status === 'queued' || job.status === 'running') ? 2_000 : 30_000,
  });
  return (
    <>
      <h1>İşler</h1>
      <p className="muted">Toplu yüklemeler, toplu kargo etiketleri ve pazaryeri ilk eşitlemeleri: ilerlemeleri ve sonuçları.</p>
      <div className="filters">
        <label>
          İş türü
          <select value={params.get('type') ?? ''} onChange={(event) => filter('type', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={JOB_TYPE} />
          </select>
        </label>
        <label>
          Durum
          <select value={params.get('status') ?? ''} onChange={(event) => filter('status', event.target.value)}>
            <option value="">Tümü</option>
            <Options labels={JOB_STATUS} />
          </select>
        </label>
      </div>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <table>
            <caption className="sr-only">İş listesi</caption>
            <thead>
              <tr>
                <th scope="col">İş</th>
                <th scope="col">Durum</th>
                <th scope="col" className="wide-only">
                  İlerleme
                </th>
                <th scope="col">Sonuç</th>
                <th scope="col">Başlangıç</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((job) => (
                <tr key={job.id} data-testid="job">
                  <td>{JOB_TYPE[job.type] ?? job.type}</td>
                  <td>
                    <span className={`badge ${job.status}`}>{JOB_STATUS[job.status]}</span>
                  </td>
                  <td className="wide-only">
                    <ProgressBar value={job.progress} label={`${JOB_TYPE[job.type] ?? job.type} ilerlemesi`} />
                  </td>
                  <td data-testid="job-outcome">{outcomeOf(job)}</td>
                  <td>{formatDateTime(job.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.data.length === 0 ? <p className="muted">İş yok.</p> : null}
          <Pager pagination={list.data.pagination} onPage={toPage} />
        </>
      ) : null}
    </>
  );
}

/** What a finished job did, in the seller's words; its error when it failed. */
function outcomeOf(job: Job): string {
  if (job.status === 'failed') return job.error ?? 'Başarısız';
  if (job.status !== 'completed' || !job.result) return '—';
  const count = (key: string) => formatCount(Number(job.result?.[key] ?? 0));
  switch (job.type) {
    case 'catalog.bulk_import':
      return `Oluşturulan: ${count('created')} · Güncellenen: ${count('updated')} · Yazılamayan: ${count('failed')}`;
    case 'cargo.label_batch':
      return `Etiketlenen: ${count('labelled')} · Reddedilen: ${count('rejected')}`;
    case 'marketplace_sync':
      return `Eşleşen ürün: ${count('listings')} · Sipariş: ${count('orders')}`;
    default:
      return '—';
  }
}
