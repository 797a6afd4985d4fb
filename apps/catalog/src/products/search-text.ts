import { foldForSearch } from '@tezgah/persistence';

/** Fields joined by a separator no search term contains, so a match never spans two fields. */
const SEPARATOR = '\u001f';

/** The stored, indexed text a product is found by: its SKU, title and barcode, folded (`foldForSearch`). */
export function searchTextOf(product: { sku: string; title: string; barcode: string | null }): string {
  return [product.sku, product.title, product.barcode ?? ''].map(foldForSearch).join(SEPARATOR);
}
