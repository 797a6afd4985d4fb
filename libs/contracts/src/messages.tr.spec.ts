import {
  FIELD_MESSAGES_TR,
  fieldMessage,
  MARKETPLACE_MESSAGES_TR,
  marketplaceMessage,
  NOTICE_MESSAGES_TR,
  noticeMessage,
  PROVIDER_REASONS_TR,
} from './messages.tr';

describe('the Turkish message catalogue', () => {
  it('fills named placeholders, joins lists and leaves a missing value empty', () => {
    expect(fieldMessage('max_length', { n: 100 })).toBe('En fazla 100 karakter olmalıdır.');
    expect(fieldMessage('one_of', { values: ['a', 'b'] })).toBe('Şu değerlerden biri olmalıdır: a, b.');
    expect(fieldMessage('marketplace_credentials_refused', { marketplace: 'n11' })).toBe(
      'n11 API anahtarını veya gizli anahtarı kabul etmedi.',
    );
    expect(fieldMessage('unexpected_answer', { marketplace: 'Trendyol', operation: 'filterProducts', status: 502 })).toBe(
      'Trendyol filterProducts beklenmeyen bir yanıt verdi (HTTP 502).',
    );
    expect(fieldMessage('min_length')).toBe('En az  karakter olmalıdır.');
  });

  it('fills the texts a seller reads outside an envelope', () => {
    expect(noticeMessage('delivery_timeout', { ms: 10000 })).toBe('Zaman aşımı: 10000 ms içinde yanıt gelmedi');
    expect(noticeMessage('grant_page_connected_title', { marketplace: 'Amazon' })).toBe('Amazon bağlandı');
  });

  it('does not read placeholders inside a filled-in value', () => {
    expect(marketplaceMessage('first_sync_failed', { reason: '{marketplace}' })).toBe('İlk eşitleme tamamlanamadı. {marketplace}');
  });

  it('writes every placeholder as {word}, the only form that is filled in', () => {
    for (const template of [
      ...Object.values(FIELD_MESSAGES_TR),
      ...Object.values(MARKETPLACE_MESSAGES_TR),
      ...Object.values(NOTICE_MESSAGES_TR),
      ...Object.values(PROVIDER_REASONS_TR),
    ]) {
      expect(template.match(/\{[^}]*\}/g) ?? []).toEqual(template.match(/\{\w+\}/g) ?? []);
    }
  });
});
