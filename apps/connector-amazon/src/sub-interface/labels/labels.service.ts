import { Injectable } from '@nestjs/common';
import { type AmazonLabelRequest, type AmazonLabelResult, type LabelDocumentDto, newId } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import { gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { orderItems } from '../../amazon/amazon-orders';
import { AmazonSessions } from '../amazon-sessions';
import { amazonRule, expectSuccess } from '../amazon-answers';
import { AmazonLabel } from '../database/sub-interface.entities';

const amount = z.object({ CurrencyCode: z.string(), Amount: z.number() });
const service = z.object({ ShippingServiceId: z.string(), ShippingServiceName: z.string(), CarrierName: z.string(), Rate: amount }).loose();
const eligibleAnswer = z.object({ payload: z.object({ ShippingServiceList: z.array(service) }).loose() });
const shipmentAnswer = z.object({
  payload: z
    .object({
      TrackingId: z.string().optional(),
      ShippingService: service,
      Label: z.object({ FileContents: z.object({ Contents: z.string(), FileType: z.string() }).loose() }).loose(),
    })
    .loose(),
});

const money = (rate: z.infer<typeof amount>) => ({ amount: rate.Amount, currency_code: rate.CurrencyCode });

/**
 * `POST /marketplaces/amazon/orders/{id}/label`: Merchant Fulfillment's eligible services for the
 * package (every line not yet shipped), then the one asked for (or the cheapest) bought; the
 * label PDF is kept and answered as a signed link (decisions §5). Buying it confirms the shipment.
 */
@Injectable()
export class LabelsService {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly db: DataSource,
    private readonly links: DocumentLinks,
  ) {}

  async buy(tenantId: string, request: AmazonLabelRequest): Promise<AmazonLabelResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const lines = (await orderItems(session, request.order_id))
      .map((item) => ({ OrderItemId: item.OrderItemId, Quantity: item.QuantityOrdered - (item.QuantityShipped ?? 0) }))
      .filter((item) => item.Quantity > 0);
    const from = request.ship_from;
    const size = request.package_dimensions;
    const details = {
      AmazonOrderId: request.order_id,
      ItemList: lines,
      ShipFromAddress: {
        Name: from.name,
        AddressLine1: from.address_line_1,
        City: from.city,
        PostalCode: from.postal_code,
        CountryCode: from.country_code,
        // Required by the model; a seller who gives none sends them empty.
        Email: from.email ?? '',
        Phone: from.phone ?? '',
      },
      PackageDimensions: { Length: size.length_cm, Width: size.width_cm, Height: size.height_cm, Unit: 'centimeters' },
      Weight: { Value: Math.round(size.weight_kg * 1000), Unit: 'g' },
      ShippingServiceOptions: { DeliveryExperience: 'DeliveryConfirmationWithoutSignature', CarrierWillPickUp: false, LabelFormat: 'PDF' },
    };
    const eligible = eligibleAnswer.parse(
      expectSuccess(
        await session.call({
          method: 'POST',
          path: '/mfn/v0/eligibleShippingServices',
          operation: 'getEligibleShipmentServices',
          body: { ShipmentRequestDetails: details },
        }),
        'order_id',
        'getEligibleShipmentServices',
      ),
    ).payload.ShippingServiceList;
    const chosen = request.shipping_service_id
      ? eligible.find((candidate) => candidate.ShippingServiceId === request.shipping_service_id)
      : [...eligible].sort((a, b) => a.Rate.Amount - b.Rate.Amount)[0];
    if (!chosen)
      throw amazonRule('shipping_service_id', 'amazon_label_service_unknown', {
        id: request.shipping_service_id ?? '-',
        allowed: eligible.map((candidate) => candidate.ShippingServiceId),
      });
    const bought = shipmentAnswer.parse(
      expectSuccess(
        await session.call({
          method: 'POST',
          path: '/mfn/v0/shipments',
          operation: 'createShipment',
          body: { ShipmentRequestDetails: details, ShippingServiceId: chosen.ShippingServiceId },
        }),
        'order_id',
        'createShipment',
      ),
    ).payload;
    const pdf = gunzipSync(Buffer.from(bought.Label.FileContents.Contents, 'base64'));
    const label = await this.db.getRepository(AmazonLabel).save({
      id: newId('lbl'),
      tenant_id: tenantId,
      amazon_order_id: request.order_id,
      tracking_number: bought.TrackingId ?? '',
      pdf,
    });
    return {
      label_format: 'PDF',
      label_url: this.links.link({ kind: 'amazon_label', tenant_id: tenantId, id: label.id }),
      tracking_number: label.tracking_number,
      carrier_name: bought.ShippingService.CarrierName,
      shipping_service_id: bought.ShippingService.ShippingServiceId,
      cost: money(bought.ShippingService.Rate),
      eligible_services: eligible.map((candidate) => ({
        shipping_service_id: candidate.ShippingServiceId,
        name: candidate.ShippingServiceName,
        carrier_name: candidate.CarrierName,
        cost: money(candidate.Rate),
      })),
    };
  }

  /** The document behind a label link (the gateway's `/v1/documents/{token}`). */
  async document(tenantId: string, id: string): Promise<LabelDocumentDto> {
    const label = await this.db.getRepository(AmazonLabel).findOneBy({ tenant_id: tenantId, id });
    if (!label) throw new DomainError('resource.not_found');
    return {
      content_type: 'application/pdf',
      filename: `amazon-${label.amazon_order_id}.pdf`,
      content_base64: label.pdf.toString('base64'),
    };
  }
}
