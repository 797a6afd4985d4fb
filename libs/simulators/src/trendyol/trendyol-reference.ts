import { LEAF_CATEGORIES } from './trendyol-catalog';

/** A node of getCategoryTree: only leaves (`subCategories: []`) take products (docs "Trendyol Category List"). */
export interface CategoryNode {
  id: number;
  name: string;
  parentId?: number;
  subCategories: CategoryNode[];
}

const leaf = (id: number, parentId: number): CategoryNode => ({
  id,
  name: LEAF_CATEGORIES.get(id)?.name ?? '',
  parentId,
  subCategories: [],
});

/** The sandbox's category tree: the three leaf categories of decisions §14 under parents of their own. */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    id: 368,
    name: 'Aksesuar',
    subCategories: [{ id: 1000, name: 'Eşarp & Şal', parentId: 368, subCategories: [leaf(1040, 1000)] }],
  },
  { id: 522, name: 'Giyim', subCategories: [leaf(411, 522)] },
  {
    id: 1070,
    name: 'Elektronik',
    subCategories: [{ id: 2100, name: 'Telefon Aksesuarları', parentId: 1070, subCategories: [leaf(2121, 2100)] }],
  },
];

/** getBrands' fixture (ids of the docs' samples among them); names are matched case-sensitively by getBrandsByName. */
export const BRANDS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 10, name: 'TrendyolMilla' },
  { id: 19, name: 'Milla' },
  { id: 20, name: 'Trendyol' },
  { id: 40, name: 'TRENDYOLMİLLA' },
  { id: 1791, name: 'Tezgah' },
  { id: 2032, name: 'Koton' },
  { id: 2045, name: 'LC Waikiki' },
  { id: 2111, name: 'Mavi' },
  { id: 2230, name: 'Penti' },
  { id: 187803, name: 'Kılıfçım' },
];

/** getClaimsIssueReasons (docs "Claim Issue Reasons"); a file is required for every reason but these (createClaimIssue). */
export const CLAIM_ISSUE_REASONS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'İade gelen ürün sahte' },
  { id: 51, name: 'İade gelen ürün kullanılmış' },
  { id: 201, name: 'İade gelen ürün yanlış' },
  { id: 251, name: 'İade gelen ürün defolu / zarar görmüş' },
  { id: 401, name: 'Eksik ürün' },
  { id: 101, name: 'Fazla ürün' },
  { id: 151, name: 'Ürünün bir parçası / aksesuarı eksik' },
  { id: 301, name: 'Ürün bana ait değil' },
  { id: 351, name: 'İade paketi boş geldi' },
  { id: 1651, name: 'İade paketi elime ulaşmadı' },
  { id: 1701, name: 'Ürün yanlış değil' },
  { id: 1751, name: 'Ürün kusurlu değil' },
  { id: 451, name: 'Diğer' },
];
export const ISSUE_REASONS_WITHOUT_FILE: ReadonlySet<number> = new Set([1651, 451, 2101]);

/** Customer return reasons (docs "Return Reasons"): the customer's words a claim item carries. */
export const RETURN_REASONS: ReadonlyMap<number, string> = new Map([
  [251, 'Modelini beğenmedim'],
  [301, 'Kusurlu ürün gönderildi'],
  [351, 'Yanlış ürün gönderildi'],
  [401, 'Vazgeçtim'],
  [451, 'Diğer'],
  [501, 'Bedeni küçük geldi'],
  [551, 'Bedeni büyük geldi'],
  [651, 'Ürün belirtilen özelliklere sahip değil'],
  [701, 'Yanlış sipariş verdim'],
  [1651, 'Kalitesini beğenmedim'],
  [2030, 'Daha iyi bir fiyat mevcut'],
]);
