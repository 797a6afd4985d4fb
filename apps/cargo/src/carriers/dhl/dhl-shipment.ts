import type { ShipmentAddress, ShipmentBooking } from '../carrier';

/** DHL Express Domestic, the product for a parcel within Turkey (`productCode` N). */
export const DHL_DOMESTIC_PRODUCT = 'N';

const cut = (value: string, max: number) => value.slice(0, max);

/** `2026-11-24T15:00:00 GMT+03:00`: now in Europe/Istanbul, the form MyDHL takes. */
export function dhlShipTime(at = Date.now()): string {
  return `${new Date(at + 3 * 3_600_000).toISOString().slice(0, 19)} GMT+03:00`;
}

/**
 * A MyDHL create-shipment request (dpdhl-express-api 2.7.0) for one booking: our reference as the
 * shipment's customer reference (type CU, found again by `GET /tracking?shipmentReference=`), a
 * package per piece with the weight split evenly and nominal 1 cm sides (we know no dimensions),
 * no pickup booked (the seller hands parcels over on DHL's scheduled round).
 */
export function dhlShipmentRequest(booking: ShipmentBooking, accountNumber: string) {
  const pieceKg = Math.max(0.001, Math.round((booking.weight_kg / booking.packages) * 1000) / 1000);
  const fallbackPhone = booking.sender.phone ?? '0';
  return {
    plannedShippingDateAndTime: dhlShipTime(),
    pickup: { isRequested: false },
    productCode: DHL_DOMESTIC_PRODUCT,
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    customerReferences: [{ value: cut(booking.reference, 35), typeCode: 'CU' }],
    customerDetails: { shipperDetails: party(booking.sender, fallbackPhone), receiverDetails: party(booking.receiver, fallbackPhone) },
    content: {
      packages: Array.from({ length: booking.packages }, () => ({ weight: pieceKg, dimensions: { length: 1, width: 1, height: 1 } })),
      isCustomsDeclarable: false,
      description: cut(`Sipariş ${booking.order_number}`, 70),
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
    },
  };
}

function party(address: ShipmentAddress, fallbackPhone: string) {
  return {
    postalAddress: {
      postalCode: address.postal_code ?? '',
      cityName: cut(address.city, 45),
      countryCode: address.country,
      addressLine1: cut(address.line1, 45),
      ...(address.line2 ? { addressLine2: cut(address.line2, 45) } : {}),
      ...(address.district ? { countyName: cut(address.district, 45) } : {}),
    },
    contactInformation: {
      phone: cut(address.phone ?? fallbackPhone, 70),
      companyName: cut(address.name, 100),
      fullName: cut(address.name, 255),
      ...(address.email ? { email: cut(address.email, 70) } : {}),
    },
  };
}
