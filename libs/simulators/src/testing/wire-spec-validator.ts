import type { UblValidator } from '../invoice-providers/shared/ubl-check';

/**
 * For the simulators' wire specs, which send a few-element document to exercise the protocol: it
 * passes a document whose `cbc:ID` is GİB's 16 characters and refuses any other, naming it. The
 * sandbox's own validator (GİB's XSD and schematron) is exercised with real invoices by the
 * adapters' integration specs.
 */
export const wireSpecValidator: UblValidator = async (xml) =>
  /<cbc:ID>[A-Z0-9]{3}\d{13}<\/cbc:ID>/.test(xml)
    ? { valid: true, errors: [] }
    : { valid: false, errors: ['cbc:ID 16 karakterli fatura numarası olmalıdır.'] };
