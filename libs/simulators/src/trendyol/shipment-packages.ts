import type { Listing, PackageAddress, SellerAccount, ShipmentPackage } from './trendyol-state';

/** `orderDate` is epoch ms shifted to GMT+3 (docs "Get Order Packages"); every other date is GMT. */
export const ORDER_DATE_OFFSET_MS = 3 * 3_600_000;

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
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A customer's purchase as Trendyol packages it: one package, status Created, stock taken from the listings. */
export function createPackage(account: SellerAccount, input: OrderInput, nextNumber: () => number, now: number): ShipmentPackage {
  const lines = input.lines.map(({ listing, merchantSku, productName, quantity, amount }) => {
    listing.quantity -= quantity;
    listing.lastUpdateDate = now;
    return {
      id: nextNumber(),
      quantity,
      barcode: listing.barcode,
      merchantSku,
      sku: listing.barcode,
      productName,
      productCode: listing.productCode,
      price: amount,
      amount,
      discount: 0,
      tyDiscount: 0,
      vatBaseAmount: listing.vatRate,
      currencyCode: 'TRY',
      orderLineItemStatusName: 'Created',
    };
  });
  const total = round2(lines.reduce((sum, line) => sum + line.amount * line.quantity, 0));
  const { customer } = input;
  const trackingNumber = 7_330_000_000_000 + nextNumber();
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
    commercial: customer.taxNumber !== null,
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
    shipmentAddress: packageAddress(input.shippingAddress, customer),
    invoiceAddress: {
      ...packageAddress(input.invoiceAddress, customer),
      ...(customer.taxNumber ? { taxNumber: customer.taxNumber, taxOffice: input.invoiceAddress.district } : {}),
      eInvoiceAvailable: false,
    },
    lines,
    packageHistories: [{ createdDate: now, status: 'Created' }],
    deliveryAddressType: 'Shipment',
    createdBy: 'order-creation',
    originPackageIds: null,
    fastDelivery: false,
    micro: false,
    isCod: false,
    cargoDeci: 1,
    lastModifiedDate: now,
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

function packageAddress(address: AddressInput, customer: OrderInput['customer']): PackageAddress {
  const fullName = `${customer.firstName} ${customer.lastName}`;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    fullName,
    address1: address.address1,
    address2: '',
    city: address.city,
    district: address.district,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: customer.phone,
    fullAddress: `${address.address1} ${address.district} ${address.city}`,
  };
}
