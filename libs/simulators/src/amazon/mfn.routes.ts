import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { TR_MARKETPLACE } from './amazon-marketplace';
import type { SellerAccount, SimOrder } from './amazon-state';
import { fileContents, labelPdf } from './mfn-label';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput, notFound } from './sp-api-errors';

const address = z.object({
  Name: z.string().min(1).max(30),
  AddressLine1: z.string().min(1).max(180),
  AddressLine2: z.string().max(60).optional(),
  Email: z.string().max(64),
  City: z.string().min(1).max(30),
  PostalCode: z.string().min(1).max(30),
  CountryCode: z.string().regex(/^[A-Z]{2}$/),
  Phone: z.string().max(30),
});

const requestDetails = z.object({
  AmazonOrderId: z.string().min(1),
  ItemList: z.array(z.object({ OrderItemId: z.string().min(1), Quantity: z.number().int().min(1) })).min(1),
  ShipFromAddress: address,
  PackageDimensions: z.object({
    Length: z.number().positive(),
    Width: z.number().positive(),
    Height: z.number().positive(),
    Unit: z.enum(['inches', 'centimeters']),
  }),
  Weight: z.object({ Value: z.number().positive(), Unit: z.enum(['oz', 'g']) }),
  ShipDate: z.iso.datetime({ offset: true }).optional(),
  ShippingServiceOptions: z.object({
    DeliveryExperience: z.enum([
      'DeliveryConfirmationWithAdultSignature',
      'DeliveryConfirmationWithSignature',
      'DeliveryConfirmationWithoutSignature',
      'NoTracking',
    ]),
    CarrierWillPickUp: z.boolean(),
    LabelFormat: z.enum(['PDF', 'PNG', 'ZPL203', 'ZPL300', 'ShippingServiceDefault']).optional(),
  }),
});

const eligibleRequest = z.object({ ShipmentRequestDetails: requestDetails });
const createRequest = z.object({ ShipmentRequestDetails: requestDetails, ShippingServiceId: z.string().min(1) });

/** The carriers Amazon.com.tr offers through Buy Shipping here: a base fee and a fee per kilogram started. */
const SERVICES = [
  { id: 'TR_YURTICI_STANDARD', name: 'Yurtiçi Kargo Standart', carrier: 'Yurtiçi Kargo', base: 49.9, perKg: 9.5, days: 2 },
  { id: 'TR_ARAS_STANDARD', name: 'Aras Kargo Standart', carrier: 'Aras Kargo', base: 44.9, perKg: 11, days: 3 },
] as const;

type Details = z.infer<typeof requestDetails>;
type Service = (typeof SERVICES)[number];

const issue = (error: z.ZodError) => `${error.issues[0].path.join('.')}: ${error.issues[0].message}`;
const grams = (weight: Details['Weight']) => (weight.Unit === 'g' ? weight.Value : weight.Value * 28.3495);
const money = (amount: number) => ({ CurrencyCode: TR_MARKETPLACE.defaultCurrencyCode, Amount: Math.round(amount * 100) / 100 });

function shippingService(service: Service, details: Details, now: Date): Record<string, unknown> {
  const rate = money(service.base + Math.ceil(grams(details.Weight) / 1000) * service.perKg);
  const delivery = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  return {
    ShippingServiceName: service.name,
    CarrierName: service.carrier,
    ShippingServiceId: service.id,
    ShippingServiceOfferId: `${service.id}-${now.getTime()}`,
    ShipDate: details.ShipDate ?? now.toISOString(),
    EarliestEstimatedDeliveryDate: delivery(service.days),
    LatestEstimatedDeliveryDate: delivery(service.days + 2),
    Rate: rate,
    RateWithAdjustments: rate,
    ShippingServiceOptions: {
      DeliveryExperience: details.ShippingServiceOptions.DeliveryExperience,
      CarrierWillPickUp: details.ShippingServiceOptions.CarrierWillPickUp,
      LabelFormat: 'PDF',
    },
    AvailableLabelFormats: ['PDF'],
    RequiresAdditionalSellerInputs: false,
  };
}

/** The order and its lines the request names, or why Amazon would refuse them. */
function orderFor(account: SellerAccount, details: Details): SimOrder | string {
  const order = account.orders.get(details.AmazonOrderId);
  if (!order) return `Order ${details.AmazonOrderId} was not found.`;
  if (order.OrderStatus !== 'Unshipped' && order.OrderStatus !== 'PartiallyShipped')
    return `Order status ${order.OrderStatus} does not allow buying shipping.`;
  const wrong = details.ItemList.find((line) => {
    const item = order.items.find((candidate) => candidate.OrderItemId === line.OrderItemId);
    return !item || item.QuantityShipped + line.Quantity > item.QuantityOrdered;
  });
  return wrong ? `OrderItemId ${wrong.OrderItemId} is unknown or ships more than was ordered.` : order;
}

