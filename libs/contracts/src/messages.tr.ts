import type { ErrorCode } from './error-codes';

/** The Turkish message shown for each error code: the single catalogue of user-facing error text. */
export const ERROR_MESSAGES_TR: Record<ErrorCode, string> = {
  'validation.failed': 'İstek geçersiz. Lütfen belirtilen alanları düzeltin.',
  'auth.invalid_credentials': 'E-posta adresi veya parola hatalı.',
  'auth.token_expired': 'Oturum süresi doldu. Lütfen yenileme anahtarıyla yeni bir erişim anahtarı alın.',
  'auth.token_invalid': 'Erişim anahtarı geçersiz veya iptal edilmiş. Lütfen yeniden giriş yapın.',
  'auth.insufficient_scope': 'Bu işlem için yetkiniz yok.',
  'resource.not_found': 'İstenen kaynak bulunamadı.',
  'resource.conflict': 'Kayıt mevcut kayıtla çakışıyor.',
  'business.invalid': 'İşlem iş kurallarına aykırı.',
  'rate_limit.exceeded': 'İstek sınırı aşıldı. Lütfen belirtilen süre kadar bekleyip yeniden deneyin.',
  'server.internal': 'Beklenmeyen bir sunucu hatası oluştu. Lütfen istek numarasıyla destek ekibine başvurun.',
  'marketplace.unreachable': 'Pazaryerine şu anda ulaşılamıyor. Lütfen kısa süre sonra yeniden deneyin.',
  'marketplace.rate_limited': 'Pazaryeri istek sınırına ulaşıldı. İstek sıraya alındı.',
  'server.unavailable': 'Hizmet geçici olarak kullanılamıyor. Lütfen kısa süre sonra yeniden deneyin.',
};

/** Field-level validation messages, by problem code. `{n}` and `{values}` are filled in. */
export const FIELD_MESSAGES_TR: Record<string, string> = {
  required: 'Bu alan zorunludur.',
  unknown_field: 'Bu alan tanınmıyor.',
  type_string: 'Metin olmalıdır.',
  type_number: 'Sayı olmalıdır.',
  type_integer: 'Tam sayı olmalıdır.',
  type_boolean: 'true veya false olmalıdır.',
  type_array: 'Dizi olmalıdır.',
  type_object: 'Nesne olmalıdır.',
  email: 'Geçerli bir e-posta adresi olmalıdır.',
  uri: 'Geçerli bir URL olmalıdır.',
  https: 'URL https ile başlamalıdır.',
  min_length: 'En az {n} karakter olmalıdır.',
  max_length: 'En fazla {n} karakter olmalıdır.',
  minimum: 'En az {n} olmalıdır.',
  maximum: 'En fazla {n} olmalıdır.',
  max_items: 'En fazla {n} öğe içerebilir.',
  min_items: 'En az {n} öğe içermelidir.',
  one_of: 'Şu değerlerden biri olmalıdır: {values}.',
  not_empty: 'Boş olamaz.',
  sku_taken: 'Bu SKU ile kayıtlı başka bir ürün var.',
  sku_repeated: 'Bu SKU istekte daha önce geçti.',
  no_edge_spaces: 'Başında veya sonunda boşluk olamaz.',
  decimal_places: 'En fazla {n} ondalık basamak içerebilir.',
  barcode_format: 'Yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.',
  date: 'YYYY-AA-GG biçiminde bir tarih olmalıdır.',
  malformed_json: 'İstek gövdesi geçerli bir JSON değil.',
  payload_too_large: 'İstek gövdesi izin verilen boyutu aşıyor.',
  unsupported_media_type: 'İstek gövdesi application/json olmalıdır.',
  wrong_password: 'Mevcut parola hatalı.',
  invalid: 'Geçersiz değer.',
  idempotency_key_format: '1 ile 255 arasında yazdırılabilir ASCII karakterden oluşmalıdır.',
  idempotency_key_reused: 'Bu anahtar farklı bir istekte kullanıldı. Yeni bir istek için yeni bir anahtar kullanın.',
  webhook_private_address: 'Yerel, özel veya bağlantı-yerel bir ağ adresine webhook gönderilemez.',
  webhook_unresolvable_host: 'Bu alan adı çözümlenemedi.',
  delivery_pending: 'Bu gönderim hâlâ deneniyor; yeniden göndermek için sonuçlanmasını bekleyin.',
  idempotency_key_in_progress: 'Bu anahtarla gönderilen istek hâlâ işleniyor. Lütfen biraz sonra yeniden deneyin.',
  grant_state_invalid: 'Yetkilendirme bağlantısı geçersiz. Lütfen pazaryeri bağlantısını yeniden başlatın.',
  grant_state_expired: 'Yetkilendirme bağlantısının süresi doldu. Lütfen pazaryeri bağlantısını yeniden başlatın.',
  grant_state_used: 'Bu yetkilendirme bağlantısı zaten kullanıldı. Lütfen pazaryeri bağlantısını yeniden başlatın.',
};

export function fieldMessage(code: string, params: { n?: number; values?: readonly string[] } = {}): string {
  const template = FIELD_MESSAGES_TR[code] ?? FIELD_MESSAGES_TR['invalid'];
  return template.replace('{n}', String(params.n ?? '')).replace('{values}', (params.values ?? []).join(', '));
}
