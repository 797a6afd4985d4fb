import type { ErrorCode } from './error-codes';
import type { MarketplaceEnvironment } from './marketplaces/marketplaces.contract';

/** Values filled into a message's `{name}` placeholders; a list is joined with commas, a missing (or null) value leaves nothing. */
export type MessageParams = Readonly<Record<string, string | number | readonly string[] | null | undefined>>;

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
  'provider.unreachable': 'Kargo veya e-fatura sağlayıcısına şu anda ulaşılamıyor. Lütfen kısa süre sonra yeniden deneyin.',
  'provider.rate_limited': 'Sağlayıcının istek sınırına ulaşıldı. Lütfen belirtilen süre kadar bekleyip yeniden deneyin.',
  'server.unavailable': 'Hizmet geçici olarak kullanılamıyor. Lütfen kısa süre sonra yeniden deneyin.',
};

/**
 * Field-level messages, by problem code (or, where one problem code has several wordings, by the
 * wording's own key). `{name}` placeholders are filled in from the params.
 */
export const FIELD_MESSAGES_TR = {
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
  barcode_check_digit: 'Barkodun kontrol basamağı hatalı: bu rakamlarla son hane {digit} olmalıdır.',
  sale_price_above_price: 'İndirimli fiyat, fiyattan yüksek olamaz.',
  date: 'YYYY-AA-GG biçiminde bir tarih olmalıdır.',
  malformed_json: 'İstek gövdesi geçerli bir JSON değil.',
  // The gateway's input boundary (docs/decisions.md, "Hostile input").
  nul_character: 'NUL (\\u0000) karakteri içeremez.',
  lone_surrogate: 'Geçersiz Unicode içeriyor (eşi olmayan vekil karakter).',
  forbidden_key: 'Bu alan adı kullanılamaz.',
  unprintable_name: 'Alan adı NUL veya geçersiz Unicode içeremez.',
  too_deep: 'En fazla {n} düzey iç içe olabilir.',
  not_null: 'null olamaz; alanı hiç göndermeyin ya da bir değer verin.',
  uri_too_long: 'Adresteki bir parametre en fazla {n} karakter olabilir.',
  bad_url_encoding: 'Adres geçersiz yüzde kodlaması (%) içeriyor.',
  headers_too_large: 'İstek satırı veya başlıklar izin verilen boyutu aşıyor.',
  malformed_request: 'HTTP isteği okunamadı.',
  request_timeout: 'İstek zamanında tamamlanmadı.',
  payload_too_large: 'İstek gövdesi izin verilen boyutu aşıyor.',
  unsupported_media_type: 'İstek gövdesi application/json olmalıdır.',
  wrong_password: 'Mevcut parola hatalı.',
  invalid: 'Geçersiz değer.',
  idempotency_key_format: '1 ile 255 arasında yazdırılabilir ASCII karakterden oluşmalıdır.',
  idempotency_key_reused: 'Bu anahtar farklı bir istekte kullanıldı. Yeni bir istek için yeni bir anahtar kullanın.',
  webhook_private_address: 'Yerel, özel veya bağlantı-yerel bir ağ adresine webhook gönderilemez.',
  webhook_unresolvable_host: 'Bu alan adı çözümlenemedi.',
  webhook_limit: 'En fazla {n} webhook kaydedilebilir.',
  delivery_pending: 'Bu gönderim hâlâ deneniyor; yeniden göndermek için sonuçlanmasını bekleyin.',
  idempotency_key_in_progress: 'Bu anahtarla gönderilen istek hâlâ işleniyor. Lütfen biraz sonra yeniden deneyin.',
  grant_state_invalid: 'Yetkilendirme bağlantısı geçersiz. Lütfen pazaryeri bağlantısını yeniden başlatın.',
  grant_state_expired: 'Yetkilendirme bağlantısının süresi doldu. Lütfen pazaryeri bağlantısını yeniden başlatın.',
  grant_state_used: 'Bu yetkilendirme bağlantısı zaten kullanıldı. Lütfen pazaryeri bağlantısını yeniden başlatın.',
  // A marketplace refused the seller's credentials; each wording names that marketplace's own credentials.
  marketplace_credentials_refused: '{marketplace} API anahtarını veya gizli anahtarı kabul etmedi.',
  marketplace_api_key_refused: '{marketplace} API anahtarını kabul etmedi.',
  marketplace_login_refused: '{marketplace} kullanıcı adını veya şifreyi kabul etmedi.',
  marketplace_base_url_missing:
    '{marketplace} için {environment} ortam adresi yapılandırılmamış; bu ortamda bağlantı kurulamaz. Yöneticiniz adresi {setting} ayarına eklemelidir.',
  unexpected_answer: '{marketplace} {operation} beklenmeyen bir yanıt verdi (HTTP {status}).',
  trendyol_supplier_id_digits: 'Trendyol satıcı numarası (supplier_id) yalnızca rakamlardan oluşmalıdır.',
  trendyol_api_keys_required: 'Trendyol API anahtarı ve API gizli anahtarı zorunludur.',
  trendyol_credentials_refused: 'Trendyol API bilgilerini reddetti: satıcı numarası, API anahtarı veya API gizli anahtarı hatalı.',
  hepsiburada_merchant_access_denied: 'Hepsiburada bu kullanıcıya bu mağaza (merchant id) için erişim vermedi.',
  amazon_grant_expired:
    'Amazon yetkisi geçersiz veya süresi dolmuş (6 ay kullanılmayan yetkiler düşer). Lütfen Amazon bağlantısını yeniden yetkilendirin.',
  amazon_code_invalid: 'Amazon yetkilendirme kodu geçersiz veya süresi dolmuş. Lütfen bağlantıyı yeniden başlatın.',
  amazon_access_denied: 'Amazon bu satıcı hesabına erişim izni vermedi. Lütfen Amazon bağlantısını yeniden yetkilendirin.',
  amazon_not_participating: 'Bu Amazon satıcı hesabı Amazon.com.tr pazaryerinde satış yapmıyor.',
  // Marketplace B's sub-interface (docs/marketplaces.md, "Amazon's sub-interface").
  amazon_refused: 'Amazon isteği reddetti: {reason}',
  amazon_pricing_production_only:
    'Fiyat ve buybox bilgisi yalnızca canlı (production) ortamda alınabilir; bu bağlantının ortamı: {environment}.',
  amazon_realtime_quota_exhausted:
    'Anlık (realtime) stok güncellemesinin Amazon kotası dolu olduğu için güncelleme feed ile gönderildi; katalogda görünmesi 5-30 dakika sürebilir.',
  amazon_listing_asin_creation_restricted:
    'Amazon yeni satıcıların ilk 90 gününde yeni ASIN oluşturmasını kısıtlıyor ve bu EAN ile eşleşen bir katalog kaydı yok; ürünü mevcut bir ASIN ile listeleyin.',
  amazon_listing_asin_unknown: 'Bu ASIN Amazon kataloğunda yok.',
  amazon_listing_content_promotional:
    'Başlık tanıtım ifadesi içeriyor (ör. "ücretsiz kargo", "indirim"); Amazon içerik kuralları bunu yasaklar, kurala aykırı ilanlar 24 saat içinde gizlenir.',
  amazon_listing_content_html:
    'Açıklama HTML içeriyor; Amazon içerik kuralları bunu yasaklar, kurala aykırı ilanlar 24 saat içinde gizlenir.',
  amazon_listing_attribute_missing: 'Amazon zorunlu bir bilginin eksik olduğunu bildirdi: {attributes}.',
  amazon_listing_attribute_invalid: 'Amazon bir bilginin değerini geçersiz buldu: {attributes}.',
  amazon_listing_merged: 'Ürün EAN kodu ile mevcut {asin} katalog kaydına eklendi.',
  amazon_listing_rejected: 'Amazon ilanı reddetti (kod {code}).',
  amazon_listing_feed_fatal: 'Amazon gönderilen feed dosyasını bütünüyle reddetti.',
  amazon_message_not_permitted: 'Amazon bu sipariş için {type} mesajına izin vermiyor; izin verilenler: {allowed}.',
  amazon_label_service_unknown: 'Bu gönderi için {id} kargo hizmeti sunulmuyor; uygun hizmetler: {allowed}.',
  amazon_refund_exceeds: 'İade tutarı, iade edilen kalemin ödenen tutarını ({max} {currency}) aşamaz.',
  amazon_order_not_cancellable: 'Sipariş {status} durumunda; yalnızca henüz gönderilmemiş siparişler iptal edilebilir.',
  amazon_fba_sku_unknown: 'Bu SKU Amazon’da listelenmiş bir ürün değil.',
  date_range_reversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tracking_number_format: 'Yalnızca harf, rakam ve tire içerebilir.',
  shipped_needs_tracking_number: 'Kargoya verildi durumu için takip numarası gerekir: istekte gönderin veya önce kargo etiketi oluşturun.',
  shipped_needs_cargo_provider: 'Kargoya verildi durumu için kargo firması gerekir: istekte gönderin veya önce kargo etiketi oluşturun.',
  // A seller's tracking number or carrier that differs from what the order has and cannot be taken.
  tracking_number_assigned_by_marketplace:
    '{marketplace} bu siparişin takip numarasını anlaşmalı kargosuyla kendisi atadı ({value}); başka bir takip numarası gönderilemez. Alanı göndermeyin veya aynı numarayı gönderin.',
  cargo_provider_assigned_by_marketplace:
    '{marketplace} bu siparişin kargo firmasını anlaşmalı kargosuyla kendisi belirledi ({value}); başka bir kargo firması gönderilemez. Alanı göndermeyin.',
  shipment_needs_status_change:
    'Sipariş zaten istenen durumda; bu alan yalnızca bir durum değişikliğiyle birlikte kaydedilip pazaryerine iletilir.',
  // Cargo (decisions §9, §16).
  carrier_refused: '{carrier} gönderiyi kabul etmedi: {reason}',
  carrier_credentials_refused:
    '{carrier} kargo hesabının bilgilerini kabul etmedi. Yöneticiniz TEZGAH_CARRIER_ACCOUNTS ayarındaki hesabı düzeltmelidir.',
  label_order_closed: '{status} durumundaki bir sipariş için kargo etiketi oluşturulamaz.',
  label_tracking_elsewhere:
    'Siparişin zaten bir takip numarası var ({value}); kargo etiketi yalnızca takip numarası olmayan siparişler için oluşturulur.',
  label_other_provider:
    'Bu siparişin etiketi {provider} ile oluşturuldu; aynı sipariş için başka bir kargo firmasıyla etiket oluşturulamaz.',
  carrier_not_configured: '{provider} için kargo hesabı yapılandırılmamış. Yöneticiniz hesabı TEZGAH_CARRIER_ACCOUNTS ayarına eklemelidir.',
  label_in_progress: 'Bu sipariş için kargo etiketi şu anda başka bir istekle oluşturuluyor. Lütfen birkaç saniye sonra yeniden deneyin.',
  batch_provider_required: 'Kargo firması seçin veya ayarlarda (PATCH /settings) varsayılan kargo firmasını belirleyin.',
  sender_incomplete: 'Kargo etiketi için gönderici bilgileri eksik: ayarlarda (PATCH /settings) sender alanını tamamlayın.',
  // Invoicing (decisions §8).
  invoice_exists:
    'Bu siparişin zaten geçerli bir faturası var ({id}); yeni fatura ancak o fatura reddedilir veya iptal edilirse kesilebilir.',
  invoice_provider_manual:
    'marketplace sağlayıcısı yalnızca otomatik faturalamada kullanılır; elle fatura için {values} değerlerinden birini seçin.',
  invoice_not_cancellable: 'Yalnızca onaylanmış (accepted) bir fatura iptal edilebilir; bu faturanın durumu: {status}.',
  invoice_order_closed: '{status} durumundaki bir sipariş için fatura kesilemez.',
  invoice_seller_incomplete: 'Fatura için satıcı bilgileri eksik: ayarlarda (PATCH /settings) sender alanını tamamlayın.',
  invoice_buyer_incomplete: 'Fatura için alıcı adresi eksik: siparişte fatura veya teslimat adresi yok.',
  // E-invoice providers (decisions §8, §16).
  invoice_provider_refused: '{provider} faturayı kabul etmedi: {reason}',
  invoice_provider_credentials_refused:
    '{provider} e-fatura hesabının bilgilerini kabul etmedi. Yöneticiniz TEZGAH_INVOICE_PROVIDER_ACCOUNTS ayarındaki hesabı düzeltmelidir.',
  invoice_provider_not_configured:
    '{provider} için e-fatura hesabı yapılandırılmamış. Yöneticiniz hesabı TEZGAH_INVOICE_PROVIDER_ACCOUNTS ayarına eklemelidir.',
  // Tenant settings (decisions §15).
  postal_code_format: 'Posta kodu 5 haneli olmalıdır.',
  phone_format: 'Geçerli bir telefon numarası olmalıdır: rakam, boşluk, +, -, ( ve ) içerebilir.',
  tax_number_format: 'Vergi kimlik numarası 10 haneli (VKN) veya T.C. kimlik numarası 11 haneli (TCKN) olmalıdır.',
  series_prefix_format: 'Tam olarak 3 karakter olmalıdır: yalnızca büyük harf (A-Z) ve rakam.',
  order_id_repeated: 'Bu sipariş istekte daha önce geçti.',
  // Marketplace A's sub-interface (docs/marketplaces.md): an item refused before Trendyol sees it, a rule of Trendyol's.
  trendyol_title_too_long: 'Trendyol ürün adı en fazla 100 karakter olabilir.',
  trendyol_description_html: 'Açıklama düz metin olmalıdır; HTML etiketi içeremez.',
  trendyol_category_choice: 'category_id veya auto_category: true gönderilmelidir (ikisi birden değil).',
  trendyol_category_not_leaf: "{id} numaralı kategori Trendyol'da en alt seviye bir kategori değil.",
  trendyol_category_undetected: 'Kategori başlık, marka ve özelliklerden belirlenemedi; category_id gönderin.',
  trendyol_attribute_required: '{category} kategorisinde "{attribute}" özelliği zorunludur.',
  trendyol_attribute_value_invalid: '{category} kategorisinde "{attribute}" özelliği için geçersiz değer.',
  trendyol_image_url: 'Görsel adresi https ile başlayan geçerli bir URL olmalıdır.',
  trendyol_main_id_inconsistent: 'Aynı product_main_id ile gönderilen varyantların {field} değeri aynı olmalıdır.',
  trendyol_barcode_repeated: 'Bu barkod istekte daha önce geçti.',
  trendyol_brand_unknown: '"{brand}" markası Trendyol\'da bulunamadı; yeni marka başvurusu satıcı panelinden yapılır.',
  trendyol_price_order: 'Liste fiyatı (list_price) satış fiyatından (sale_price) düşük olamaz.',
  trendyol_date_span: 'start ile end arası en fazla 14 gün olabilir (Trendyol sınırı).',
  trendyol_package_not_in_order: 'Bu paket bu siparişe ait değil.',
  trendyol_line_not_in_package: 'Bu satır bu pakete ait değil veya adedi paketteki adetten fazla.',
  trendyol_status_backward: 'Paket {from} durumundan {to} durumuna geçemez; yalnızca ileri geçişler yapılabilir.',
  trendyol_cancel_only_created:
    'Yalnızca Created durumundaki bir paket iptal edilebilir ve yalnızca müşteriden kaynaklanmayan stok yetersizliği nedeniyle.',
  trendyol_invoice_number_required: 'Invoiced durumu için fatura numarası (invoice_number) gerekir: 3 harf/rakam ve 13 rakam.',
  trendyol_invoice_not_issued:
    'Bu siparişin kabul edilmiş bir faturası yok: önce faturayı kesin (POST /invoices) ya da fatura numarasını (invoice_number) gönderin.',
  trendyol_shipped_by_carrier:
    "Shipped durumunu Trendyol'un anlaşmalı kargosu paketi teslim aldığında kendisi verir; yalnızca kendi kargo anlaşmanızla (OWN_CONTRACT) takip numarası gönderilebilir.",
  trendyol_refused: 'Trendyol isteği reddetti: {reason}',
  trendyol_label_own_contract: 'Kendi kargo anlaşmanızla (OWN_CONTRACT) etiket kargo firmasının panelinden alınır.',
  trendyol_label_carrier:
    'Ortak etiket yalnızca Trendyol Express, Aras Kargo ve UPS paketleri için oluşturulur; bu paketin kargosu: {carrier}.',
  trendyol_label_before_invoiced:
    'Etiket paket Picking durumundan Invoiced durumuna geçtikten sonra oluşturulur; paketin durumu: {status}.',
  trendyol_claim_evidence_required: 'İade talebini reddetmek için kanıt adresi (evidence_url) gerekir.',
  trendyol_claim_not_waiting: 'İade yalnızca satıcıya ulaştığında (WaitingInAction) onaylanabilir veya reddedilebilir; durumu: {status}.',
  trendyol_answer_length: 'Cevap en az 10, en fazla 2000 karakter olmalıdır.',
  trendyol_question_not_waiting: 'Bu soru cevap beklemiyor; durumu: {status}.',
  trendyol_campaign_ended: 'Kampanya {ends_at} tarihinde sona erdi; ürün eklenemez.',
  trendyol_campaign_product_unapproved: "Bu barkod Trendyol'da onaylı bir ürününüz değil; kampanyaya eklenemez.",
  trendyol_campaign_discount: 'Kampanya fiyatı satış fiyatından en az %{min_discount} düşük olmalıdır.',
} as const satisfies Record<string, string>;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES_TR;

