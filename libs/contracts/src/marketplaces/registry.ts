/**
 * The 14 marketplaces a seller can connect (decisions §1), as data: the one list every service
 * reads. Adding a marketplace is adding an entry here (and, if no existing connector speaks its
 * protocol, a connector service); nothing else names marketplaces one by one.
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

/**
 * The connector services, as data; `generic` serves every marketplace without a dedicated one.
 * Connector `x` is `apps/connector-x` (`ConnectorXModule` from `@tezgah/app-connector-x`) with its
 * simulator in `libs/simulators/src/x`; `metricsPort` is its internal port (/metrics, /health/*)
 * in the distributed shape. The standalone's module list, the sandbox's simulators and the
 * deployment files are generated from this list (`npm run registry:generate`, docs/connectors.md).
 */
export const CONNECTORS = [
  { name: 'trendyol', metricsPort: 9470 },
  { name: 'amazon', metricsPort: 9471 },
  { name: 'hepsiburada', metricsPort: 9472 },
  { name: 'n11', metricsPort: 9473 },
  { name: 'generic', metricsPort: 9474 },
  { name: 'ciceksepeti', metricsPort: 9478 },
  { name: 'ptt-avm', metricsPort: 9480 },
  { name: 'mirakl', metricsPort: 9479 },
  { name: 'idefix', metricsPort: 9481 },
  { name: 'pazarama', metricsPort: 9482 },
  { name: 'flo', metricsPort: 9484 },
  { name: 'modanisa', metricsPort: 9483 },
] as const;
export type ConnectorName = (typeof CONNECTORS)[number]['name'];
export const CONNECTOR_NAMES: readonly ConnectorName[] = CONNECTORS.map((connector) => connector.name);

/** Longest credential value `connect` takes: marketplaces' keys and tokens are far shorter. */
export const CREDENTIAL_MAX_LENGTH = 1024;

export interface CredentialField {
  name: string;
  required: boolean;
}

export interface MarketplaceDefinition {
  slug: MarketplaceSlug;
  /** Shown in the console and in Turkish messages. */
  name: string;
  /** The connector service that speaks this marketplace's protocol. */
  connector: ConnectorName;
  /** `credentials`: pasted into `connect`; `oauth`: a grant flow (decisions §10, marketplace B). */
  auth: 'credentials' | 'oauth';
  /** The fields `connect` takes (none for an oauth grant); anything else is refused. */
  credentials: readonly CredentialField[];
  /** The credential naming the seller's account there (the `supplier_id` of `marketplace.connected`). */
  sellerIdField: string | null;
}

const required = (...names: string[]): CredentialField[] => names.map((name) => ({ name, required: true }));
/** Decisions §1: the ten without published fields take api_key, api_secret and an optional seller_id. */
const GENERIC_CREDENTIALS: CredentialField[] = [...required('api_key', 'api_secret'), { name: 'seller_id', required: false }];

const generic = (slug: MarketplaceSlug, name: string): MarketplaceDefinition => ({
  slug,
  name,
  connector: 'generic',
  auth: 'credentials',
  credentials: GENERIC_CREDENTIALS,
  sellerIdField: 'seller_id',
});

export const MARKETPLACES: readonly MarketplaceDefinition[] = [
  {
    slug: 'trendyol',
    name: 'Trendyol',
    connector: 'trendyol',
    auth: 'credentials',
    credentials: required('supplier_id', 'api_key', 'api_secret'),
    sellerIdField: 'supplier_id',
  },
  { slug: 'amazon', name: 'Amazon', connector: 'amazon', auth: 'oauth', credentials: [], sellerIdField: 'selling_partner_id' },
  {
    slug: 'hepsiburada',
    name: 'Hepsiburada',
    connector: 'hepsiburada',
    auth: 'credentials',
    credentials: required('merchant_id', 'username', 'password'),
    sellerIdField: 'merchant_id',
  },
  { slug: 'n11', name: 'n11', connector: 'n11', auth: 'credentials', credentials: required('api_key', 'api_secret'), sellerIdField: null },
  {
    slug: 'ciceksepeti',
    name: 'Çiçeksepeti',
    connector: 'ciceksepeti',
    auth: 'credentials',
    credentials: required('api_key', 'seller_id'),
    sellerIdField: 'seller_id',
  },
  {
    slug: 'pazarama',
    name: 'Pazarama',
    connector: 'pazarama',
    auth: 'credentials',
    // The OAuth2 client-credentials pair of the partner panel (API Key and API Secret there).
    credentials: required('client_id', 'client_secret'),
    sellerIdField: null,
  },
  {
    slug: 'ptt-avm',
    name: 'PttAVM',
    connector: 'ptt-avm',
    auth: 'credentials',
    // integration-api's two headers; the shipping service's Basic user only where the seller ships with PttAVM's barcodes.
    credentials: [
      ...required('api_key', 'access_token'),
      { name: 'shipping_username', required: false },
      { name: 'shipping_password', required: false },
    ],
    sellerIdField: null,
  },
  {
    slug: 'idefix',
    name: 'idefix',
    connector: 'idefix',
    auth: 'credentials',
    // The vendor id is in every path; X-API-KEY is base64(api_key:api_secret).
    credentials: required('vendor_id', 'api_key', 'api_secret'),
    sellerIdField: 'vendor_id',
  },
  // A Mirakl instance (decisions §17): another Mirakl marketplace is one more entry like it.
  {
    slug: 'koctas',
    name: 'Koçtaş',
    connector: 'mirakl',
    auth: 'credentials',
    credentials: [...required('api_key'), { name: 'shop_id', required: false }],
    sellerIdField: null,
  },
  // Basic auth of the key pair Modanisa's seller panel gives.
  {
    slug: 'modanisa',
    name: 'Modanisa',
    connector: 'modanisa',
    auth: 'credentials',
    credentials: required('api_key', 'api_secret'),
    sellerIdField: null,
  },
  generic('teknosa', 'Teknosa'),
  generic('boyner', 'Boyner'),
  {
    slug: 'flo',
    name: 'FLO',
    connector: 'flo',
    auth: 'credentials',
    // Basic username:password on every call; the seller id names the account (FLO's merchantId).
    credentials: required('username', 'password', 'seller_id'),
    sellerIdField: 'seller_id',
  },
  generic('farmazon', 'Farmazon'),
];

/** `native`: a connector speaking the marketplace's own API; `generic`: our protocol, which the marketplace or an adapter must speak (decisions §17). */
export const MARKETPLACE_PROTOCOLS = ['native', 'generic'] as const;
export type MarketplaceProtocol = (typeof MARKETPLACE_PROTOCOLS)[number];

export function protocolOf(marketplace: MarketplaceDefinition): MarketplaceProtocol {
  return marketplace.connector === 'generic' ? 'generic' : 'native';
}

const BY_SLUG = new Map<string, MarketplaceDefinition>(MARKETPLACES.map((m) => [m.slug, m]));

/** The registry entry of a slug, or undefined for anything that is not one of the 14. */
export function marketplaceOf(slug: string): MarketplaceDefinition | undefined {
  return BY_SLUG.get(slug);
}

export function isMarketplaceSlug(value: string): value is MarketplaceSlug {
  return BY_SLUG.has(value);
}

/** The marketplaces a connector service serves. */
export function marketplacesServedBy(connector: ConnectorName): MarketplaceDefinition[] {
  return MARKETPLACES.filter((m) => m.connector === connector);
}
