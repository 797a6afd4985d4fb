import { z } from 'zod';

const piece = z.object({ barcode: z.string().min(1), desi: z.number().min(0), kg: z.number().min(0), content: z.string() });

/**
 * `createOrder`'s body as MNG's Standard Command API checks it (field names from the published
 * clients omniship-mng and mng-kargo-entegrasyon): an upper-case `referenceId` of at most 30
 * characters, pieces, and a recipient with a name, address, e-mail and a 10-digit mobile number
 * without 0 or country code; city and district by code or by name.
 */
export const mngCreateOrder = z.object({
  order: z.object({
    referenceId: z
      .string()
      .min(1)
      .max(30)
      .regex(/^[^a-zçğıöşü]+$/, 'referenceId büyük harf olmalıdır'),
    barcode: z.string().min(1),
    isCOD: z.union([z.literal(0), z.literal(1)]),
    codAmount: z.number().min(0),
    shipmentServiceType: z.number().int(),
    packagingType: z.number().int(),
    content: z.string(),
    paymentType: z.union([z.literal(1), z.literal(2)]),
    deliveryType: z.number().int(),
    description: z.string().optional(),
  }),
  orderPieceList: z.array(piece).min(1),
  recipient: z
    .object({
      cityCode: z.number().int(),
      cityName: z.string(),
      districtCode: z.number().int(),
      districtName: z.string(),
      address: z.string().min(1, 'Alıcı adresi boş olamaz'),
      email: z.string().min(1, 'Alıcı e-posta adresi boş olamaz'),
      fullName: z.string().min(1, 'Alıcı adı boş olamaz'),
      mobilePhoneNumber: z.string().regex(/^[1-9]\d{9}$/, 'Cep telefonu 10 haneli ve 0 olmadan yazılmalıdır'),
    })
    .refine((recipient) => recipient.cityCode > 0 || recipient.cityName.trim() !== '', 'Alıcı ili bulunamadı'),
});

export const mngCreateBarcode = z.object({
  referenceId: z.string().min(1),
  orderPieceList: z.array(piece).min(1),
  packagingType: z.number().int().optional(),
});

export type MngCreateOrder = z.infer<typeof mngCreateOrder>;

/** A refusal's words: the first problem's message. */
export function mngProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}
