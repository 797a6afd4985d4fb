import type { TezgahSchemas } from '@tezgah/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, ApiFailure, unwrap } from '../api/api';
import { useCan } from '../app';
import { formatDateTime } from '../ui/format';
import { CARGO_MODE, CONNECTION_STATUS, ENVIRONMENT, FIELD_LABELS } from '../ui/labels';
import { Confirm, Dialog, ErrorMessage, Field, Loading, Options } from '../ui/widgets';
import { notify } from '../ui/notice';

type Connection = TezgahSchemas['MarketplaceConnectionResponse'];

export function Marketplaces() {
  const canManage = useCan('admin');
  const queries = useQueryClient();
  const [connecting, setConnecting] = useState<Connection | null>(null);
  const [configuring, setConfiguring] = useState<Connection | null>(null);
  const [disconnecting, setDisconnecting] = useState<Connection | null>(null);
  const list = useQuery({ queryKey: ['marketplaces'], queryFn: () => unwrap(api.GET('/v1/marketplaces')) });
  const refresh = () => queries.invalidateQueries({ queryKey: ['marketplaces'] });
  const disconnect = useMutation({
    mutationFn: (slug: string) => unwrap(api.POST('/v1/marketplaces/{slug}/disconnect', { params: { path: { slug } } })),
    onSuccess: async () => {
      await refresh();
      notify('Bağlantı kesildi.');
    },
  });
  return (
    <>
      <h1>Pazaryerleri</h1>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      <ul className="cards">
        {list.data?.map((connection) => (
          <li key={connection.slug} className="card" data-testid={`marketplace-${connection.slug}`}>
            <h2>{connection.name}</h2>
            <p>
              <span className={`badge ${connection.status}`}>{CONNECTION_STATUS[connection.status]}</span>
            </p>
            {connection.status === 'reauthorization_required' ? (
              <p role="alert" className="error">
                Pazaryeri yetkisinin süresi doldu: siparişler ve stok eşitlemesi durdu. Yeniden yetki verin.
              </p>
            ) : null}
            {connection.connected ? (
              <p className="muted">
                Bağlantı: {formatDateTime(connection.connected_at)} · Son eşitleme: {formatDateTime(connection.last_sync_at)} · Ürün:{' '}
                {connection.product_count} · Aktif ilan: {connection.active_listing_count}
              </p>
            ) : null}
            {connection.protocol === 'generic' ? <GenericProtocolNote /> : null}
            <p className="muted" data-testid="marketplace-config">
              Ortam: {ENVIRONMENT[connection.config.environment]} · Kargo:{' '}
              {connection.config.cargo_provider ? CARGO_MODE[connection.config.cargo_provider] : 'belirtilmedi'}
            </p>
            {canManage ? (
              <div className="actions">
                <button type="button" className={connection.connected ? undefined : 'primary'} onClick={() => setConnecting(connection)}>
                  {connection.status === 'reauthorization_required'
                    ? 'Yeniden yetki ver'
                    : connection.connected
                      ? 'Bilgileri değiştir'
                      : `${connection.name} bağla`}
                </button>
                <button type="button" onClick={() => setConfiguring(connection)}>
                  Yapılandır
                </button>
                {connection.status !== 'disconnected' ? (
                  <button type="button" className="danger" onClick={() => setDisconnecting(connection)}>
                    Bağlantıyı kes
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Confirm
        title={`${disconnecting?.name ?? ''} bağlantısı kesilsin mi?`}
        subject={disconnecting?.slug ?? null}
        confirmLabel="Bağlantıyı kes"
        busy={disconnect.isPending}
        error={disconnect.error}
        onConfirm={() => disconnecting && disconnect.mutate(disconnecting.slug, { onSuccess: () => setDisconnecting(null) })}
        onClose={() => setDisconnecting(null)}
      >
        <p>Stok ve sipariş akışı bu pazaryeri için durur; yeniden bağlanınca kaldığı yerden sürer.</p>
      </Confirm>
      <Dialog title={`${connecting?.name ?? ''} bağlantısı`} open={connecting !== null} onClose={() => setConnecting(null)}>
        {connecting ? <ConnectForm connection={connecting} onDone={() => (setConnecting(null), void refresh())} /> : null}
      </Dialog>
      <Dialog title={`${configuring?.name ?? ''} yapılandırması`} open={configuring !== null} onClose={() => setConfiguring(null)}>
        {configuring ? <ConfigForm connection={configuring} onDone={() => (setConfiguring(null), void refresh())} /> : null}
      </Dialog>
    </>
  );
}

/** Decisions §17: without a connector of its own, the marketplace (or an adapter before it) must serve the generic protocol. */
function GenericProtocolNote() {
  return (
    <p className="muted" data-testid="marketplace-protocol">
      Tezgah bu pazaryerine genel pazaryeri protokolüyle bağlanır: pazaryerinin ya da önüne konan bir uyarlayıcının bu protokolü sunması
      gerekir. API anahtarınızı protokolü sunan taraftan alın.
    </p>
  );
}

/** The form is the registry's fields for this marketplace; a grant marketplace sends the seller to approve instead. */
function ConnectForm({ connection, onDone }: { connection: Connection; onDone: () => void }) {
  const connect = useMutation({
    mutationFn: (credentials: Record<string, string>) =>
      unwrap(api.POST('/v1/marketplaces/{slug}/connect', { params: { path: { slug: connection.slug } }, body: credentials })),
    onSuccess: (answer) => {
      if (answer.authorization_url) return window.location.assign(answer.authorization_url);
      onDone();
      notify(`${connection.name} bağlandı; ürünler ve siparişler eşitleniyor.`);
    },
  });
  const fields = connect.error instanceof ApiFailure ? connect.error.fieldMessages() : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (String(value).trim()) values[name] = String(value).trim();
    connect.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      {connection.protocol === 'generic' ? <GenericProtocolNote /> : null}
      {connection.auth === 'oauth' ? (
        <p>{connection.name} hesabınızda Tezgah’a yetki vermeniz için onay sayfasına yönlendirileceksiniz.</p>
      ) : (
        connection.credential_fields.map((field) => (
          <Field
            key={field.name}
            label={`${FIELD_LABELS[field.name] ?? field.name}${field.required ? '' : ' (isteğe bağlı)'}`}
            name={field.name}
            type={/secret|password/.test(field.name) ? 'password' : 'text'}
            required={field.required}
            error={fields[field.name]}
          />
        ))
      )}
      <ErrorMessage error={connect.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={connect.isPending}>
          {connection.auth === 'oauth' ? 'Onay sayfasına git' : 'Bağla'}
        </button>
      </div>
    </form>
  );
}

/** Opens on the marketplace's current configuration (the connection's `config`); "Belirtilmedi" clears the cargo choice. */
function ConfigForm({ connection, onDone }: { connection: Connection; onDone: () => void }) {
  const { slug, config } = connection;
  const save = useMutation({
    mutationFn: (body: TezgahSchemas['MarketplaceConfigDto']) =>
      unwrap(api.PUT('/v1/marketplaces/{slug}/config', { params: { path: { slug } }, body })),
    onSuccess: () => {
      onDone();
      notify(`${connection.name} yapılandırması kaydedildi.`);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const cargo = String(form.get('cargo_provider'));
    save.mutate({ environment: String(form.get('environment')) as never, cargo_provider: (cargo || null) as never });
  };
  return (
    <form onSubmit={submit}>
      <label className="field">
        Ortam
        <select name="environment" defaultValue={config.environment}>
          <Options labels={ENVIRONMENT} />
        </select>
      </label>
      <label className="field">
        Kargo anlaşması
        <select name="cargo_provider" defaultValue={config.cargo_provider ?? ''}>
          <option value="">Belirtilmedi</option>
          <Options labels={CARGO_MODE} />
        </select>
      </label>
      <ErrorMessage error={save.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          Kaydet
        </button>
      </div>
    </form>
  );
}
