import type { TezgahSchemas } from '@tezgah/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { api, ApiFailure, unwrap } from '../api/api';
import { useCan } from '../app';
import { CARRIERS, INVOICE_PROVIDERS } from '../ui/labels';
import { ErrorMessage, Field, Loading, Options } from '../ui/widgets';

const SENDER: [keyof TezgahSchemas['SenderPatchDto'], string][] = [
  ['name', 'Unvan'],
  ['line1', 'Adres'],
  ['line2', 'Adres (devam)'],
  ['district', 'İlçe'],
  ['city', 'İl'],
  ['postal_code', 'Posta kodu'],
  ['phone', 'Telefon'],
  ['tax_office', 'Vergi dairesi'],
  ['tax_number', 'Vergi numarası'],
];

export function Settings() {
  const canEdit = useCan('admin');
  const queries = useQueryClient();
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => unwrap(api.GET('/v1/settings')) });
  const save = useMutation({
    mutationFn: (body: TezgahSchemas['SettingsPatchDto']) => unwrap(api.PATCH('/v1/settings', { body })),
    onSuccess: (data) => queries.setQueryData(['settings'], data),
  });
  if (settings.isPending) return <Loading />;
  if (!settings.data) return <ErrorMessage error={settings.error} />;
  const s = settings.data;
  const fields = save.error instanceof ApiFailure ? save.error.fieldMessages() : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    save.mutate({
      sender: Object.fromEntries(SENDER.map(([key]) => [key, text(`sender.${key}`)])),
      invoicing: {
        default_provider: text('invoicing.default_provider') as never,
        series_prefix: text('invoicing.series_prefix'),
        efatura_scenario: text('invoicing.efatura_scenario') as never,
        default_vat_rate: Number(text('invoicing.default_vat_rate')) as never,
      },
      cargo: { default_provider: text('cargo.default_provider') as never },
    });
  };
  const sender = (s.sender ?? {}) as Record<string, string | null>;
  return (
    <>
      <h1>Ayarlar</h1>
      {canEdit ? null : (
        <p className="notice" data-testid="read-only">
          Bu ayarları yalnızca yönetici veya sahip değiştirebilir; siz görüntüleyebilirsiniz.
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canEdit}>
          <legend>Gönderici ve fatura kesen</legend>
          <div className="grid-form">
            {SENDER.map(([key, label]) => (
              <Field key={key} label={label} name={`sender.${key}`} defaultValue={sender[key] ?? ''} error={fields[`sender.${key}`]} />
            ))}
          </div>
        </fieldset>
        <fieldset disabled={!canEdit}>
          <legend>Fatura</legend>
          <div className="grid-form">
            <label className="field">
              Varsayılan sağlayıcı
              <select name="invoicing.default_provider" defaultValue={s.invoicing?.default_provider ?? ''}>
                <Options labels={INVOICE_PROVIDERS} />
              </select>
            </label>
            <Field
              label="Seri öneki (3 karakter)"
              name="invoicing.series_prefix"
              defaultValue={s.invoicing?.series_prefix ?? ''}
              error={fields['invoicing.series_prefix']}
            />
            <label className="field">
              e-Fatura senaryosu
              <select name="invoicing.efatura_scenario" defaultValue={s.invoicing?.efatura_scenario ?? 'TEMELFATURA'}>
                <option value="TEMELFATURA">Temel fatura</option>
                <option value="TICARIFATURA">Ticari fatura</option>
              </select>
            </label>
            <label className="field">
              Varsayılan KDV
              <select name="invoicing.default_vat_rate" defaultValue={String(s.invoicing?.default_vat_rate ?? 20)}>
                {[0, 1, 10, 20].map((rate) => (
                  <option key={rate} value={rate}>
                    %{rate}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>
        <fieldset disabled={!canEdit}>
          <legend>Kargo</legend>
          <label className="field">
            Varsayılan kargo firması
            <select name="cargo.default_provider" defaultValue={s.cargo?.default_provider ?? 'yurtici'}>
              <Options labels={CARRIERS} />
            </select>
          </label>
        </fieldset>
        <ErrorMessage error={save.error} />
        {save.isSuccess ? <p role="status">Kaydedildi.</p> : null}
        {canEdit ? (
          <div className="actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              Kaydet
            </button>
          </div>
        ) : null}
      </form>
    </>
  );
}
