export { CatalogModule } from './catalog.module';
export { catalogSchema } from './database/catalog.schema';
