/**
 * The 14 marketplaces a seller can connect, by slug (decisions §1): the one list every service
 * reads, so adding a marketplace starts here.
 */
export const MARKETPLACE_SLUGS = [
  'trendyol',
  'amazon',
  'hepsiburada',
  'n11',
  'ciceksepeti',
  'pazarama',
  'ptt-avm',
  'idefix',
  'koctas',
  'modanisa',
  'teknosa',
  'boyner',
  'flo',
  'farmazon',
] as const;

export type MarketplaceSlug = (typeof MARKETPLACE_SLUGS)[number];
