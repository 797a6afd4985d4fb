import { ERROR_MESSAGES_TR, marketplaceOf } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** What the seller's browser shows on returning from a marketplace's consent page (Turkish). */
export function grantReturnPage(outcome: { slug: string } | { error: unknown; requestId: string }): string {
  if ('slug' in outcome) {
    const name = marketplaceOf(outcome.slug)?.name ?? outcome.slug;
    return page(`${name} bağlandı`, `${name} hesabınız Tezgah'a bağlandı. Ürünleriniz eşitleniyor; bu pencereyi kapatabilirsiniz.`);
  }
  const error = outcome.error instanceof DomainError ? outcome.error : new DomainError('server.internal');
  const fieldMessages = Object.values(error.details ?? {})
    .flatMap((problems) => (Array.isArray(problems) ? problems : []))
    .map((problem: { message?: unknown }) => problem.message)
    .filter((message): message is string => typeof message === 'string');
  const text = [...new Set([ERROR_MESSAGES_TR[error.code], ...fieldMessages])].join(' ');
  return page('Bağlantı tamamlanamadı', `${text} (İstek numarası: ${outcome.requestId})`);
}

function page(title: string, text: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
    `<body><h1>${escape(title)}</h1><p>${escape(text)}</p></body></html>`;
}
