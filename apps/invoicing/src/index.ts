export { InvoicingModule } from './invoicing.module';
export { invoicingSchema } from './database/invoicing.schema';
