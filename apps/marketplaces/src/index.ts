export { MarketplacesModule } from './marketplaces.module';
export { marketplacesSchema } from './database/marketplaces.schema';
