import { TR_MARKETPLACE } from './amazon-marketplace';

/** SP-API array parameters are one comma-separated value (research appendix). */
export function csv(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',').map((part) => part.trim()) : [];
}

/** This sandbox serves Amazon.com.tr only; a request must name it among its marketplaces. */
export function namesTurkey(value: unknown): boolean {
  return csv(value).includes(TR_MARKETPLACE.id);
}

/** Page tokens are opaque to clients; here an offset, for stable paging over a sorted list. */
export function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function offsetOf(token: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : null;
}
