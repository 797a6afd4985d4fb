/** Injection token of the validated GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
