import type { ShipmentAddress, ShipmentBooking } from '../carrier';

/** UPS Standard, the service UPS sells for parcels within Turkey and Europe (Shipping API `Service.Code`). */
export const UPS_SERVICE_STANDARD = '11';

/** The Ship API release this adapter speaks (the `{version}` path segment; Shipping.yaml lists v2409). */
export const UPS_SHIP_VERSION = 'v2409';

const cut = (value: string, max: number) => value.slice(0, max);

/**
 * A `ShipmentRequest` (UPS Shipping API, Shipping.yaml) for one booking: our reference as the
 * shipment's `ReferenceNumber` (found again by Track by Reference Number) and as the request's
 * `CustomerContext`, one `Package` per piece with the weight split evenly, a 4×6 in ZPL label.
 */
export function upsShipmentRequest(booking: ShipmentBooking, shipperNumber: string) {
  const pieceKg = Math.max(0.1, booking.weight_kg / booking.packages);
  const pkg = {
    Packaging: { Code: '02', Description: 'Customer Supplied Package' },
    PackageWeight: { UnitOfMeasurement: { Code: 'KGS', Description: 'Kilograms' }, Weight: pieceKg.toFixed(1).slice(0, 5) },
  };
  return {
    ShipmentRequest: {
      Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: booking.reference } },
      Shipment: {
        Description: cut(`Sipariş ${booking.order_number}`, 50),
        Shipper: {
          ...party(booking.sender),
          ShipperNumber: shipperNumber,
          ...(booking.sender.tax_number ? { TaxIdentificationNumber: cut(booking.sender.tax_number, 15) } : {}),
        },
        ShipTo: party(booking.receiver),
        ShipFrom: party(booking.sender),
        PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: shipperNumber } }] },
        Service: { Code: UPS_SERVICE_STANDARD, Description: 'UPS Standard' },
        ReferenceNumber: [{ Value: cut(booking.reference, 35) }],
        Package: Array.from({ length: booking.packages }, () => pkg),
      },
      LabelSpecification: { LabelImageFormat: { Code: 'ZPL', Description: 'ZPL' }, LabelStockSize: { Height: '6', Width: '4' } },
    },
  };
}

function party(address: ShipmentAddress) {
  return {
    Name: cut(address.name, 35),
    AttentionName: cut(address.name, 35),
    ...(address.phone ? { Phone: { Number: cut(address.phone.replace(/[^0-9]/g, ''), 15) } } : {}),
    ...(address.email ? { EMailAddress: cut(address.email, 50) } : {}),
    Address: {
      AddressLine: [address.line1, address.line2, address.district].filter((line): line is string => !!line).map((line) => cut(line, 35)),
      City: cut(address.city, 30),
      ...(address.postal_code ? { PostalCode: cut(address.postal_code, 9) } : {}),
      CountryCode: address.country,
    },
  };
}
