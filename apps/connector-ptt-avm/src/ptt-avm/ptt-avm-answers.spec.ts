import { type PttOrder, statusOf, toListing, toOrder } from './ptt-avm-answers';

const ORDER: PttOrder = {
  orderId: 'PTT-0BO6M672N-180925',
  siparisDurumu: 'kargo_yapilmasi_bekleniyor',
  siparisTarihi: '2026-03-01T10:00:00.000Z',
  sonGuncellemeTarihi: '2026-03-01T11:00:00.000Z',
  musteri: { adSoyad: 'Ayşe Yılmaz', eposta: null, telefon: '5550000000' },
  teslimatAdresi: { adres: 'Atatürk Cad. 1', il: 'Ankara', ilce: 'Çankaya', postaKodu: '06000' },
  kargoBarkodu: null,
  kargoFirmasi: null,
  lineItems: [{ lineItemId: 11, barcode: '869000000001', stockCode: 'CAY-1', productName: 'Çaydanlık', quantity: 2, priceWithVAT: 150 }],
};

describe('reading PttAVM’s answers', () => {
  it.each([
    ['onay_surecinde', null, 'created'],
    ['havale_onayi_bekleniyor', null, 'created'],
    ['kargo_yapilmasi_bekleniyor', null, 'created'],
    ['kargo_yapilmasi_bekleniyor', '2710200000622', 'processing'],
    ['gonderilmis', '2710200000622', 'shipped'],
    ['tamamlandi', null, 'delivered'],
    ['iptal', null, 'cancelled'],
    ['odeme_gecersiz', null, 'cancelled'],
    ['iade', null, 'returned'],
    ['gondericisine_teslim_edildi', null, 'returned'],
    ['yeni_bir_durum', null, 'processing'],
  ])('maps siparisDurumu %s (barcode %s) to %s', (siparisDurumu, kargoBarkodu, status) => {
    expect(statusOf({ siparisDurumu, kargoBarkodu })).toBe(status);
  });

  it('reads an order with its lines by stock code, the total, the address and PttAVM’s barcode as assigned tracking', () => {
    expect(toOrder({ ...ORDER, kargoBarkodu: '2710200000622', kargoFirmasi: 'PTT Kargo' })).toMatchObject({
      marketplace_order_id: 'PTT-0BO6M672N-180925',
      marketplace_status: 'kargo_yapilmasi_bekleniyor',
      status: 'processing',
      customer: { name: 'Ayşe Yılmaz', phone: '5550000000' },
      items: [{ sku: 'CAY-1', quantity: 2, price: 150, line_id: '11' }],
      total: 300,
      currency: 'TRY',
      shipping_address: { line1: 'Atatürk Cad. 1', city: 'Ankara', district: 'Çankaya', postal_code: '06000', country: 'TR' },
      tracking_number: '2710200000622',
      cargo_provider: 'PTT Kargo',
      tracking_assigned_by_marketplace: true,
    });
  });

  it('names a line and a listing by barcode when PttAVM gives no stock code', () => {
    const line = { ...ORDER.lineItems[0], stockCode: null };
    expect(toOrder({ ...ORDER, lineItems: [line] }).items[0].sku).toBe('869000000001');
    expect(toListing({ productId: 7, barcode: '869000000001', quantity: 3, isActive: false })).toEqual({
      sku: '869000000001',
      barcode: '869000000001',
      listing_id: '7',
      title: null,
      quantity: 3,
      price: null,
      status: 'passive',
    });
  });
});
