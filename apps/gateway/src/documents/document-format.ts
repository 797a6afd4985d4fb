import { fieldError } from '@tezgah/errors';

/** A document's formats: format name → media type, the first the default. */
export type DocumentFormats = Readonly<Record<string, string>>;

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/**
 * The format to serve: `?format=` when given (400 naming `format` outside the document's formats),
 * else the one `Accept` prefers (RFC 9110 §12.5.1: the most specific range that matches gives a
 * type its weight; a tie goes to a type named outright, then to the default), else the default.
 * An `Accept` that takes none of them is 400 naming `Accept`.
 */
export function chooseFormat(formats: DocumentFormats, query: unknown, accept: string | undefined): string {
  const names = Object.keys(formats);
  if (query !== undefined) {
    if (typeof query === 'string' && Object.hasOwn(formats, query)) return query;
    throw fieldError('format', 'one_of', { values: names });
  }
  const ranges = mediaRanges(accept ?? '');
  if (!ranges.length) return names[0];
  const ranked = names.map((name) => ({ name, ...weightOf(formats[name], ranges) }));
  const best = ranked.reduce((a, b) => (b.q > a.q || (b.q === a.q && b.named && !a.named) ? b : a));
  if (best.q === 0) throw fieldError('Accept', 'one_of', { values: Object.values(formats) });
  return best.name;
}

/** The header's media ranges; a malformed one is ignored, as if not sent. */
function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype, extra] = range.split('/');
    if (!type || !subtype || extra !== undefined) return [];
    const weight = params.find((param) => param.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ type, subtype, q }] : [];
  });
}

function weightOf(mediaType: string, ranges: MediaRange[]): { q: number; named: boolean } {
  const [type, subtype] = mediaType.split('/');
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  if (exact) return { q: exact.q, named: true };
  const within = ranges.find((range) => range.type === type && range.subtype === '*') ?? ranges.find((range) => range.type === '*');
  return { q: within?.q ?? 0, named: false };
}
