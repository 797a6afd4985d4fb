import type { ThirdPartyHttp } from '../http/third-party-http';
import { isCallerFault, readSoapBody, type XmlNode } from './soap-envelope';

export interface SoapCall {
  url: string;
  /** The rate-budget key and metric label. */
  operation: string;
  /** The SOAPAction header's value (empty for services that declare none). */
  action: string;
  envelope: string;
  /** Read the answer's attributes too (`@_name`), for services that answer in them. */
  withAttributes?: boolean;
}

/**
 * Posts a SOAP 1.1 request through the third-party kit and reads the answer's Body. The kit has
 * already turned 5xx, 429 and time-outs into `<kind>.*`; a SOAP fault or another status here is
 * a request the party could not take, thrown (a SoapFault for a fault of the caller's making, which
 * comes with 500 and is not retried; the adapter reads the faults it expects).
 */
export async function soapCall(http: ThirdPartyHttp, call: SoapCall): Promise<XmlNode> {
  const response = await http.request({
    method: 'POST',
    url: call.url,
    operation: call.operation,
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${call.action}"` },
    body: call.envelope,
    isAnswer: (answer) => answer.status === 500 && typeof answer.body === 'string' && isCallerFault(answer.body),
  });
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  const body = readSoapBody(text, call.withAttributes);
  if (response.status >= 300) throw new Error(`${call.url} answered ${response.status}`);
  return body;
}
