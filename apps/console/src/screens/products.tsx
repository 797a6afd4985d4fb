import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/api';
import { useCan } from '../app';
import { formatMoney } from '../ui/format';
import { MARKETPLACE_NAMES } from '../ui/labels';
import { Dialog, ErrorMessage, Loading, Options, Pager } from '../ui/widgets';
import { ProductForm } from './product-form';
import { notify } from '../ui/notice';

export function Products() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const search = params.get('search') ?? '';
  const marketplace = params.get('marketplace') ?? '';
  const canWrite = useCan('staff');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: ['products', page, search, marketplace],
    queryFn: () =>
      unwrap(
        api.GET('/v1/products', {
          params: {
            query: {
              page,
              per_page: 25,
              search: search || undefined,
              marketplace: (marketplace || undefined) as never,
            },
          },
        }),
      ),
  });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return (
    <>
      <div className="title-row">
        <h1>Ürünler</h1>
        {canWrite ? (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            Yeni ürün
          </button>
        ) : null}
      </div>
      <form
        role="search"
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          set({ search: String(form.get('search') ?? ''), marketplace: String(form.get('marketplace') ?? ''), page: '' });
        }}
      >
        <label>
          Ara (SKU, başlık, barkod)
          <input name="search" type="search" defaultValue={search} />
        </label>
        <label>
          Pazaryeri
          <select name="marketplace" defaultValue={marketplace}>
            <option value="">Tümü</option>
            <Options labels={MARKETPLACE_NAMES} />
          </select>
        </label>
        <button type="submit">Filtrele</button>
      </form>
      <ErrorMessage error={list.error} />
      {list.isPending ? <Loading /> : null}
      {list.data ? (
        <>
          <table>
            <caption className="sr-only">Ürün listesi</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Başlık</th>
                <th scope="col">Fiyat</th>
                <th scope="col">Stok</th>
                <th scope="col">Pazaryerleri</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={`/products/${product.id}`}>{product.sku}</Link>
                  </td>
                  <td>{product.title}</td>
                  <td>{formatMoney(product.sale_price ?? product.price, product.currency)}</td>
                  <td className={product.stock === 0 ? 'warn' : undefined}>{product.stock}</td>
                  <td>{product.marketplaces.map((slug) => MARKETPLACE_NAMES[slug] ?? slug).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.data.length === 0 ? <p className="muted">Ürün bulunamadı.</p> : null}
          <Pager pagination={list.data.pagination} onPage={(next) => set({ page: String(next) })} />
        </>
      ) : null}
      <Dialog title="Yeni ürün" open={creating} onClose={() => setCreating(false)}>
        <ProductForm
          submitLabel="Kaydet"
          onSubmit={async (input) => {
            const created = await unwrap(api.POST('/v1/products', { body: input }));
            await queries.invalidateQueries({ queryKey: ['products'] });
            setCreating(false);
            navigate(`/products/${created.id}`);
            notify('Ürün kaydedildi.');
          }}
        />
      </Dialog>
    </>
  );
}
