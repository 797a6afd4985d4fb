export * from './invoice-document';
export * from './amounts/kurus';
export * from './amounts/invoice-amounts';
export * from './xml/invoice-xml';
export { FINAL_CONSUMER_TCKN } from './xml/invoice-party';
export * from './validation/ubl-tr-validator';
export { amountInWordsTr, numberInWordsTr } from './pdf/amount-in-words';
export { gibQrContent } from './pdf/gib-qr';
export { renderInvoicePdf } from './pdf/invoice-pdf';
