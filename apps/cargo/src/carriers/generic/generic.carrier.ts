import type { CargoProvider } from '@tezgah/contracts';
import { credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';
import { carrierCredentialsRefused } from '../http/carrier-answers';
import { genericError, genericEventsAnswer, genericShipmentAnswer, genericShipmentsAnswer } from './generic-answers';

/**
 * The generic carrier protocol (docs/generic-carrier-protocol.md) for a carrier whose own protocol
 * could not be learnt: `X-Api-Key` (credential `api_key`), `POST /shipments` idempotent by
 * reference, `GET /shipments?reference=`, `GET /shipments/{tracking_number}/events` in our status words.
 */
class GenericCarrier implements CarrierAdapter {
  readonly protocol = 'generic' as const;
  // The protocol's documented allowance: 10 calls a second per operation and account.
  readonly limits = { '*': { points: 10, durationMs: 1000 } };
  readonly sandboxCredentials = { api_key: 'tezgah-sandbox' };

  constructor(
    readonly provider: CargoProvider,
    /** The carrier's name as messages show it. */
    private readonly name: string,
  ) {}

  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const response = await this.api(call, 'shipments', 'POST', '/shipments', bookingBody(booking));
    const refusal = response.status === 422 ? genericError(response.body) : null;
    if (refusal) throw carrierRefusal(this.name, refusal.field ? `${refusal.field}: ${refusal.message}` : refusal.message);
    return { tracking_number: readPartyAnswer(response, genericShipmentAnswer, `${this.name} shipments`).tracking_number };
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const response = await this.api(call, 'shipments', 'GET', `/shipments?${new URLSearchParams({ reference })}`);
    const found = readPartyAnswer(response, genericShipmentsAnswer, `${this.name} shipments by reference`).shipments[0];
    return found ? { tracking_number: found.tracking_number } : null;
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const response = await this.api(call, 'events', 'GET', `/shipments/${encodeURIComponent(trackingNumber)}/events`);
    if (response.status === 404) throw shipmentNotFound(this.name, trackingNumber, genericError(response.body)?.message);
    const answer = readPartyAnswer(response, genericEventsAnswer, `${this.name} events`);
    return {
      status: answer.status,
      events: answer.events.map((event) => ({
        timestamp: event.at,
        description: event.description,
        location: event.location,
        status: event.status,
      })),
    };
  }

  private async api(
    call: CarrierCall,
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ThirdPartyResponse> {
    const { account, http } = call;
    const headers = { 'x-api-key': credential(account.credentials, 'api_key', this.name) };
    const response = await http.request({ method, url: `${account.baseUrl}${path}`, operation, headers, body });
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(this.name);
    return response;
  }
}

/** The adapter of a carrier that speaks the generic carrier protocol. */
export function genericCarrier(provider: CargoProvider, name: string): CarrierAdapter {
  return new GenericCarrier(provider, name);
}

const ADDRESS_FIELDS = ['name', 'phone', 'email', 'line1', 'line2', 'city', 'district', 'postal_code', 'country'] as const;

/** The protocol's booking, member by member (it refuses unknown members): never whatever else our types grow. */
function bookingBody({ reference, order_number, sender, receiver, packages, weight_kg }: ShipmentBooking) {
  const address = (party: ShipmentBooking['receiver']) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, party[field]]));
  return {
    reference,
    order_number,
    sender: { ...address(sender), tax_number: sender.tax_number, tax_office: sender.tax_office },
    receiver: address(receiver),
    packages,
    weight_kg,
  };
}
