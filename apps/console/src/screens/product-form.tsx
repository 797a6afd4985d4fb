import type { TezgahSchemas } from '@tezgah/client';
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../api/api';
import { type DecimalRules, MONEY, QUANTITY, readDecimal } from '../ui/decimal';
import { ErrorMessage, Field, MONEY_FIELD, QUANTITY_FIELD } from '../ui/widgets';

type Product = TezgahSchemas['ProductResponse'];
export type ProductInput = TezgahSchemas['ProductInputDto'];

/**
 * Only the fields the seller filled in: the server validates each (and names the wrong ones). A
 * number typed so that it cannot be read one way only stops the form here, under its field.
 */
function inputFrom(form: FormData): { input: ProductInput; unread: Record<string, string> } {
  const unread: Record<string, string> = {};
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const number = (name: string, rules: DecimalRules) => {
    const typed = text(name);
    if (typed === undefined) return undefined;
    const reading = readDecimal(typed, rules);
    if ('value' in reading) return reading.value;
    unread[name] = reading.error;
    return undefined;
  };
  const input: Record<string, unknown> = {
    sku: text('sku'),
    title: text('title'),
    price: number('price', MONEY),
    sale_price: number('sale_price', MONEY),
    stock: number('stock', QUANTITY),
    barcode: text('barcode'),
    brand: text('brand'),
    category: text('category'),
    description: text('description'),
  };
  return { input: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ProductInput, unread };
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
    const { input, unread } = inputFrom(new FormData(event.currentTarget));
    if (Object.keys(unread).length > 0) {
      setBusy(false);
      return;
    }
    try {
      await props.onSubmit(input);
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
      <Field label="Fiyat" name="price" number={MONEY_FIELD} defaultValue={p?.price} error={fields['price']} required />
      <Field
        label="İndirimli fiyat"
        name="sale_price"
        number={MONEY_FIELD}
        defaultValue={p?.sale_price ?? undefined}
        error={fields['sale_price']}
      />
      {p ? null : <Field label="Stok" name="stock" number={QUANTITY_FIELD} defaultValue={0} error={fields['stock']} />}
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
