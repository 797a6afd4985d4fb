import type { ConnectorLimits } from '@tezgah/connector-kit';

/** The names the connector gives Trendyol's services (the rate-budget keys and metric labels): every call names one. */
export const TRENDYOL_OPERATIONS = {
  filterProducts: 'filterProducts',
  createProducts: 'createProducts',
  updateProducts: 'updateProducts',
  getBatchRequestResult: 'getBatchRequestResult',
  updatePriceAndInventory: 'updatePriceAndInventory',
  getBrandsByName: 'getBrandsByName',
  getBrandApplications: 'getBrandApplications',
  getCategoryTree: 'getCategoryTree',
  getCategoryAttributes: 'getCategoryAttributes',
  getShipmentPackages: 'getShipmentPackages',
  updatePackage: 'updatePackage',
  updateTrackingNumber: 'updateTrackingNumber',
  cancelPackageItems: 'cancelPackageItems',
  sendInvoiceLink: 'sendInvoiceLink',
  deleteInvoiceLink: 'deleteInvoiceLink',
  getCommonLabel: 'getCommonLabel',
  createCommonLabel: 'createCommonLabel',
  getClaims: 'getClaims',
  approveClaimLineItems: 'approveClaimLineItems',
  createClaimIssue: 'createClaimIssue',
  questionsFilter: 'questionsFilter',
  questionsFilterById: 'questionsFilterById',
  createAnswer: 'createAnswer',
  getCampaigns: 'getCampaigns',
  getCampaign: 'getCampaign',
  addCampaignProducts: 'addCampaignProducts',
} as const;

export type TrendyolOperation = keyof typeof TRENDYOL_OPERATIONS;

const perMinute = (points: number) => ({ points, durationMs: 60_000 });

/**
 * Research §1.2: every endpoint takes at most 50 requests in 10 s per seller, the budget of each
 * operation; the services whose own minute (or hour) limit is stricter than that carry it.
 */
export const TRENDYOL_LIMITS: ConnectorLimits = {
  rate: {
    '*': { points: 50, durationMs: 10_000 },
    getSuppliersAddresses: { points: 1, durationMs: 3_600_000 },
    getBrands: perMinute(50),
    getBrandsByName: perMinute(50),
    getCategoryTree: perMinute(50),
    getCategoryAttributes: perMinute(50),
    deleteProducts: perMinute(100),
    createCommonLabel: perMinute(100),
    getCommonLabel: perMinute(100),
    cancelPackageItems: perMinute(100),
    splitShipmentPackage: perMinute(100),
    updateBoxInfo: perMinute(100),
    changeCargoProvider: perMinute(100),
    approveClaimLineItems: perMinute(5),
    createClaimIssue: perMinute(5),
  },
  /**
   * About 600 requests a minute per supplier over all services (spec, Marketplace A limits), the
   * sandbox's cap too. A burst of 10 leaves a minute at most 10 + 571 turns (one per 105 ms).
   */
  account: { points: 600, durationMs: 60_000, burst: 10 },
  /** A price-and-inventory request carries at most 1000 items. */
  stockBatchSize: 1000,
};
