import type { ProductDto } from '@tezgah/contracts';

/** A product as stored: the wire shape with real dates, plus what the catalog keeps for itself. */
export interface ProductRow extends Omit<ProductDto, 'created_at' | 'updated_at'> {
  tenant_id: string;
  /** The sequence of the product's last stock ledger row (0: none yet). */
  stock_seq: number;
  /** The marketplaces that may list the SKU (sku_listings): what a stock change names in `listed_on`. */
  listed_on: string[];
  created_at: Date;
  updated_at: Date;
}

export function toProductDto(row: ProductRow): ProductDto {
  const { tenant_id: _tenant, stock_seq: _seq, listed_on: _listedOn, created_at, updated_at, ...fields } = row;
  return { ...fields, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}
