/** Turkish names of the API's values, for display only. */
export const ORDER_STATUS: Record<string, string> = {
  created: 'Yeni',
  processing: 'Hazırlanıyor',
  shipped: 'Kargoda',
  delivered: 'Teslim edildi',
  cancelled: 'İptal',
  returned: 'İade',
};

export const INVOICE_STATUS: Record<string, string> = {
  pending: 'Bekliyor',
  sent: 'Gönderildi',
  accepted: 'Onaylandı',
  rejected: 'Reddedildi',
  cancelled: 'İptal edildi',
};

export const CONNECTION_STATUS: Record<string, string> = {
  connected: 'Bağlı',
  pending_authorization: 'Onay bekliyor',
  reauthorization_required: 'Yeniden yetki gerekli',
  disconnected: 'Bağlı değil',
};

export const JOB_STATUS: Record<string, string> = { queued: 'Sırada', running: 'Çalışıyor', completed: 'Tamamlandı', failed: 'Başarısız' };

export const JOB_TYPE: Record<string, string> = {
  'catalog.bulk_import': 'Toplu ürün yükleme',
  'cargo.label_batch': 'Toplu kargo etiketi',
  marketplace_sync: 'Pazaryeri ilk eşitlemesi',
};

export const DELIVERY_STATUS: Record<string, string> = { pending: 'Bekliyor', delivered: 'İletildi', dead: 'Başarısız (ölü)' };

export const TRACKING_STATUS: Record<string, string> = {
  created: 'Oluşturuldu',
  picked_up: 'Kargoya verildi',
  in_transit: 'Yolda',
  out_for_delivery: 'Dağıtımda',
  delivered: 'Teslim edildi',
  returned: 'İade',
  failed: 'Başarısız',
};

export const CARRIERS: Record<string, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
  ups: 'UPS',
  dhl: 'DHL',
};

export const INVOICE_PROVIDERS: Record<string, string> = {
  parasut: 'Paraşüt',
  logo: 'Logo',
  uyumsoft: 'Uyumsoft',
  nilvera: 'Nilvera',
  marketplace: 'Pazaryeri',
};

export const STOCK_SOURCE: Record<string, string> = {
  create: 'Ürün oluşturma',
  stock: 'Stok güncelleme',
  patch: 'Ürün düzenleme',
  bulk: 'Toplu yükleme',
  order: 'Sipariş',
  order_cancel: 'Sipariş iptali',
};

export const ENVIRONMENT: Record<string, string> = { production: 'Canlı', stage: 'Test ortamı', sandbox: 'Deneme ortamı' };

export const CARGO_MODE: Record<string, string> = { MARKETPLACE: 'Pazaryerinin kargosu', OWN_CONTRACT: 'Kendi anlaşmam' };

export const ROLE: Record<string, string> = { owner: 'Sahip', admin: 'Yönetici', staff: 'Personel', viewer: 'İzleyici' };

export const MARKETPLACE_NAMES: Record<string, string> = {
  trendyol: 'Trendyol',
  amazon: 'Amazon',
  hepsiburada: 'Hepsiburada',
  n11: 'n11',
  ciceksepeti: 'Çiçeksepeti',
  pazarama: 'Pazarama',
  'ptt-avm': 'PttAVM',
  idefix: 'idefix',
  koctas: 'Koçtaş',
  modanisa: 'Modanisa',
  teknosa: 'Teknosa',
  boyner: 'Boyner',
  flo: 'FLO',
  farmazon: 'Farmazon',
};

export const FIELD_LABELS: Record<string, string> = {
  supplier_id: 'Satıcı ID',
  api_key: 'API anahtarı',
  api_secret: 'API gizli anahtarı',
  merchant_id: 'Mağaza ID',
  username: 'Kullanıcı adı',
  password: 'Şifre',
  seller_id: 'Satıcı ID',
};

/** What a seller asks for from an order's page: the move named as the seller does it, not the status it leads to. */
export const ORDER_ACTION: Record<string, string> = {
  processing: 'Hazırlamaya al',
  shipped: 'Kargoya ver',
  delivered: 'Teslim edildi olarak işaretle',
};

/** The webhook events as a seller reads them. */
export const WEBHOOK_EVENTS: Record<string, string> = {
  'order.created': 'Yeni sipariş geldiğinde',
  'order.updated': 'Siparişin durumu değiştiğinde',
  'order.cancelled': 'Sipariş iptal edildiğinde',
  'order.returned': 'Sipariş iade edildiğinde',
  'product.stock_changed': 'Ürünün stoğu değiştiğinde',
  'product.sold_out': 'Ürün tükendiğinde',
  'invoice.created': 'Fatura kesildiğinde',
  'invoice.failed': 'Fatura kesilemediğinde',
  'marketplace.connected': 'Pazaryeri bağlandığında',
  'marketplace.disconnected': 'Pazaryeri bağlantısı kesildiğinde',
};

/** A delivery's event: the subscribable ones, and the test event any webhook can be sent. */
export const DELIVERED_EVENTS: Record<string, string> = { ...WEBHOOK_EVENTS, ping: 'Test olayı' };
