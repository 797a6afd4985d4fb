import { AccessTokens, credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';

import { carrierCredentialsRefused } from '../http/carrier-answers';
import { mngBarcodeAnswer, mngDateMs, mngErrorMessage, mngShipmentStatusAnswer, mngTokenAnswer, mngTrackAnswer } from './mng-answers';
import { mngCreateBarcode, mngCreateOrder, mngReference } from './mng-order';
import { mngTracking } from './mng-tracking';

const MNG = 'MNG Kargo';
/** MNG's JWTs live 8 hours (omniship-mng); used when the answer gives no expiry we can read. */
const JWT_LIFETIME_MS = 8 * 3_600_000;

/**
 * MNG Kargo / DHL eCommerce Turkey's REST APIs on apizone (IBM API Connect), as the published
 * clients omniship-mng (PHP) and mng-kargo-entegrasyon (Node) call them. The account's base is the
 * API host (`https://api.mngkargo.com.tr`, test `https://testapi.mngkargo.com.tr`); paths under
 * `/mngapi/api`. Credentials: `client_id`, `client_secret` (the apizone application's
 * X-IBM-Client-Id/Secret), `customer_number`, `password` (the seller's MNG account, for the JWT).
 * A booking is an order (`createOrder`, our reference as its `referenceId`) invoiced as a
 * shipment (`createbarcode`); the shipment's `shipmentId` is the tracking number.
 */
class MngCarrier implements CarrierAdapter {
  readonly provider = 'mng' as const;
  readonly protocol = 'faithful' as const;
  // MNG publishes no limits: 5 calls a second per operation is our assumption.
  readonly limits = { '*': { points: 5, durationMs: 1000 } };
  readonly sandboxCredentials = {
    client_id: 'tezgah-sandbox',
    client_secret: 'tezgah-sandbox-secret',
    customer_number: '2326821076',
    password: 'tezgah',
  };
  private readonly tokens = new AccessTokens();

  /**
   * MNG refuses a second order under one reference, so a booking resumes where a lost answer left
   * it: the shipment if there is one, else the order (created unless it exists), then its barcode.
   */
  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const existing = await this.findBooked(call, booking.reference);
    if (existing) return existing;
    const referenceId = mngReference(booking.reference);
    const order = await this.api(call, 'getorder', 'GET', `/mngapi/api/standardqueryapi/getorder/${encodeURIComponent(referenceId)}`);
    if (order.status === 404)
      refuseUnlessOk(
        await this.api(call, 'createOrder', 'POST', '/mngapi/api/standardcmdapi/createOrder', mngCreateOrder(booking, referenceId)),
      );
    const barcode = await this.api(
      call,
      'createbarcode',
      'POST',
      '/mngapi/api/barcodecmdapi/createbarcode',
      mngCreateBarcode(booking, referenceId),
    );
    refuseUnlessOk(barcode);
    return { tracking_number: readPartyAnswer(barcode, mngBarcodeAnswer, 'MNG createbarcode').shipmentId };
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const path = `/mngapi/api/standardqueryapi/getshipmentstatus/${encodeURIComponent(mngReference(reference))}`;
    const response = await this.api(call, 'getshipmentstatus', 'GET', path);
    if (response.status === 404) return null;
    return { tracking_number: readPartyAnswer(response, mngShipmentStatusAnswer, 'MNG getshipmentstatus').shipmentId };
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const path = `/mngapi/api/standardqueryapi/trackshipmentByShipmentId/${encodeURIComponent(trackingNumber)}`;
    const response = await this.api(call, 'trackshipment', 'GET', path);
    if (response.status === 404) throw shipmentNotFound(MNG, trackingNumber, mngErrorMessage(response.body));
    return mngTracking(readPartyAnswer(response, mngTrackAnswer, 'MNG trackshipment'));
  }

  private ibmHeaders({ credentials }: CarrierCall['account']): Record<string, string> {
    return {
      'x-ibm-client-id': credential(credentials, 'client_id', MNG),
      'x-ibm-client-secret': credential(credentials, 'client_secret', MNG),
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
    const key = `${account.baseUrl} ${credential(account.credentials, 'client_id', MNG)} ${credential(account.credentials, 'customer_number', MNG)}`;
    const response = await this.tokens.authorized(
      key,
      () => this.issueToken(call),
      (token) =>
        http.request({
          method,
          url: `${account.baseUrl}${path}`,
          operation,
          headers: { ...this.ibmHeaders(account), authorization: `Bearer ${token}` },
          body,
        }),
    );
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(MNG);
    return response;
  }

  private async issueToken(call: CarrierCall) {
    const { account, http } = call;
    const response = await http.request({
      method: 'POST',
      url: `${account.baseUrl}/mngapi/api/token`,
      operation: 'token',
      headers: this.ibmHeaders(account),
      body: {
        customerNumber: credential(account.credentials, 'customer_number', MNG),
        password: credential(account.credentials, 'password', MNG),
        identityType: 1,
      },
    });
    if (response.status === 401 || response.status === 403) throw carrierCredentialsRefused(MNG);
    const answer = readPartyAnswer(response, mngTokenAnswer, 'MNG token');
    const expiresAt = mngDateMs(answer.jwtExpireDate);
    return { token: answer.jwt, lifetimeMs: expiresAt ? expiresAt - Date.now() : JWT_LIFETIME_MS };
  }
}

/** MNG's refusal of an order or barcode (a 4xx with its error body): 422 with MNG's reason. */
function refuseUnlessOk(response: ThirdPartyResponse): void {
  if (response.status < 400 || response.status >= 500) return;
  const reason = mngErrorMessage(response.body);
  throw reason ? carrierRefusal(MNG, reason) : new Error(`MNG: unexpected answer ${response.status}`);
}

export const mngCarrier: CarrierAdapter = new MngCarrier();
