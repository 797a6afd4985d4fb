/**
 * Trendyol's fixed reference data the simulator knows (decisions §14): three leaf categories with
 * their attributes (docs/marketplaces.md, "The Trendyol category fixtures"), and the real
 * `cargoCompanyId` table of the shipment providers page.
 */
export interface CategoryAttribute {
  attribute: { id: number; name: string };
  required: boolean;
  allowCustom: boolean;
  varianter: boolean;
  slicer: boolean;
  attributeValues: Array<{ id: number; name: string }>;
}

export interface LeafCategory {
  id: number;
  name: string;
  attributes: CategoryAttribute[];
}

const attribute = (
  id: number,
  name: string,
  flags: Partial<Pick<CategoryAttribute, 'required' | 'allowCustom' | 'varianter' | 'slicer'>>,
  values: Array<[number, string]> = [],
): CategoryAttribute => ({
  attribute: { id, name },
  required: flags.required ?? false,
  allowCustom: flags.allowCustom ?? false,
  varianter: flags.varianter ?? false,
  slicer: flags.slicer ?? false,
  attributeValues: values.map(([valueId, valueName]) => ({ id: valueId, name: valueName })),
});

/**
 * Every leaf's required colour. As on Trendyol, a listed value (`attributeValueId`, all a client
 * following the spec's `{attribute_id, attribute_value_id}` can send) or a custom one.
 */
const COLOUR = attribute(47, 'Renk', { required: true, allowCustom: true, slicer: true }, [
  [1001, 'Siyah'],
  [1002, 'Beyaz'],
  [1003, 'Kırmızı'],
  [1004, 'Mavi'],
  [1005, 'Lacivert'],
  [1006, 'Yeşil'],
  [1007, 'Sarı'],
  [1008, 'Pembe'],
  [1009, 'Mor'],
  [1010, 'Gri'],
  [1011, 'Bej'],
  [1012, 'Kahverengi'],
  [1013, 'Turuncu'],
  [1014, 'Çok Renkli'],
]);

export const LEAF_CATEGORIES: ReadonlyMap<number, LeafCategory> = new Map(
  [
    {
      id: 411,
      name: 'Elbise',
      attributes: [
        COLOUR,
        attribute(338, 'Beden', { required: true, varianter: true }, [
          [6980, 'S'],
          [6981, 'M'],
          [6982, 'L'],
          [6983, 'XL'],
        ]),
        attribute(14, 'Materyal', {}, [
          [82, 'Pamuk'],
          [85, 'Viskon'],
          [109, 'Polyester'],
        ]),
        attribute(343, 'Boy', {}, [
          [4294, 'Midi'],
          [4295, 'Mini'],
          [4296, 'Maxi'],
        ]),
      ],
    },
    {
      id: 1040,
      name: 'Şal',
      attributes: [
        COLOUR,
        attribute(14, 'Materyal', { required: true }, [
          [82, 'Pamuk'],
          [111, 'İpek'],
          [112, 'Yün'],
        ]),
      ],
    },
    {
      id: 2121,
      name: 'Telefon Kılıfı',
      attributes: [
        COLOUR,
        attribute(1311, 'Uyumlu Marka', { required: true }, [
          [18021, 'Apple'],
          [18022, 'Samsung'],
          [18023, 'Xiaomi'],
        ]),
        attribute(1312, 'Uyumlu Model', { allowCustom: true }, [
          [18101, 'iPhone 15'],
          [18102, 'iPhone 15 Pro'],
          [18103, 'Galaxy S24'],
          [18104, 'Galaxy A55'],
          [18105, 'Redmi Note 13'],
        ]),
      ],
    },
  ].map((category) => [category.id, category]),
);

/**
 * `cargoCompanyId` → name, from "Trendyol Shipment Providers List", and UPS (12), which that table
 * omits but the docs name as a carrier (common label, changeCargoProvider `UPSMP`, box info).
 */
export const CARGO_COMPANIES: ReadonlyMap<number, string> = new Map([
  [4, 'Yurtiçi Kargo Marketplace'],
  [6, 'Horoz Kargo Marketplace'],
  [7, 'Aras Kargo Marketplace'],
  [9, 'Sürat Kargo Marketplace'],
  [10, 'DHL eCommerce Marketplace'],
  [12, 'UPS Kargo Marketplace'],
  [17, 'Trendyol Express Marketplace'],
  [19, 'PTT Kargo Marketplace'],
  [20, 'CEVA Marketplace'],
  [30, 'Borusan Lojistik Marketplace'],
  [38, 'Kolay Gelsin Marketplace'],
]);
