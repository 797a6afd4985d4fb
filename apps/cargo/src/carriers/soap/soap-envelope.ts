import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The SOAP carriers' envelopes: building a SOAP 1.1 request and reading an answer by local names
 * (the carriers' stacks prefix as they like). Values read back are strings, as the wire has them.
 */
export type XmlArgs = { [name: string]: string | number | XmlArgs | XmlArgs[] | null | undefined };

/** An answer element: children by local name; repeated ones are arrays. */
export type XmlNode = { [name: string]: unknown };

const SOAP_11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

/**
 * A request whose body is `operation` in `namespace`. `qualified` children sit in that namespace
 * too (a .NET service's `xmlns="…"` default); otherwise they are unqualified, as Axis and Axis2
 * services take them. Absent (null/undefined) arguments are left out.
 */
export function soapEnvelope(namespace: string, operation: string, args: XmlArgs, qualified = false): string {
  const element = qualified
    ? { [operation]: { '@_xmlns': namespace, ...present(args) } }
    : { [`op:${operation}`]: { '@_xmlns:op': namespace, ...present(args) } };
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ 'soap:Envelope': { '@_xmlns:soap': SOAP_11, 'soap:Body': element } })}`;
}

/** An XML fragment carried as a string argument (Aras's `loginInfo`), its values escaped. */
export function xmlFragment(tree: XmlArgs): string {
  return builder.build(present(tree)) as string;
}

/** The Body of an answer; a SOAP Fault (1.1 or 1.2) is thrown with its text, an unreadable answer too. */
export function readSoapBody(text: string): XmlNode {
  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch (error) {
    throw new Error('the carrier answered unreadable XML', { cause: error });
  }
  const body = node(node(document, 'Envelope'), 'Body');
  if (!body) throw new Error(`the carrier answered without a SOAP body: ${text.slice(0, 200)}`);
  const fault = node(body, 'Fault');
  if (fault) throw new Error(`SOAP fault: ${xmlText(fault, 'faultstring') ?? xmlText(node(fault, 'Reason'), 'Text') ?? 'no reason given'}`);
  return body;
}

/** A child element (the first when repeated), or null. */
export function node(parent: XmlNode | null, name: string): XmlNode | null {
  const value = parent?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null ? (first as XmlNode) : null;
}

/** A child element's text, or null when absent or empty. */
export function xmlText(parent: XmlNode | null, name: string): string | null {
  const value = parent?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Every child element of that name, none when absent. */
export function nodes(parent: XmlNode | null, name: string): XmlNode[] {
  const value = parent?.[name];
  const list = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
  return list.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

function present(args: XmlArgs): XmlArgs {
  const kept = (value: XmlArgs[string]): XmlArgs[string] =>
    Array.isArray(value) ? value.map(present) : typeof value === 'object' && value !== null ? present(value) : value;
  return Object.fromEntries(
    Object.entries(args).flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, kept(value)]])),
  );
}
