import type { ShipmentBooking } from '../carrier';

/** MNG takes references in upper case, at most 30 characters (omniship-mng). */
export function mngReference(reference: string): string {
  return reference.toLocaleUpperCase('tr-TR').slice(0, 30);
}

/** A mobile number as MNG takes it: 10 digits, without the leading 0 or the country code. */
export function mngMobile(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** One piece per package with the weight split evenly (MNG counts whole kilograms and desi). */
export function mngPieces(booking: ShipmentBooking, referenceId: string) {
  const kg = Math.max(1, Math.round(booking.weight_kg / booking.packages));
  return Array.from({ length: booking.packages }, (_, index) => ({
    barcode: `${referenceId}_PARCA${index + 1}`,
    desi: kg,
    kg,
    content: `Sipariş ${booking.order_number}`,
  }));
}

/**
 * `createOrder`'s body (Standard Command API, the fields omniship-mng and mng-kargo-entegrasyon
 * send): sender pays (paymentType 1), standard service (1), parcel (packaging 3), to the address (1);
 * the recipient by city and district name (codes 0, which MNG resolves); the sender's e-mail when
 * the receiver has none (MNG refuses an empty one).
 */
export function mngCreateOrder(booking: ShipmentBooking, referenceId: string) {
  const { receiver } = booking;
  const content = `Sipariş ${booking.order_number}`;
  return {
    order: {
      referenceId,
      barcode: referenceId,
      billOfLandingId: booking.order_number,
      isCOD: 0,
      codAmount: 0,
      shipmentServiceType: 1,
      packagingType: 3,
      content,
      smsPreference1: 0,
      smsPreference2: 0,
      smsPreference3: 0,
      paymentType: 1,
      deliveryType: 1,
      description: content,
      marketPlaceShortCode: '',
      marketPlaceSaleCode: '',
    },
    orderPieceList: mngPieces(booking, referenceId),
    recipient: {
      customerId: '',
      refCustomerId: '',
      cityCode: 0,
      cityName: receiver.city.toLocaleUpperCase('tr-TR'),
      districtCode: 0,
      districtName: (receiver.district ?? '').toLocaleUpperCase('tr-TR'),
      address: [receiver.line1, receiver.line2].filter(Boolean).join(' '),
      bussinessPhoneNumber: '',
      email: receiver.email ?? booking.sender.email ?? '',
      taxOffice: '',
      taxNumber: '',
      fullName: receiver.name,
      homePhoneNumber: '',
      mobilePhoneNumber: mngMobile(receiver.phone),
    },
  };
}

/** `createbarcode`'s body: the order's pieces invoiced as a shipment, no COD. */
export function mngCreateBarcode(booking: ShipmentBooking, referenceId: string) {
  return {
    referenceId,
    billOfLandingId: booking.order_number,
    isCOD: 0,
    codAmount: 0,
    printReferenceBarcodeOnError: 0,
    message: '',
    additionalContent1: '',
    additionalContent2: '',
    additionalContent3: '',
    additionalContent4: '',
    orderPieceList: mngPieces(booking, referenceId),
    packagingType: 3,
  };
}
