export { trendyolRoutes, TrendyolRoutesModule } from './trendyol-routes.module';
