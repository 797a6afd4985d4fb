/** Resource shapes of the spec ("Resources and their fields"), as they appear on the wire. */
import type { Role } from './context';

export interface UserDto {
  id: number;
  email: string;
  name: string;
  role: Role;
  tenant_id: string;
}

export interface TokenResponseDto {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: UserDto;
}

export interface ProductDto {
  id: string;
  sku: string;
  barcode: string | null;
  title: string;
  description: string | null;
  price: number;
  sale_price: number | null;
  currency: string;
  stock: number;
  category: string | null;
  brand: string | null;
  /** Beyond the spec (decisions §8): KDV rate in percent (0, 1, 10, 20) for invoices; null takes the tenant's default. */
  vat_rate: 0 | 1 | 10 | 20 | null;
  images: string[];
  marketplaces: string[];
  created_at: string;
  updated_at: string;
}

export const ORDER_STATUSES = ['created', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderDto {
  id: string;
  marketplace: string;
  marketplace_order_id: string;
  status: OrderStatus;
  customer: { name: string; phone: string | null; email: string | null };
  items: Array<{ sku: string; title: string; quantity: number; price: number }>;
  total: number;
  currency: string;
  shipping_address: {
    line1: string;
    line2: string | null;
    city: string;
    district: string | null;
    postal_code: string | null;
    country: string;
  };
  billing_address: { tax_office: string | null; tax_number: string | null; line1: string | null; city: string | null };
  tracking_number: string | null;
  cargo_provider: string | null;
  invoice_id: string | null;
  created_at: string;
  updated_at: string;
}

export type InvoiceStatus = 'pending' | 'sent' | 'accepted' | 'rejected' | 'cancelled';

export interface InvoiceDto {
  id: string;
  order_id: string;
  provider: string;
  type: 'earsiv' | 'efatura';
  number: string | null;
  status: InvoiceStatus;
  pdf_url: string;
  xml_url: string;
  total: number;
  currency: string;
  issued_at: string;
  /** Why a cancelled invoice was cancelled: the seller's words, or the order's cancellation; null otherwise. */
  cancel_reason: string | null;
}

export interface PaginationDto {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface PageDto<T> {
  data: T[];
  pagination: PaginationDto;
}

/** The pagination block of a page of a list holding `total` items. */
export function paginationOf(page: number, perPage: number, total: number): PaginationDto {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
}
