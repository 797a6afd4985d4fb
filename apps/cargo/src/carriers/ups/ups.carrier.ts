import { randomBytes } from 'node:crypto';
import { AccessTokens, basicAuthorization, credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';

import { carrierCredentialsRefused } from '../http/carrier-answers';
import { upsErrorMessage, upsShipAnswer, upsTokenAnswer, upsTrackAnswer } from './ups-answers';
import { upsShipmentRequest, UPS_SHIP_VERSION } from './ups-shipment';
import { upsTracking } from './ups-tracking';

const UPS = 'UPS';

/**
 * UPS's REST APIs (UPS-API/api-documentation: OAuthClientCredentials.yaml, Shipping.yaml,
 * Tracking.yaml). The account's base is UPS's host (`https://onlinetools.ups.com`, the CIE
 * `https://wwwcie.ups.com`): the token endpoint is `/security/v1/oauth/token`, the APIs `/api/…`.
 * Credentials: `client_id`, `client_secret` (the app's), `account_number` (the 6-character
 * shipper number, sent as `x-merchant-id` and `ShipperNumber`).
 */
class UpsCarrier implements CarrierAdapter {
  readonly provider = 'ups' as const;
  readonly protocol = 'faithful' as const;
  // UPS publishes no per-call limits, only that it answers 429 past them: 5 calls a second per operation is our assumption.
  readonly limits = { '*': { points: 5, durationMs: 1000 } };
  readonly sandboxCredentials = { client_id: 'tezgah-sandbox', client_secret: 'tezgah-sandbox-secret', account_number: 'A1B2C3' };
  private readonly tokens = new AccessTokens();

  /** UPS takes a reference any number of times, so a booking first looks for one made under its reference. */
  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const existing = await this.findBooked(call, booking.reference);
    if (existing) return existing;
    const shipperNumber = credential(call.account.credentials, 'account_number', UPS);
    const response = await this.api(
      call,
      'ship',
      'POST',
      `/api/shipments/${UPS_SHIP_VERSION}/ship`,
      upsShipmentRequest(booking, shipperNumber),
    );
    if (response.status >= 400 && response.status < 500) throw refusalOf(response);
    const answer = readPartyAnswer(response, upsShipAnswer, 'UPS ship');
    return { tracking_number: answer.ShipmentResponse.ShipmentResults.ShipmentIdentificationNumber };
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const path = `/api/track/v1/reference/details/${encodeURIComponent(reference)}?refNumType=SmallPackage`;
    const response = await this.api(call, 'track', 'GET', path);
    if (response.status === 404) return null;
    const answer = readPartyAnswer(response, upsTrackAnswer, 'UPS track by reference');
    const lead = answer.trackResponse.shipment[0].package?.[0];
    return lead ? { tracking_number: lead.trackingNumber } : null;
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const response = await this.api(call, 'track', 'GET', `/api/track/v1/details/${encodeURIComponent(trackingNumber)}?locale=tr_TR`);
    if (response.status === 404) throw shipmentNotFound(UPS, trackingNumber, upsErrorMessage(response.body));
    const answer = readPartyAnswer(response, upsTrackAnswer, 'UPS track');
    return upsTracking(answer.trackResponse.shipment[0].package?.[0]?.activity ?? []);
  }

  /** A call of UPS's APIs with the account's bearer token and the `transId`/`transactionSrc` headers they require. */
  private async api(
    call: CarrierCall,
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ThirdPartyResponse> {
    const { account, http } = call;
    const response = await this.tokens.authorized(
      `${account.baseUrl} ${credential(account.credentials, 'client_id', UPS)}`,
      () => this.issueToken(call),
      (token) =>
        http.request({
          method,
          url: `${account.baseUrl}${path}`,
          operation,
          headers: { authorization: `Bearer ${token}`, transId: randomBytes(16).toString('hex'), transactionSrc: 'tezgah' },
          body,
        }),
    );
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(UPS);
    return response;
  }

  private async issueToken({ account, http }: CarrierCall) {
    const { credentials } = account;
    const response = await http.request({
      method: 'POST',
      url: `${account.baseUrl}/security/v1/oauth/token`,
      operation: 'token',
      headers: {
        authorization: basicAuthorization(credential(credentials, 'client_id', UPS), credential(credentials, 'client_secret', UPS)),
        'x-merchant-id': credential(credentials, 'account_number', UPS),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(UPS);
    const answer = readPartyAnswer(response, upsTokenAnswer, 'UPS token');
    return { token: answer.access_token, lifetimeMs: answer.expires_in * 1000 };
  }
}

/** UPS's refusal of the shipment (a 4xx with `response.errors`): 422 with UPS's own message. */
function refusalOf(response: ThirdPartyResponse) {
  const message = upsErrorMessage(response.body);
  if (!message) return new Error(`UPS ship: unexpected answer ${response.status}`);
  return carrierRefusal(UPS, message);
}

export const upsCarrier: CarrierAdapter = new UpsCarrier();
