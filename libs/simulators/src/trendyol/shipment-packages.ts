import type { Listing, PackageAddress, SellerAccount, ShipmentPackage } from './trendyol-state';

/** `orderDate` is epoch ms shifted to GMT+3 (docs "Get Order Packages"); every other date is GMT. */
export const ORDER_DATE_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
/** What Trendyol keeps of a sale, in percent (the line's `commission`); the sandbox charges one rate. */
const COMMISSION_PERCENT = 15;
/** The first digits of Trendyol Express barcodes (docs: the carrier from the tracking number's first three digits). */
const TEX_PREFIX = 7_330_000_000_000;

export interface OrderInput {
  lines: Array<{ listing: Listing; merchantSku: string; productName: string; quantity: number; amount: number }>;
  customer: { firstName: string; lastName: string; email: string | null; phone: string | null; taxNumber: string | null };
  shippingAddress: AddressInput;
  invoiceAddress: AddressInput;
}

export interface AddressInput {
  address1: string;
  city: string;
  district: string;
  postalCode: string;
  countryCode: string;
  neighborhood?: string;
}

/** Plate codes of the cities the sandbox meets most (address `cityCode`); others 0, as GULF addresses may come. */
const CITY_CODES: Readonly<Record<string, number>> = {
  adana: 1,
  ankara: 6,
  antalya: 7,
  bursa: 16,
  eskişehir: 26,
  gaziantep: 27,
  istanbul: 34,
  İstanbul: 34,
  izmir: 35,
  İzmir: 35,
  kayseri: 38,
  kocaeli: 41,
  konya: 42,
  mersin: 33,
  samsun: 55,
  trabzon: 61,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A stable small id for a name (district and neighbourhood ids the sandbox has no table of). */
function idOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 100_000;
  return hash;
}

/** A customer's purchase as Trendyol packages it: one package, status Created, stock taken from the listings. */
export function createPackage(account: SellerAccount, input: OrderInput, nextNumber: () => number, now: number): ShipmentPackage {
  const lines = input.lines.map(({ listing, merchantSku, productName, quantity, amount }) => {
    listing.quantity -= quantity;
    listing.lastUpdateDate = now;
    return {
      id: nextNumber(),
      quantity,
      salesCampaignId: 0,
      productSize: '',
      merchantSku,
      productName,
      productCode: listing.productCode,
      productOrigin: 'TR',
      merchantId: Number(account.supplierId) || 0,
      amount,
      discount: 0,
      tyDiscount: 0,
      discountDetails: Array.from({ length: quantity }, () => ({ lineItemPrice: amount, lineItemDiscount: 0, lineItemTyDiscount: 0 })),
      fastDeliveryOptions: [],
      currencyCode: 'TRY',
      productColor: '',
      sku: listing.barcode,
      vatBaseAmount: listing.vatRate,
      barcode: listing.barcode,
      orderLineItemStatusName: 'Created',
      price: amount,
      productCategoryId: listing.categoryId,
      laborCost: 0,
      commission: COMMISSION_PERCENT,
    };
  });
  const total = round2(lines.reduce((sum, line) => sum + line.amount * line.quantity, 0));
  const { customer } = input;
  const trackingNumber = TEX_PREFIX + nextNumber();
  const commercial = customer.taxNumber !== null;
  const pkg: ShipmentPackage = {
    id: nextNumber(),
    orderNumber: String(nextNumber()),
    orderDate: now + ORDER_DATE_OFFSET_MS,
    status: 'Created',
    shipmentPackageStatus: 'Created',
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerEmail: customer.email,
    customerId: nextNumber(),
    taxNumber: customer.taxNumber,
    identityNumber: null,
    commercial,
    grossAmount: total,
    totalDiscount: 0,
    totalTyDiscount: 0,
    totalPrice: total,
    currencyCode: 'TRY',
    cargoTrackingNumber: trackingNumber,
    cargoTrackingLink: `https://kargotakip.trendyol.com/?token=${trackingNumber}`,
    invoiceLink: '',
    cargoSenderNumber: String(trackingNumber),
    cargoProviderName: 'Trendyol Express Marketplace',
    shipmentAddress: packageAddress(nextNumber(), input.shippingAddress, customer),
    invoiceAddress: {
      ...packageAddress(nextNumber(), input.invoiceAddress, customer),
      // Only a corporate order's invoice address carries them (docs: "will not be returned in the body").
      ...(customer.taxNumber !== null ? { taxNumber: customer.taxNumber, taxOffice: input.invoiceAddress.district } : {}),
      eInvoiceAvailable: false,
    },
    lines,
    packageHistories: [{ createdDate: now, status: 'Created' }],
    deliveryType: 'normal',
    timeSlotId: 0,
    scheduledDeliveryStoreId: '',
    estimatedDeliveryStartDate: now + 2 * DAY_MS,
    estimatedDeliveryEndDate: now + 5 * DAY_MS,
    deliveryAddressType: 'Shipment',
    agreedDeliveryDate: now + 2 * DAY_MS,
    agreedDeliveryDateExtendible: false,
    extendedAgreedDeliveryDate: null,
    agreedDeliveryExtensionStartDate: null,
    agreedDeliveryExtensionEndDate: null,
    fastDelivery: false,
    fastDeliveryType: null,
    originShipmentDate: now,
    lastModifiedDate: now,
    micro: false,
    giftBoxRequested: false,
    '3pByTrendyol': false,
    containsDangerousProduct: false,
    cargoDeci: 1,
    isCod: false,
    createdBy: 'order-creation',
    originPackageIds: null,
  };
  account.packages.push(pkg);
  return pkg;
}

/** Trendyol moves a package (cancellation, return): its status, its lines, its history and last change. */
export function movePackage(pkg: ShipmentPackage, status: string, now: number): void {
  pkg.status = status;
  pkg.shipmentPackageStatus = status;
  for (const line of pkg.lines) line.orderLineItemStatusName = status;
  pkg.packageHistories.push({ createdDate: now, status });
  pkg.lastModifiedDate = now;
}

function packageAddress(id: number, address: AddressInput, customer: OrderInput['customer']): PackageAddress {
  const fullName = `${customer.firstName} ${customer.lastName}`;
  const neighborhood = address.neighborhood ?? '';
  return {
    id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: '',
    address1: address.address1,
    address2: '',
    addressLines: { addressLine1: address.address1, addressLine2: '' },
    city: address.city,
    cityCode: CITY_CODES[address.city.trim()] ?? CITY_CODES[address.city.trim().toLocaleLowerCase('tr')] ?? 0,
    district: address.district,
    districtId: address.district ? idOf(`${address.city}/${address.district}`) : 0,
    countyId: 0,
    countyName: '',
    shortAddress: '',
    stateName: '',
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    neighborhoodId: neighborhood ? idOf(`${address.city}/${address.district}/${neighborhood}`) : 0,
    neighborhood,
    phone: customer.phone,
    latitude: '',
    longitude: '',
    fullName,
    fullAddress: [address.address1, neighborhood, address.district, address.city].filter(Boolean).join(' '),
  };
}
