/** Amazon.com.tr as SP-API describes it (research §2.1, decisions §1). */
export const TR_MARKETPLACE = {
  id: 'A33AVAJ2PDY3EV',
  countryCode: 'TR',
  name: 'Amazon.com.tr',
  defaultCurrencyCode: 'TRY',
  defaultLanguageCode: 'tr_TR',
  domainName: 'www.amazon.com.tr',
} as const;

/**
 * The sandbox catalogue (decisions §14): ASIN → title. New ASINs cannot be created here (ASIN
 * creation is restricted for new sellers); a new product whose EAN is one of CATALOGUE_EANS joins
 * that catalogue entry instead.
 */
export const CATALOGUE: ReadonlyMap<string, string> = new Map([
  ['B0TEZGAH001', 'Pamuklu Tişört'],
  ['B0TEZGAH002', 'Kot Pantolon'],
  ['B0TEZGAH003', 'Deri Cüzdan'],
  ['B0TEZGAH004', 'Seramik Kupa'],
  ['B0TEZGAH005', 'Bluetooth Kulaklık'],
  ['B0TEZGAH006', 'Telefon Kılıfı'],
  ['B0TEZGAH007', 'Çelik Termos'],
  ['B0TEZGAH008', 'Yoga Matı'],
  ['B0TEZGAH009', 'Bambu Kesme Tahtası'],
  ['B0TEZGAH010', 'Kablosuz Fare'],
]);

/** The EAN of each catalogue entry: `869` (Türkiye), `9000000` and the entry's number, with its check digit. */
export const CATALOGUE_EANS: ReadonlyMap<string, string> = new Map(
  [...CATALOGUE.keys()].map((asin) => {
    const body = `8699000000${asin.slice(-3) === '010' ? '10' : `0${asin.slice(-1)}`}`;
    const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
    return [`${body}${(10 - (sum % 10)) % 10}`, asin];
  }),
);

/** Per-operation usage plans (rate per second, burst) from the official models (research §2.2). */
export const SP_API_QUOTAS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  putListingsItem: { rate: 5, burst: 10 },
  patchListingsItem: { rate: 5, burst: 5 },
  deleteListingsItem: { rate: 5, burst: 5 },
  createFeedDocument: { rate: 0.5, burst: 15 },
  getFeedDocument: { rate: 0.0222, burst: 10 },
  createFeed: { rate: 0.0083, burst: 15 },
  getFeed: { rate: 2, burst: 15 },
  getOrders: { rate: 0.0167, burst: 20 },
  getOrderItems: { rate: 0.5, burst: 30 },
  getOrder: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  getInventorySummaries: { rate: 2, burst: 2 },
  createInboundPlan: { rate: 2, burst: 6 },
  getEligibleShipmentServices: { rate: 6, burst: 12 },
  createShipment: { rate: 2, burst: 2 },
  getShipment: { rate: 1, burst: 1 },
  getCompetitivePricing: { rate: 0.5, burst: 1 },
  getMessagingActionsForOrder: { rate: 1, burst: 5 },
  /** Every createX message operation of Messaging v1 shares this plan. */
  createMessage: { rate: 1, burst: 5 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
} as const;

export type SpApiOperation = keyof typeof SP_API_QUOTAS;
