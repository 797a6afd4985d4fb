import type { TezgahSchemas } from '@tezgah/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, ApiFailure, unwrap } from '../api/api';
import { useCan } from '../app';
import { formatDateTime } from '../ui/format';
import { DELIVERED_EVENTS, DELIVERY_STATUS, WEBHOOK_EVENTS } from '../ui/labels';
import { Confirm, CopyButton, Details, Dialog, ErrorMessage, Field, Loading, Pager } from '../ui/widgets';
import { notify } from '../ui/notice';

type Created = TezgahSchemas['CreatedWebhookResponse'];
const EVENTS = Object.keys(WEBHOOK_EVENTS);

export function Webhooks() {
  const canManage = useCan('admin');
  const queries = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; url: string } | null>(null);
  const list = useQuery({ queryKey: ['webhooks'], queryFn: () => unwrap(api.GET('/v1/webhooks')) });
  const refresh = () => queries.invalidateQueries({ queryKey: ['webhooks'] });
  const create = useMutation({
    mutationFn: (body: TezgahSchemas['CreateWebhookDto']) => unwrap(api.POST('/v1/webhooks', { body })),
    onSuccess: (answer) => {
      setRegistering(false);
      setCreated(answer);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/v1/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await refresh();
      notify('Webhook silindi.');
    },
  });
  const fields = create.error instanceof ApiFailure ? create.error.fieldMessages() : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ url: String(form.get('url')), active: true, events: form.getAll('events').map(String) as never });
  };
  return (
    <>
      <div className="title-row">
        <h1>Webhook’lar</h1>
        {canManage ? (
          <button type="button" className="primary" onClick={() => setRegistering(true)}>
            Webhook ekle
          </button>
        ) : null}
      </div>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data?.length === 0 ? <p className="muted">Kayıtlı webhook yok.</p> : null}
      {list.data?.map((hook) => (
        <section key={hook.id} className="card" aria-label={hook.url}>
          <h2>{hook.url}</h2>
          <p className="muted">
            {hook.active ? 'Etkin' : 'Kapalı'} · Son iletim: {formatDateTime(hook.last_delivered_at)}
            {hook.last_status_code ? ` (HTTP ${hook.last_status_code})` : ''}
          </p>
          <ul className="plain-list">
            {hook.events.map((event) => (
              <li key={event}>{WEBHOOK_EVENTS[event] ?? event}</li>
            ))}
          </ul>
          <Details>Webhook numarası: {hook.id}</Details>
          <div className="actions">
            <button type="button" onClick={() => setOpen(open === hook.id ? null : hook.id)} aria-expanded={open === hook.id}>
              İletim kaydı
            </button>
            {canManage ? <TestPing id={hook.id} /> : null}
            {canManage ? (
              <button type="button" className="danger" onClick={() => setRemoving(hook)}>
                Sil
              </button>
            ) : null}
          </div>
          {open === hook.id ? <Deliveries id={hook.id} /> : null}
        </section>
      ))}
      <Confirm
        title="Webhook silinsin mi?"
        subject={removing?.id ?? null}
        confirmLabel="Sil"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      >
        <p>{removing?.url} adresine olay gönderimi durur; bekleyen iletimler gönderilmez.</p>
      </Confirm>
      <Dialog title="Webhook ekle" open={registering} onClose={() => setRegistering(false)}>
        <form onSubmit={submit} noValidate>
          <Field label="Adres (https)" name="url" type="url" required error={fields['url']} />
          <fieldset>
            <legend>Olaylar</legend>
            {EVENTS.map((event) => (
              <label key={event} className="check">
                <input type="checkbox" name="events" value={event} defaultChecked={event.startsWith('order.')} /> {WEBHOOK_EVENTS[event]}
              </label>
            ))}
          </fieldset>
          <ErrorMessage error={create.error} />
          <div className="actions">
            <button type="submit" className="primary" disabled={create.isPending}>
              Kaydet
            </button>
          </div>
        </form>
      </Dialog>
      <Dialog title="Webhook gizli anahtarı" open={created !== null} onClose={() => setCreated(null)}>
        <p>Bu anahtar yalnızca şimdi gösterilir. İmzaları doğrulamak için saklayın.</p>
        <p>
          <code data-testid="webhook-secret">{created?.secret}</code>
        </p>
        <div className="actions">
          <CopyButton text={created?.secret ?? ''} />
          <button type="button" className="primary" onClick={() => setCreated(null)}>
            Sakladım
          </button>
        </div>
      </Dialog>
    </>
  );
}

function TestPing({ id }: { id: string }) {
  const ping = useMutation({ mutationFn: () => unwrap(api.POST('/v1/webhooks/{id}/test', { params: { path: { id } } })) });
  return (
    <>
      <button type="button" onClick={() => ping.mutate()} disabled={ping.isPending}>
        Test gönder
      </button>
      {ping.data ? <span role="status">Test olayı kuyruğa alındı.</span> : null}
      <ErrorMessage error={ping.error} />
    </>
  );
}

function Deliveries({ id }: { id: string }) {
  const canManage = useCan('admin');
  const [page, setPage] = useState(1);
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: ['deliveries', id, page],
    queryFn: () => unwrap(api.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: { page, per_page: 20 } } })),
    refetchInterval: 5_000,
  });
  const resend = useMutation({
    mutationFn: (delivery: string) =>
      unwrap(api.POST('/v1/webhooks/{id}/deliveries/{delivery_id}/resend', { params: { path: { id, delivery_id: delivery } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['deliveries', id] }),
  });
  if (!list.data) return list.error ? <ErrorMessage error={list.error} /> : <Loading />;
  return (
    <>
      <table>
        <caption>İletimler</caption>
        <thead>
          <tr>
            <th scope="col">Olay</th>
            <th scope="col">Durum</th>
            <th scope="col">Denemeler</th>
            <th scope="col">Sonraki deneme</th>
            <th scope="col">İşlem</th>
          </tr>
        </thead>
        <tbody>
          {list.data.data.map((delivery) => (
            <tr key={delivery.id} data-testid={`delivery-${delivery.status}`}>
              <td>
                {DELIVERED_EVENTS[delivery.event_type] ?? delivery.event_type}
                <Details>Olay numarası: {delivery.event_id}</Details>
              </td>
              <td>
                <span className={`badge ${delivery.status}`}>{DELIVERY_STATUS[delivery.status]}</span>
              </td>
              <td>
                {delivery.attempts.length}
                {delivery.attempts.length ? (
                  <span className="muted"> (son: {delivery.attempts.at(-1)?.status_code ?? delivery.attempts.at(-1)?.error ?? '—'})</span>
                ) : null}
              </td>
              <td>{formatDateTime(delivery.next_attempt_at)}</td>
              <td>
                {canManage && delivery.status === 'dead' ? (
                  <button type="button" onClick={() => resend.mutate(delivery.id)}>
                    Yeniden gönder
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ErrorMessage error={resend.error} />
      <Pager pagination={list.data.pagination} onPage={setPage} />
    </>
  );
}
