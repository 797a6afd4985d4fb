import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * SOAP envelopes of the third parties that speak SOAP (carriers, e-invoice providers): building a
 * SOAP 1.1 request and reading an answer by local names (their stacks prefix as they like).
 * Values read back are strings, as the wire has them.
 */
export type XmlArgs = { [name: string]: string | number | XmlArgs | Array<XmlArgs | string> | null | undefined };

/** An answer element: children by local name; repeated ones are arrays. */
export type XmlNode = { [name: string]: unknown };

const SOAP_11 = 'http://schemas.xmlsoap.org/soap/envelope/';
// An attribute whose value is `true` stays `name="true"` (Uyumsoft's IsSucceded), not a bare HTML-style name.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressBooleanAttributes: false });
const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });
/** For services that answer in attributes (Uyumsoft's `IsSucceded="true"`): attributes as `@_name`, text beside them as `#text`. */
const attributeParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

export interface SoapEnvelopeOptions {
  /** Children in the operation's namespace (a .NET service's `xmlns="…"` default); otherwise unqualified, as Axis and Axis2 take them. */
  qualified?: boolean;
  /** SOAP Header content (e.g. a WS-Security UsernameToken), as a tree with `@_` attributes. */
  header?: XmlArgs;
}

/** A request whose body is `operation` in `namespace`. Absent (null/undefined) arguments are left out. */
export function soapEnvelope(namespace: string, operation: string, args: XmlArgs, options: SoapEnvelopeOptions = {}): string {
  const element = options.qualified
    ? { [operation]: { '@_xmlns': namespace, ...present(args) } }
    : { [`op:${operation}`]: { '@_xmlns:op': namespace, ...present(args) } };
  const header = options.header ? { 'soap:Header': present(options.header) } : {};
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ 'soap:Envelope': { '@_xmlns:soap': SOAP_11, ...header, 'soap:Body': element } })}`;
}

/** An XML fragment carried as a string argument (Aras's `loginInfo`), its values escaped. */
export function xmlFragment(tree: XmlArgs): string {
  return builder.build(present(tree)) as string;
}

/** The Body of an answer (with attributes when asked); a SOAP Fault (1.1 or 1.2) is thrown with its text, an unreadable answer too. */
export function readSoapBody(text: string, withAttributes = false): XmlNode {
  let document: XmlNode;
  try {
    document = (withAttributes ? attributeParser : parser).parse(text) as XmlNode;
  } catch (error) {
    throw new Error('the party answered unreadable XML', { cause: error });
  }
  const body = node(node(document, 'Envelope'), 'Body');
  if (!body) throw new Error(`the party answered without a SOAP body: ${text.slice(0, 200)}`);
  const fault = node(body, 'Fault');
  if (fault)
    throw new SoapFault(faultCode(fault), xmlText(fault, 'faultstring') ?? xmlText(node(fault, 'Reason'), 'Text') ?? 'no reason given');
  return body;
}

/** A SOAP Fault answer: its code's local name (`Client`, `Server`, `InvalidSecurity`, …) and its text. */
export class SoapFault extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(`SOAP fault ${code}: ${reason}`);
  }
}

/**
 * Whether a 500 answer is a SOAP Fault of the caller's making (SOAP 1.1 §6.2 answers every fault
 * with 500): any fault but the server's own (`Server`, 1.2's `Receiver`) is the party's answer to
 * read, not a failure to retry.
 */
export function isCallerFault(text: string): boolean {
  try {
    const fault = node(node(node(parser.parse(text) as XmlNode, 'Envelope'), 'Body'), 'Fault');
    return fault !== null && !['Server', 'Receiver'].includes(faultCode(fault));
  } catch {
    return false;
  }
}

function faultCode(fault: XmlNode): string {
  const code = xmlText(fault, 'faultcode') ?? xmlText(node(fault, 'Code'), 'Value') ?? '';
  return code.slice(code.indexOf(':') + 1);
}

/** A child element (the first when repeated), or null. */
export function node(parent: XmlNode | null, name: string): XmlNode | null {
  const value = parent?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null ? (first as XmlNode) : null;
}

/** A child element's text (or, read with attributes, an attribute's as `@_name`), or null when absent or empty. */
export function xmlText(parent: XmlNode | null, name: string): string | null {
  const raw = parent?.[name];
  const value = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as XmlNode)['#text'] : raw;
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
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item : present(item)))
      : typeof value === 'object' && value !== null
        ? present(value)
        : value;
  return Object.fromEntries(
    Object.entries(args).flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, kept(value)]])),
  );
}
