/** Injection token of the MarketplaceConnector a connector service module runs. */
export const MARKETPLACE_CONNECTOR = Symbol('MARKETPLACE_CONNECTOR');
