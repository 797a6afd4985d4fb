import { ERROR_MESSAGES_TR, marketplaceOf, noticeMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** What the seller's browser shows on returning from a marketplace's consent page (Turkish). */
export function grantReturnPage(outcome: { slug: string } | { error: unknown; requestId: string }): string {
  if ('slug' in outcome) {
    const marketplace = marketplaceOf(outcome.slug)?.name ?? outcome.slug;
    return page(noticeMessage('grant_page_connected_title', { marketplace }), noticeMessage('grant_page_connected', { marketplace }));
  }
  const error = outcome.error instanceof DomainError ? outcome.error : new DomainError('server.internal');
  const fieldMessages = Object.values(error.details ?? {})
    .flatMap((problems) => (Array.isArray(problems) ? problems : []))
    .map((problem: { message?: unknown }) => problem.message)
    .filter((message): message is string => typeof message === 'string');
  const reason = [...new Set([ERROR_MESSAGES_TR[error.code], ...fieldMessages])].join(' ');
  return page(noticeMessage('grant_page_failed_title'), noticeMessage('grant_page_failed', { reason, request_id: outcome.requestId }));
}

function page(title: string, text: string): string {
  return (
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
    `<body><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
    // Back to the console's marketplaces, served by this same gateway (docs/console.md).
    `<p><a href="/console/marketplaces">${escape(noticeMessage('grant_page_back'))}</a></p></body></html>`
  );
}
