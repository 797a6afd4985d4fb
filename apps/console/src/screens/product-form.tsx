import type { TezgahSchemas } from '@tezgah/client';
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../api/api';
import { ErrorMessage, Field } from '../ui/widgets';

type Product = TezgahSchemas['ProductResponse'];
export type ProductInput = TezgahSchemas['ProductInputDto'];

/** Only the fields the seller filled in: the server validates each (and names the wrong ones). */
function inputFrom(form: FormData): ProductInput {
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const number = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
  const input: Record<string, unknown> = {
    sku: text('sku'),
    title: text('title'),
    price: number('price'),
    sale_price: number('sale_price'),
    stock: number('stock'),
    barcode: text('barcode'),
    brand: text('brand'),
    category: text('category'),
    description: text('description'),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ProductInput;
}

/** Create or edit: the server's Turkish validation messages appear under their fields. */
export function ProductForm(props: { product?: Product; submitLabel: string; onSubmit: (input: ProductInput) => Promise<unknown> }) {
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const fields = failure instanceof ApiFailure ? failure.fieldMessages() : {};
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await props.onSubmit(inputFrom(new FormData(event.currentTarget)));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const p = props.product;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid-form">
      <Field label="SKU" name="sku" defaultValue={p?.sku} error={fields['sku']} required />
      <Field label="Başlık" name="title" defaultValue={p?.title} error={fields['title']} required />
      <Field label="Fiyat" name="price" type="number" step="0.01" defaultValue={p?.price} error={fields['price']} required />
      <Field
        label="İndirimli fiyat"
        name="sale_price"
        type="number"
        step="0.01"
        defaultValue={p?.sale_price ?? undefined}
        error={fields['sale_price']}
      />
      {p ? null : <Field label="Stok" name="stock" type="number" defaultValue={0} error={fields['stock']} />}
      <Field label="Barkod" name="barcode" defaultValue={p?.barcode ?? undefined} error={fields['barcode']} />
      <Field label="Marka" name="brand" defaultValue={p?.brand ?? undefined} error={fields['brand']} />
      <Field label="Kategori" name="category" defaultValue={p?.category ?? undefined} error={fields['category']} />
      <Field label="Açıklama" name="description" defaultValue={p?.description ?? undefined} error={fields['description']} />
      <ErrorMessage error={failure} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
