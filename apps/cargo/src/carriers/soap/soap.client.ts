import type { ThirdPartyHttp } from '@tezgah/third-party';
import { readSoapBody, type XmlNode } from './soap-envelope';

export interface SoapCall {
  url: string;
  /** The rate-budget key and metric label. */
  operation: string;
  /** The SOAPAction header's value (empty for services that declare none). */
  action: string;
  envelope: string;
}

/**
 * Posts a SOAP 1.1 request through the third-party kit and reads the answer's Body. The kit has
 * already turned 5xx, 429 and time-outs into `provider.*`; a SOAP fault or another status here is
 * a request the carrier could not take, thrown as an Error (our fault, logged).
 */
export async function soapCall(http: ThirdPartyHttp, call: SoapCall): Promise<XmlNode> {
  const response = await http.request({
    method: 'POST',
    url: call.url,
    operation: call.operation,
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${call.action}"` },
    body: call.envelope,
  });
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  const body = readSoapBody(text);
  if (response.status >= 300) throw new Error(`${call.url} answered ${response.status}`);
  return body;
}