/**
 * Merchant Fulfillment v0 (research §2.6): the eligible services for a package, and buying one,
 * which answers the shipment with its label (a gzipped, base64 PDF) and, as Buy Shipping does,
 * confirms the shipment of the lines on the order.
 */
export function mfnRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    const refuse = (reply: FastifyReply, problem: string) =>
      problem.endsWith('was not found.') ? notFound(reply, problem) : invalidInput(reply, problem);

    app.post('/mfn/v0/eligibleShippingServices', guard('getEligibleShipmentServices'), async (request, reply) => {
      const body = eligibleRequest.safeParse(request.body);
      if (!body.success) return invalidInput(reply, issue(body.error));
      const order = orderFor(accountOf(request), body.data.ShipmentRequestDetails);
      if (typeof order === 'string') return refuse(reply, order);
      const now = new Date();
      return {
        payload: {
          ShippingServiceList: SERVICES.map((service) => shippingService(service, body.data.ShipmentRequestDetails, now)),
          RejectedShippingServiceList: [],
          TemporarilyUnavailableCarrierList: [],
          TermsAndConditionsNotAcceptedCarrierList: [],
        },
      };
    });

    app.post('/mfn/v0/shipments', guard('createShipment'), async (request, reply) => {
      const body = createRequest.safeParse(request.body);
      if (!body.success) return invalidInput(reply, issue(body.error));
      const account = accountOf(request);
      const details = body.data.ShipmentRequestDetails;
      const order = orderFor(account, details);
      if (typeof order === 'string') return refuse(reply, order);
      const service = SERVICES.find((candidate) => candidate.id === body.data.ShippingServiceId);
      if (!service) return invalidInput(reply, `ShippingServiceId ${body.data.ShippingServiceId} is not offered for this shipment.`);
      const now = new Date();
      const trackingId = `${service.id.split('_')[1].slice(0, 2)}${String(randomInt(10 ** 9, 10 ** 10))}`;
      const to = order.shippingAddress;
      const pdf = await labelPdf({
        trackingId,
        carrierName: service.carrier,
        serviceName: service.name,
        amazonOrderId: order.AmazonOrderId,
        shipFrom: [
          details.ShipFromAddress.Name,
          details.ShipFromAddress.AddressLine1,
          `${details.ShipFromAddress.PostalCode} ${details.ShipFromAddress.City}`,
        ],
        shipTo: [to?.Name ?? '', to?.AddressLine1 ?? '', `${to?.PostalCode ?? ''} ${to?.City ?? ''}`, to?.CountryCode ?? 'TR'],
        weightGrams: Math.round(grams(details.Weight)),
      });
      const shipment = {
        ShipmentId: randomUUID(),
        AmazonOrderId: order.AmazonOrderId,
        ItemList: details.ItemList,
        ShipFromAddress: details.ShipFromAddress,
        ShipToAddress: {
          Name: to?.Name ?? '',
          AddressLine1: to?.AddressLine1 ?? '',
          City: to?.City ?? '',
          PostalCode: to?.PostalCode ?? '',
          CountryCode: to?.CountryCode ?? 'TR',
          Email: '',
          Phone: '',
        },
        PackageDimensions: details.PackageDimensions,
        Weight: details.Weight,
        Insurance: money(0),
        ShippingService: shippingService(service, details, now),
        Label: { Dimensions: { Length: 6, Width: 4, Unit: 'inches' }, FileContents: fileContents(pdf), LabelFormat: 'PDF' },
        Status: 'Purchased',
        TrackingId: trackingId,
        CreatedDate: now.toISOString(),
      };
      account.mfnShipments.set(shipment.ShipmentId, shipment);
      for (const line of details.ItemList) {
        const item = order.items.find((candidate) => candidate.OrderItemId === line.OrderItemId);
        if (item) item.QuantityShipped += line.Quantity;
      }
      order.OrderStatus = order.items.every((item) => item.QuantityShipped === item.QuantityOrdered) ? 'Shipped' : 'PartiallyShipped';
      order.LastUpdateDate = now.toISOString();
      return { payload: shipment };
    });

    app.get<{ Params: { shipmentId: string } }>('/mfn/v0/shipments/:shipmentId', guard('getShipment'), async (request, reply) => {
      const shipment = accountOf(request).mfnShipments.get(request.params.shipmentId);
      if (!shipment) return notFound(reply, `Shipment ${request.params.shipmentId} was not found.`);
      return { payload: shipment };
    });
  };
}
