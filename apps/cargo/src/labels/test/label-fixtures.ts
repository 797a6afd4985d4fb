import type { LabelContent, LabelParty } from '../label-content';

export function labelParty(overrides: Partial<LabelParty> = {}): LabelParty {
  return {
    name: 'Tezgah Demo Mağazası',
    line1: 'Caferağa Mah. Moda Cad. No: 12',
    line2: 'Daire 4',
    district: 'Kadıköy',
    city: 'İstanbul',
    postal_code: '34710',
    phone: '0216 555 00 11',
    ...overrides,
  };
}

export function labelContent(overrides: Partial<LabelContent> = {}): LabelContent {
  return {
    provider: 'yurtici',
    tracking_number: 'YK100000000001',
    order_number: 'TY-100234',
    sender: labelParty(),
    receiver: labelParty({
      name: 'Ayşe Yılmaz',
      line1: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 5',
      line2: null,
      district: 'Konak',
      city: 'İzmir',
    }),
    package_count: 1,
    weight_kg: 2.5,
    booked_at: new Date('2026-11-24T21:30:00Z'),
    ...overrides,
  };
}
