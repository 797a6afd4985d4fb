import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);

const party = z.object({
  postalAddress: z.object({
    postalCode: z.string().max(12),
    cityName: text(45),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    addressLine1: text(45),
    addressLine2: text(45).optional(),
    addressLine3: text(45).optional(),
    countyName: text(45).optional(),
  }),
  contactInformation: z.object({ phone: text(70), companyName: text(100), fullName: text(255), email: text(70).optional() }),
});

/**
 * The create-shipment request as MyDHL API validates it (supermodelIoLogisticsExpressCreateShipmentRequest,
 * dpdhl-express-api 2.7.0): its required members, lengths and enumerations; unknown top-level members are refused.
 */
export const dhlShipmentRequest = z.strictObject({
  plannedShippingDateAndTime: z.string().min(1).max(29),
  pickup: z.object({ isRequested: z.boolean() }).loose(),
  productCode: text(6),
  localProductCode: text(3).optional(),
  getRateEstimates: z.boolean().optional(),
  accounts: z
    .array(z.object({ typeCode: z.enum(['shipper', 'payer', 'duties-taxes']), number: text(12) }))
    .min(1)
    .max(3),
  valueAddedServices: z.array(z.unknown()).optional(),
  outputImageProperties: z.record(z.string(), z.unknown()).optional(),
  customerReferences: z
    .array(
      z.object({
        value: text(35),
        typeCode: z.enum(['AAO', 'CU', 'FF', 'FN', 'IBC', 'LLR', 'OBC', 'PRN', 'ACP', 'ACS', 'ACR', 'CDN', 'STD', 'CO']).optional(),
      }),
    )
    .optional(),
  customerDetails: z.object({ shipperDetails: party, receiverDetails: party }).loose(),
  content: z.object({
    packages: z
      .array(
        z.object({
          weight: z.number().min(0.001),
          dimensions: z.object({ length: z.number().min(1), width: z.number().min(1), height: z.number().min(1) }),
          customerReferences: z.array(z.object({ value: text(35) })).optional(),
        }),
      )
      .min(1)
      .max(999),
    isCustomsDeclarable: z.boolean(),
    description: z
      .string()
      .min(1)
      .max(70)
      .regex(/^[^\s]/),
    incoterm: z.enum(['EXW', 'FCA', 'CPT', 'CIP', 'DPU', 'DAP', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF', 'DAF', 'DAT', 'DDU', 'DEQ', 'DES']),
    unitOfMeasurement: z.enum(['metric', 'imperial']),
    declaredValue: z.number().optional(),
    declaredValueCurrency: z.string().length(3).optional(),
  }),
});

export type DhlShipmentRequest = z.infer<typeof dhlShipmentRequest>;

/** `2010-02-11T17:10:09 GMT+01:00`, the only form MyDHL takes (its error 998). */
export const DHL_SHIP_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/;

/** A schema problem as MyDHL words it in a 422: `#/content/packages/0/weight: …`. */
export function dhlSchemaDetail(error: z.ZodError): string {
  const issue = error.issues[0];
  return `#/${issue.path.join('/')}: ${issue.message}`;
}
