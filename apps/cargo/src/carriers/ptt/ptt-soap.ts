import { providerReason } from '@tezgah/contracts';
import { node, soapCall, soapEnvelope, type XmlArgs, type XmlNode } from '@tezgah/third-party';
import type { CarrierCall } from '../carrier';
import { carrierRefusal } from '../carrier-refusal';

export const PTT_NAME = 'PTT Kargo';
/** "Kullanıcı Şifre Hatalı": both services' answer to refused credentials. */
export const PTT_REFUSED = '-1';

const SERVICES = {
  // Axis2: the SOAPAction is `urn:<operation>`.
  kabul: {
    path: '/PttVeriYukleme/services/Sorgu',
    namespace: 'http://kabul.ptt.gov.tr',
    action: (operation: string) => `urn:${operation}`,
  },
  takip: {
    path: '/GonderiTakipV2/services/Sorgu',
    namespace: 'http://takip.ptt.gov.tr',
    action: (operation: string) => `urn:${operation}`,
  },
};

/** One operation of PTT's acceptance (`kabul`) or tracking (`takip`) service: its `return` element. */
export async function pttService(call: CarrierCall, service: keyof typeof SERVICES, operation: string, input: XmlArgs): Promise<XmlNode> {
  const { path, namespace, action } = SERVICES[service];
  const body = await soapCall(call.http, {
    url: `${call.account.baseUrl}${path}`,
    operation,
    action: action(operation),
    envelope: soapEnvelope(namespace, operation, { input }),
  });
  const result = node(node(body, `${operation}Response`), 'return');
  if (!result) throw new Error(`PTT ${operation} answered without a return element`);
  return result;
}

/** A refusal of the credentials: 422 naming the field PTT checks with the password. */
export function pttCredentialsRefused(reason: string | null, field: 'kullanici' | 'musteriId'): Error {
  return carrierRefusal(PTT_NAME, reason ?? providerReason('credentials_refused'), field);
}
