import { maskName, orderView } from './order-view';

describe('orderView', () => {
  it('masks the buyer: initials, only Amazon’s relay address, never the phone', () => {
    const view = orderView(
      {
        AmazonOrderId: '171-1234567-1234567',
        PurchaseDate: '2026-11-24T10:00:00Z',
        LastUpdateDate: '2026-11-24T10:00:00Z',
        OrderStatus: 'Unshipped',
        BuyerInfo: { BuyerName: 'Ayşe Yılmaz', BuyerEmail: 'ayse@example.com' },
        ShippingAddress: { Name: 'Ayşe Yılmaz', City: 'İstanbul', CountryCode: 'TR', Phone: '+905551112233' },
      },
      [],
    );
    expect(view.buyer).toEqual({ name: 'A*** Y***', email: null });
    expect(view.shipping_address).toMatchObject({ name: 'A*** Y***', city: 'İstanbul', phone: null });
    expect(JSON.stringify(view)).not.toMatch(/Ayşe|ayse@|5551112233/);
    expect(
      orderView(
        {
          ...view,
          AmazonOrderId: 'x',
          PurchaseDate: 'p',
          LastUpdateDate: 'u',
          OrderStatus: 'Shipped',
          BuyerInfo: { BuyerEmail: 'x1@marketplace.amazon.com.tr' },
        },
        [],
      ).buyer.email,
    ).toBe('x1@marketplace.amazon.com.tr');
    expect(maskName('  İlker   Şahin ')).toBe('İ*** Ş***');
    expect(maskName(undefined)).toBeNull();
  });
});
