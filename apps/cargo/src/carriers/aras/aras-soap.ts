import { providerReason } from '@tezgah/contracts';
import { node, soapCall, soapEnvelope, type XmlArgs, xmlFragment, type XmlNode, xmlText } from '@tezgah/third-party';
import type { CarrierCall } from '../carrier';
import { carrierRefusal } from '../carrier-refusal';

const NAMESPACE = 'http://tempuri.org/';
/** Production's paths (customerws.araskargo.com.tr and customerservices.araskargo.com.tr); the sandbox serves both under one base. */
const ORDER_PATH = '/arascargoservice.asmx';
const QUERY_PATH = '/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc';
export const ARAS_NAME = 'Aras Kargo';
/** SetOrder's "Kullanıcı Adı ve Şifre yanlış / Entegrasyon bilgi hatası". */
export const ARAS_LOGIN_REFUSED = ['1000', '1002'];

/** One call of the order service (SetOrder, …): the `<operation>Result` element. */
export async function arasOrderService(call: CarrierCall, operation: string, args: XmlArgs): Promise<XmlNode> {
  const { UserName, Password } = call.account.credentials;
  const body = await soapCall(call.http, {
    url: `${call.account.baseUrl}${ORDER_PATH}`,
    operation,
    action: `${NAMESPACE}${operation}`,
    envelope: soapEnvelope(NAMESPACE, operation, { ...args, userName: UserName, password: Password }, { qualified: true }),
  });
  const result = node(node(body, `${operation}Response`), `${operation}Result`);
  if (!result) throw new Error(`Aras ${operation} answered without ${operation}Result`);
  return result;
}

/**
 * GetQueryJSON of the query service: its `QueryResult` (empty when Aras knows no such cargo). In
 * production the query service has a host of its own, the account's `query_base_url`
 * (`https://customerservices.araskargo.com.tr`); the sandbox serves both under one base.
 */
export async function arasQuery(call: CarrierCall, query: XmlArgs): Promise<Record<string, unknown>> {
  const { UserName, Password, CustomerCode } = call.account.credentials;
  const body = await soapCall(call.http, {
    url: `${call.account.credentials.query_base_url ?? call.account.baseUrl}${QUERY_PATH}`,
    operation: 'GetQueryJSON',
    action: `${NAMESPACE}IArasCargoIntegrationService/GetQueryJSON`,
    envelope: soapEnvelope(
      NAMESPACE,
      'GetQueryJSON',
      { loginInfo: xmlFragment({ LoginInfo: { UserName, Password, CustomerCode } }), queryInfo: xmlFragment({ QueryInfo: query }) },
      { qualified: true },
    ),
  });
  const json = xmlText(node(body, 'GetQueryJSONResponse'), 'GetQueryJSONResult');
  const answer = JSON.parse(json ?? 'null') as {
    QueryResult?: Record<string, unknown> | null;
    ErrorCode?: string;
    ErrorMessage?: string;
  } | null;
  if (answer?.ErrorCode && ARAS_LOGIN_REFUSED.includes(answer.ErrorCode)) {
    throw carrierRefusal(ARAS_NAME, answer.ErrorMessage ?? providerReason('credentials_refused'), 'UserName');
  }
  if (!answer || answer.ErrorCode) throw new Error(`Aras GetQueryJSON failed: ${json?.slice(0, 200)}`);
  return answer.QueryResult ?? {};
}
