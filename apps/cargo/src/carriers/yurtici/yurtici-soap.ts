import { providerReason } from '@tezgah/contracts';
import { node, soapCall, soapEnvelope, type XmlArgs, type XmlNode, xmlText } from '@tezgah/third-party';
import type { CarrierCall } from '../carrier';
import { carrierRefusal } from '../carrier-refusal';

const NAMESPACE = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';
const PATH = '/KOPSWebServices/ShippingOrderDispatcherServices';
/** The sandbox's code for refused web service credentials (Yurtiçi answers them with outFlag 1 and a code on the result). */
const CREDENTIALS_REFUSED = '60001';

/**
 * One call of ShippingOrderDispatcherServices with the account's wsUserName/wsPassword: the
 * result element (`resultElement`) of `<operation>Response`. A failure of the whole call (outFlag
 * 1 without per-key details) is a credentials refusal or an Error; per-key outcomes are the caller's.
 */
export async function yurticiService(call: CarrierCall, operation: string, resultElement: string, args: XmlArgs): Promise<XmlNode> {
  const { wsUserName, wsPassword } = call.account.credentials;
  const body = await soapCall(call.http, {
    url: `${call.account.baseUrl}${PATH}`,
    operation,
    action: '',
    envelope: soapEnvelope(NAMESPACE, operation, { wsUserName, wsPassword, ...args }),
  });
  const result = node(node(body, `${operation}Response`), resultElement);
  if (!result) throw new Error(`Yurtiçi ${operation} answered without ${resultElement}`);
  const failedWhole = xmlText(result, 'outFlag') !== '0' && !result.shippingOrderDetailVO && !result.shippingDeliveryDetailVO;
  if (!failedWhole) return result;
  const reason = xmlText(result, 'outResult') ?? providerReason('unknown_error');
  if (xmlText(result, 'errCode') === CREDENTIALS_REFUSED) throw carrierRefusal('Yurtiçi Kargo', reason, 'wsUserName');
  throw new Error(`Yurtiçi ${operation} failed (${xmlText(result, 'errCode')}): ${reason}`);
}
