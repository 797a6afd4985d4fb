import { z } from 'zod';

/** UPS answers one element as an object and several as an array (PackageResults, activity): both read as a list. */
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([z.array(item), item.transform((value) => [value])]);

export const upsTokenAnswer = z.object({
  access_token: z.string().min(1),
  // UPS sends it as a string of seconds (OAuthClientCredentials.yaml).
  expires_in: z.coerce.number().positive(),
});

export const upsShipAnswer = z.object({
  ShipmentResponse: z.object({
    ShipmentResults: z.object({
      ShipmentIdentificationNumber: z.string().min(1),
      PackageResults: oneOrMany(z.object({ TrackingNumber: z.string().min(1) })),
    }),
  }),
});

const activity = z.object({
  date: z.string().regex(/^\d{8}$/),
  time: z.string().regex(/^\d{6}$/),
  gmtOffset: z
    .string()
    .regex(/^[+-]\d{2}:\d{2}$/)
    .optional(),
  location: z.object({ address: z.object({ city: z.string().optional(), countryCode: z.string().optional() }).optional() }).optional(),
  status: z.object({ type: z.string(), description: z.string().optional() }),
});

export type UpsActivity = z.infer<typeof activity>;

export const upsTrackAnswer = z.object({
  trackResponse: z.object({
    shipment: z
      .array(
        z.object({
          package: z.array(z.object({ trackingNumber: z.string().min(1), activity: oneOrMany(activity).optional() })).optional(),
        }),
      )
      .min(1),
  }),
});

/** UPS's error body (`response.errors[{code, message}]`) on any 4xx. */
export const upsErrorAnswer = z.object({
  response: z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })).min(1) }),
});

/** The first error's message of a UPS error body, or null when the body is not one. */
export function upsErrorMessage(body: unknown): string | null {
  const parsed = upsErrorAnswer.safeParse(body);
  return parsed.success ? parsed.data.response.errors[0].message : null;
}