/** The environments a seller connects to outside the sandbox, as the messages name them. */
export const MARKETPLACE_ENVIRONMENT_NAMES_TR: Record<Exclude<MarketplaceEnvironment, 'sandbox'>, string> = {
  production: 'canlı',
  stage: 'test',
};

/** Marketplace texts a seller reads outside an error envelope: a job's error, why a stock value was refused. */
export const MARKETPLACE_MESSAGES_TR = {
  first_sync_connection_gone: 'İlk eşitleme tamamlanamadı: pazaryeri bağlantısı artık etkin değil.',
  first_sync_credentials_refused: 'İlk eşitleme tamamlanamadı: pazaryeri hesap bilgilerini kabul etmedi.',
  first_sync_answer_unreadable: 'İlk eşitleme tamamlanamadı: pazaryerinin yanıtı işlenemedi.',
  first_sync_failed: 'İlk eşitleme tamamlanamadı. {reason}',
  stock_needs_barcode: '{marketplace} stok güncellemesi barkod gerektirir.',
  request_rejected: '{marketplace} isteği reddetti (HTTP {status}).',
} as const satisfies Record<string, string>;

export type MarketplaceMessageCode = keyof typeof MARKETPLACE_MESSAGES_TR;

/**
 * Other texts a seller reads outside an error envelope: a job's error, a webhook delivery's
 * failure in the delivery log, the page after a marketplace grant, the reason in an event.
 */
