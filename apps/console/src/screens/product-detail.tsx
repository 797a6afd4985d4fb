import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { useCan } from '../app';
import { formatCount, formatDateTime, formatMoney } from '../ui/format';
import { MARKETPLACE_NAMES, STOCK_SOURCE } from '../ui/labels';
import { QUANTITY, readDecimal } from '../ui/decimal';
import { Confirm, Dialog, ErrorMessage, Field, Loading, Pager, QUANTITY_FIELD } from '../ui/widgets';
import { ProductForm } from './product-form';
import { notify } from '../ui/notice';

export function ProductDetail() {
  const id = useParams().id ?? '';
  const canWrite = useCan('staff');
  const canDelete = useCan('admin');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const queries = useQueryClient();
  const navigate = useNavigate();
  const product = useQuery({
    queryKey: ['product', id],
    queryFn: () => unwrap(api.GET('/v1/products/{id}', { params: { path: { id } } })),
  });
  const history = useQuery({
    queryKey: ['product', id, 'stock', historyPage],
    queryFn: () =>
      unwrap(api.GET('/v1/products/{id}/stock-movements', { params: { path: { id }, query: { page: historyPage, per_page: 10 } } })),
  });
  const refresh = () => queries.invalidateQueries({ queryKey: ['product', id] });
  const stock = useMutation({
    mutationFn: (value: number) => unwrap(api.PUT('/v1/products/{id}/stock', { params: { path: { id } }, body: { stock: value } })),
    onSuccess: async (_, value) => {
      await refresh();
      notify(`Stok güncellendi: ${formatCount(value)} adet.`);
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/v1/products/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['products'] });
      navigate('/products');
      notify('Ürün silindi.');
    },
  });
  if (product.isPending) return <Loading />;
  if (!product.data) return <ErrorMessage error={product.error} />;
  const p = product.data;
  const submitStock = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readDecimal(String(new FormData(event.currentTarget).get('stock') ?? ''), QUANTITY);
    if ('value' in reading) stock.mutate(reading.value);
  };
  return (
    <>
      <div className="title-row">
        <h1>{p.title}</h1>
        {canWrite ? (
          <button type="button" onClick={() => setEditing(true)}>
            Düzenle
          </button>
        ) : null}
        {canDelete ? (
          <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
            Sil
          </button>
        ) : null}
      </div>
      <dl className="facts">
        <dt>SKU</dt>
        <dd>{p.sku}</dd>
        <dt>Barkod</dt>
        <dd>{p.barcode || '—'}</dd>
        <dt>Fiyat</dt>
        <dd>
          <span data-testid="price">{formatMoney(p.price, p.currency)}</span>
          {p.sale_price ? ` (indirimli ${formatMoney(p.sale_price, p.currency)})` : ''}
        </dd>
        <dt>Stok</dt>
        <dd data-testid="stock">{p.stock}</dd>
        <dt>Marka / kategori</dt>
        <dd>{[p.brand, p.category].filter(Boolean).join(' / ') || '—'}</dd>
        <dt>Pazaryerleri</dt>
        <dd>{p.marketplaces.map((slug) => MARKETPLACE_NAMES[slug] ?? slug).join(', ') || '—'}</dd>
      </dl>
      {canWrite ? (
        <form className="filters" onSubmit={submitStock}>
          <Field label="Yeni stok" name="stock" number={QUANTITY_FIELD} defaultValue={p.stock} key={p.stock} />
          <button type="submit" disabled={stock.isPending}>
            Stoğu güncelle
          </button>
        </form>
      ) : null}
      <ErrorMessage error={stock.error ?? remove.error} />
      <h2>Stok geçmişi</h2>
      <ErrorMessage error={history.error} />
      {history.data ? (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">Zaman</th>
                <th scope="col">Kaynak</th>
                <th scope="col">Önce</th>
                <th scope="col">Sonra</th>
                <th scope="col">Değişim</th>
              </tr>
            </thead>
            <tbody>
              {history.data.data.map((move) => (
                <tr key={move.seq}>
                  <td>{formatDateTime(move.created_at)}</td>
                  <td>
                    {STOCK_SOURCE[move.source] ?? move.source}
                    {move.reference ? <span className="muted"> {move.reference}</span> : null}
                  </td>
                  <td>{move.old_stock}</td>
                  <td>{move.new_stock}</td>
                  <td>{move.change > 0 ? `+${move.change}` : move.change}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pagination={history.data.pagination} onPage={setHistoryPage} />
        </>
      ) : null}
      <Dialog title="Ürünü düzenle" open={editing} onClose={() => setEditing(false)}>
        <ProductForm
          product={p}
          submitLabel="Kaydet"
          onSubmit={async (input) => {
            await unwrap(api.PATCH('/v1/products/{id}', { params: { path: { id } }, body: input }));
            await refresh();
            setEditing(false);
            notify('Ürün kaydedildi.');
          }}
        />
      </Dialog>
      <Confirm
        title="Ürün silinsin mi?"
        subject={confirmDelete ? p.id : null}
        confirmLabel="Sil"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmDelete(false)}
      >
        <p>{p.sku} silinir ve hiçbir listede görünmez; aynı SKU yeniden kullanılabilir.</p>
      </Confirm>
    </>
  );
}
