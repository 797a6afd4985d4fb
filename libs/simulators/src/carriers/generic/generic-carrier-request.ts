import { z } from 'zod';

const address = z.strictObject({
  name: z.string().min(1).max(100),
  phone: z.string().max(20).nullable().optional(),
  email: z.string().max(100).nullable().optional(),
  line1: z.string().min(1).max(200),
  line2: z.string().max(200).nullable().optional(),
  city: z.string().min(1).max(50),
  district: z.string().max(50).nullable().optional(),
  postal_code: z.string().max(10).nullable().optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
});

/** `POST /shipments` of the generic carrier protocol (docs/generic-carrier-protocol.md). */
export const genericShipmentRequest = z.strictObject({
  reference: z.string().min(1).max(64),
  order_number: z.string().min(1).max(64),
  sender: address.extend({ tax_number: z.string().max(11).nullable().optional(), tax_office: z.string().max(50).nullable().optional() }),
  receiver: address,
  packages: z.number().int().min(1).max(99),
  weight_kg: z.number().positive().max(1000),
});