export const NOTICE_MESSAGES_TR = {
  job_failed: 'İş başarısız oldu.',
  job_cancelled: 'İş kullanıcı tarafından iptal edildi.',
  invoice_rejected: 'E-fatura sağlayıcısı faturayı reddetti: {reason}',
  invoice_cancelled_with_order: 'Sipariş iptal edildiği için fatura iptal edildi.',
  invoice_provider_failing: 'E-fatura sağlayıcısına {attempts} denemedir ulaşılamıyor; yeniden denenmeye devam ediliyor. Son hata: {error}',
  label_batch_order_failed: 'Bu siparişin etiketi beklenmeyen bir hata nedeniyle oluşturulamadı.',
  bulk_write_failed: 'Ürünler yazılırken beklenmeyen bir hata oluştu; yazılamayan öğeler sonuçta listelenmiştir.',
  delivery_address_blocked: 'Adres engellendi: {address} genel bir ağ adresi değil',
  delivery_timeout: 'Zaman aşımı: {ms} ms içinde yanıt gelmedi',
  delivery_tls: 'TLS sertifikası doğrulanamadı ({code})',
  delivery_refused: 'Bağlantı reddedildi (ECONNREFUSED)',
  delivery_unresolvable: 'Alan adı çözümlenemedi ({code})',
  delivery_invalid_url: 'Geçersiz URL',
  delivery_failed: 'Bağlantı hatası ({code})',
  webhook_test_event: 'Tezgah test olayı: bu uç nokta Tezgah webhook gönderimlerini alabiliyor.',
  connection_removed_by_seller: 'Satıcı bağlantıyı kaldırdı.',
  connection_grant_expired: 'Pazaryeri yetkisinin süresi doldu; bağlantının yeniden yetkilendirilmesi gerekiyor.',
  connection_not_stored: 'Pazaryeri bağlantısı kaydedilemedi; eşitleme başlatılmadı. Lütfen yeniden bağlanın.',
  grant_page_connected_title: '{marketplace} bağlandı',
  grant_page_connected: "{marketplace} hesabınız Tezgah'a bağlandı. Ürünleriniz eşitleniyor; bu pencereyi kapatabilirsiniz.",
  grant_page_failed_title: 'Bağlantı tamamlanamadı',
  grant_page_failed: '{reason} (İstek numarası: {request_id})',
  grant_page_back: 'Satıcı paneline dön',
} as const satisfies Record<string, string>;

