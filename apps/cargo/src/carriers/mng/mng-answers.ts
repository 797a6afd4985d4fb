import { z } from 'zod';

/** MNG wraps single results in a one-element list (omniship-mng, "gotchas" 1): both forms are read as the element. */
const single = <T extends z.ZodType>(item: T) =>
  z.union([
    z
      .array(item)
      .min(1)
      .transform((items) => items[0]),
    item,
  ]);

export const mngTokenAnswer = z.object({ jwt: z.string().min(1), jwtExpireDate: z.string().optional() });
export const mngBarcodeAnswer = single(z.object({ shipmentId: z.string().min(1) }));
export const mngShipmentStatusAnswer = single(z.object({ shipmentId: z.string().min(1) }));

const event = z.object({
  eventStatus: z.string(),
  eventDateTime: z.string(),
  location: z.string().optional(),
  description: z.string().optional(),
});
export type MngEvent = z.infer<typeof event>;
export const mngTrackAnswer = z.array(event);

const mngErrorAnswer = z.object({
  error: z.object({ code: z.coerce.string().optional(), message: z.string().optional(), description: z.string().optional() }),
});

/** The reason in MNG's error body, or null when the body is not one. */
export function mngErrorMessage(body: unknown): string | null {
  const parsed = mngErrorAnswer.safeParse(body);
  return parsed.success ? (parsed.data.error.description ?? parsed.data.error.message ?? null) : null;
}

/** `dd.MM.yyyy HH:mm:ss` (Turkey's time) as epoch ms, or null. */
export function mngDateMs(value: string | undefined): number | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value ?? '');
  return match ? Date.parse(`${match[3]}-${match[2]}-${match[1]}T${match[4]}+03:00`) : null;
}
