import { basicAuthorization, credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';
import { carrierCredentialsRefused } from '../http/carrier-answers';
import { dhlProblemDetail, dhlShipmentAnswer, dhlTrackingAnswer } from './dhl-answers';
import { dhlShipmentRequest } from './dhl-shipment';
import { dhlTracking } from './dhl-tracking';

const DHL = 'DHL Express';
/** How far back a booking is looked for by its reference (MyDHL wants a date range with a reference). */
const REFERENCE_WINDOW_DAYS = 14;

/**
 * DHL Express's MyDHL API (dpdhl-express-api 2.7.0, as Korbeil/dhl-express-php-api carries it).
 * The account's base is DHL's host (`https://express.api.dhl.com`); the paths are MyDHL's, under `/mydhlapi`.
 * Credentials: `username`, `password` (HTTP Basic on every call), `account_number` (the shipper's
 * 9-digit DHL Express account).
 */
class DhlCarrier implements CarrierAdapter {
  readonly provider = 'dhl' as const;
  readonly protocol = 'faithful' as const;
  // MyDHL's limits are set per customer contract and not published: 5 calls a second per operation is our assumption.
  readonly limits = { '*': { points: 5, durationMs: 1000 } };
  readonly sandboxCredentials = { username: 'tezgah-sandbox', password: 'tezgah-sandbox-secret', account_number: '123456789' };

  /** MyDHL does not make customer references unique, so a booking first looks for one made under its reference. */
  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const existing = await this.findBooked(call, booking.reference);
    if (existing) return existing;
    const body = dhlShipmentRequest(booking, credential(call.account.credentials, 'account_number', DHL));
    const response = await this.api(call, 'shipments', 'POST', '/mydhlapi/shipments', body);
    if (response.status === 400 || response.status === 422) {
      const detail = dhlProblemDetail(response.body);
      if (detail) throw carrierRefusal(DHL, detail);
    }
    return { tracking_number: readPartyAnswer(response, dhlShipmentAnswer, 'DHL shipments').shipmentTrackingNumber };
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({
      shipmentReference: reference,
      shipmentReferenceType: 'CU',
      shipperAccountNumber: credential(call.account.credentials, 'account_number', DHL),
      dateRangeFrom: day(-REFERENCE_WINDOW_DAYS),
      dateRangeTo: day(1),
      trackingView: 'shipment-details-only',
    });
    const response = await this.api(call, 'tracking', 'GET', `/mydhlapi/tracking?${query}`);
    if (response.status === 404) return null;
    return {
      tracking_number: readPartyAnswer(response, dhlTrackingAnswer, 'DHL tracking by reference').shipments[0].shipmentTrackingNumber,
    };
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const path = `/mydhlapi/shipments/${encodeURIComponent(trackingNumber)}/tracking?trackingView=all-checkpoints&levelOfDetail=shipment`;
    const response = await this.api(call, 'tracking', 'GET', path);
    if (response.status === 404) throw shipmentNotFound(DHL, trackingNumber, dhlProblemDetail(response.body));
    return dhlTracking(readPartyAnswer(response, dhlTrackingAnswer, 'DHL tracking').shipments[0].events);
  }

  private async api(
    call: CarrierCall,
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ThirdPartyResponse> {
    const { account, http } = call;
    const authorization = basicAuthorization(
      credential(account.credentials, 'username', DHL),
      credential(account.credentials, 'password', DHL),
    );
    const response = await http.request({ method, url: `${account.baseUrl}${path}`, operation, headers: { authorization }, body });
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(DHL);
    return response;
  }
}

export const dhlCarrier: CarrierAdapter = new DhlCarrier();
