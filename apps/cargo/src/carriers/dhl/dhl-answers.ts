import { z } from 'zod';

export const dhlShipmentAnswer = z.object({
  shipmentTrackingNumber: z.string().min(1),
  packages: z.array(z.object({ trackingNumber: z.string() })),
});

const event = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  typeCode: z.string(),
  description: z.string().optional(),
  serviceArea: z.array(z.object({ code: z.string().optional(), description: z.string().optional() })).optional(),
});

export type DhlEvent = z.infer<typeof event>;

export const dhlTrackingAnswer = z.object({
  shipments: z.array(z.object({ shipmentTrackingNumber: z.string().min(1), events: z.array(event) })).min(1),
});

/** MyDHL's problem body (`{status, title, detail}`): its `detail` is the reason a seller can act on. */
const problem = z.object({ detail: z.string().min(1) });

export function dhlProblemDetail(body: unknown): string | null {
  const parsed = problem.safeParse(body);
  return parsed.success ? parsed.data.detail : null;
}
