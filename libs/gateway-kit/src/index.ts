export { Access, ACCESS_KEY, type AccessLevel } from './access.decorator';
export { CallerContext, CurrentPrincipal } from './current-principal.decorator';
export { type GatewayRequest, type Principal } from './gateway-request';
export { RelaysJson } from './relays-json.decorator';
export { type MarketplaceSubInterface } from './marketplace-sub-interface';
