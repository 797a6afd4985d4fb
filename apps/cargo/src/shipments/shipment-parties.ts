import { fieldMessage, labelRefusal, type LabelTarget, type OrderDto, type SenderSettingsDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { ShipmentParties } from './shipment-row';

/** What a label and a carrier cannot do without. */
const SENDER_REQUIRED = ['name', 'line1', 'city', 'phone'] as const;

/** 422 unless the order may get a label now (decisions §9). */
export function refuseUnlabellable(target: LabelTarget): void {
  const refusal = labelRefusal(target);
  if (refusal) throw new DomainError('business.invalid', refusal);
}

/** The label's sender and receiver: the tenant's settings and the order's shipping address, as they are now. */
export function shipmentParties(order: OrderDto, sender: SenderSettingsDto | null): ShipmentParties {
  const missing = SENDER_REQUIRED.filter((field) => !sender?.[field]);
  if (!sender || missing.length) {
    throw new DomainError(
      'business.invalid',
      Object.fromEntries(missing.map((field) => [`sender.${field}`, [{ code: 'required', message: fieldMessage('sender_incomplete') }]])),
    );
  }
  const address = order.shipping_address;
  return {
    order_number: order.marketplace_order_id,
    sender: {
      name: sender.name as string,
      line1: sender.line1 as string,
      line2: sender.line2,
      district: sender.district,
      city: sender.city as string,
      postal_code: sender.postal_code,
      phone: sender.phone,
      email: null,
      tax_number: sender.tax_number,
      tax_office: sender.tax_office,
    },
    receiver: {
      name: order.customer.name,
      line1: address.line1,
      line2: address.line2,
      district: address.district,
      city: address.city,
      postal_code: address.postal_code,
      phone: order.customer.phone,
      email: order.customer.email,
      country: address.country,
    },
  };
}
