export { GatewayModule } from './gateway.module';
export { createHttpApp } from './http/create-http-app';
export { loadGatewayConfig } from './config/gateway.config';
export { DEMO_USERS } from './demo/demo-seed';
