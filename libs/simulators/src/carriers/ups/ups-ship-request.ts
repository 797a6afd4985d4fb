import { asRecord, text } from '../../shared/body-values';
import type { SimAddress } from '../shared/carrier-shipments';

/** The `{version}` segments the Ship API takes: the current release and the deprecated ones (Shipping.yaml). */
export const UPS_SHIP_VERSIONS = new Set(['v2409', 'v1', 'v1601', 'v1607', 'v1701', 'v1707', 'v1801', 'v1807', 'v2108', 'v2205']);

export interface UpsShipment {
  shipperNumber: string;
  shipper: SimAddress;
  shipTo: SimAddress;
  packages: { weightKg: number }[];
  reference: string | null;
  customerContext: string | null;
}

export type UpsRefusal = { code: string; message: string };

/** UPS sends a single element as an object where the schema has an array (Package, ReferenceNumber): both are taken. */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * Reads a `ShipmentRequest` as the Ship API validates it: the schema's required elements
 * (Request.RequestOption; Shipment.Shipper with Name, a 6-character ShipperNumber and an Address of
 * AddressLine, City and a 2-letter CountryCode; ShipTo likewise without the number; Service.Code;
 * at least one Package with Packaging.Code and a PackageWeight) and their lengths.
 * The error codes are ours in UPS's form (UPS's list is not public).
 */
export function readUpsShipRequest(body: unknown): UpsShipment | UpsRefusal {
  const request = asRecord(asRecord(body).ShipmentRequest);
  if (!text(asRecord(request.Request).RequestOption)) return refusal('120001', 'Missing or invalid RequestOption');
  const shipment = asRecord(request.Shipment);
  const shipper = asRecord(shipment.Shipper);
  const shipperNumber = text(shipper.ShipperNumber);
  if (!shipperNumber || shipperNumber.length !== 6) return refusal('120100', 'Missing or invalid shipper number');
  const from = party(shipper, 'Shipper');
  if ('code' in from) return from;
  const to = party(asRecord(shipment.ShipTo), 'ShipTo');
  if ('code' in to) return to;
  if (!text(asRecord(shipment.Service).Code)) return refusal('120500', 'Missing or invalid service code');
  const packages = list(shipment.Package).map(asRecord);
  if (!packages.length) return refusal('120600', 'Missing Package');
  const weights: { weightKg: number }[] = [];
  for (const pkg of packages) {
    if (!text(asRecord(pkg.Packaging).Code)) return refusal('120601', 'Missing or invalid packaging type');
    const weight = asRecord(pkg.PackageWeight);
    const value = text(weight.Weight);
    const unit = text(asRecord(weight.UnitOfMeasurement).Code);
    if (!value || value.length > 5 || !(Number(value) > 0) || (unit !== 'KGS' && unit !== 'LBS')) {
      return refusal('120602', 'Missing or invalid package weight');
    }
    weights.push({ weightKg: unit === 'LBS' ? Number(value) * 0.4536 : Number(value) });
  }
  const references = list(shipment.ReferenceNumber).map((item) => text(asRecord(item).Value));
  if (references.some((value) => !value || value.length > 35)) return refusal('120700', 'Invalid reference number value');
  return {
    shipperNumber,
    shipper: from,
    shipTo: to,
    packages: weights,
    reference: references[0] ?? null,
    customerContext: text(asRecord(asRecord(request.Request).TransactionReference).CustomerContext),
  };
}

function party(raw: Record<string, unknown>, role: 'Shipper' | 'ShipTo'): SimAddress | UpsRefusal {
  const name = text(raw.Name);
  const address = asRecord(raw.Address);
  const lines = list(address.AddressLine).map(text);
  const city = text(address.City);
  const country = text(address.CountryCode);
  if (!name || name.length > 35) return refusal(role === 'Shipper' ? '120101' : '120201', `Missing or invalid ${role} name`);
  if (!lines.length || lines.some((line) => !line || line.length > 35))
    return refusal(role === 'Shipper' ? '120102' : '120202', `Missing or invalid ${role} AddressLine`);
  if (!city || city.length > 30) return refusal(role === 'Shipper' ? '120103' : '120203', `Missing or invalid ${role} City`);
  if (!country || !/^[A-Z]{2}$/.test(country))
    return refusal(role === 'Shipper' ? '120104' : '120204', `Missing or invalid ${role} CountryCode`);
  return { name, line1: lines.join(' '), city, district: null, phone: text(asRecord(raw.Phone).Number) };
}

function refusal(code: string, message: string): UpsRefusal {
  return { code, message };
}
