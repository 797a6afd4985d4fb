import { genericCarrier } from '../generic/generic.carrier';

/**
 * Sürat Kargo: its integration is a SOAP service (`GonderiWebServiceGercek/Service.asmx`,
 * `GonderiyiKargoyaGonder`), whose booking fields a published client shows but whose tracking
 * answers and status codes no public source documents; it speaks the generic carrier protocol
 * until they are known (docs/carriers/rest-carriers.md).
 */
export const suratCarrier = genericCarrier('surat', 'Sürat Kargo');