export type NoticeMessageCode = keyof typeof NOTICE_MESSAGES_TR;

/**
 * A carrier's or e-invoice provider's reason where the party gave none of its own: the `{reason}`
 * of `carrier_refused`, `invoice_provider_refused` and `invoice_rejected`.
 */
export const PROVIDER_REASONS_TR = {
  no_reason: 'gerekçe bildirilmedi',
  unknown_error: 'bilinmeyen hata',
  error_code: 'hata kodu {code}',
  status_code: 'durum kodu {code}',
  credentials_refused: 'kullanıcı adı veya şifre hatalı',
  shipment_not_found: '{tracking_number} numaralı gönderi bulunamadı',
  cancel_refused: 'iptal edilemedi',
  efatura_not_cancellable: 'e-Fatura sağlayıcı üzerinden iptal edilemez; alıcıya iade faturası düzenlenmelidir.',
} as const satisfies Record<string, string>;

export type ProviderReasonCode = keyof typeof PROVIDER_REASONS_TR;

export function fieldMessage(code: FieldMessageCode, params: MessageParams = {}): string {
  return fill(FIELD_MESSAGES_TR[code], params);
}

export function marketplaceMessage(code: MarketplaceMessageCode, params: MessageParams = {}): string {
  return fill(MARKETPLACE_MESSAGES_TR[code], params);
}

export function noticeMessage(code: NoticeMessageCode, params: MessageParams = {}): string {
  return fill(NOTICE_MESSAGES_TR[code], params);
}

export function providerReason(code: ProviderReasonCode, params: MessageParams = {}): string {
  return fill(PROVIDER_REASONS_TR[code], params);
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return '';
    return typeof value === 'object' ? value.join(', ') : String(value);
  });
}
