/**
 * Trendyol's fixed reference data the simulator knows (decisions §14): three leaf categories with
 * their attributes, and the real `cargoCompanyId` table of the shipment providers page.
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

const COLOUR = attribute(47, 'Renk', { required: true, allowCustom: true, slicer: true });

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
        attribute(1312, 'Uyumlu Model', { allowCustom: true }),
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
