export { CargoModule } from './cargo.module';
export { cargoSchema } from './database/cargo.schema';
