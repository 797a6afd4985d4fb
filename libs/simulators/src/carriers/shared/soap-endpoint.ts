import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * What the SOAP carriers' simulators share: reading an envelope (SOAP 1.1 or 1.2, any prefixes),
 * answering in the caller's SOAP version, faults, and one endpoint per service path that dispatches
 * on the body's operation element, as the carriers' Axis, Axis2 and .NET stacks do.
 */
export type SoapVersion = '1.1' | '1.2';

/** An element tree as fast-xml-parser's builder takes it (`@_name` for attributes). */
export type XmlTree = { [name: string]: unknown };

export interface SoapRequest {
  version: SoapVersion;
  /** The operation element's local name and namespace. */
  operation: string;
  namespace: string | null;
  /** The operation element's children by local name (prefixes and attributes dropped); repeated ones are arrays. */
  args: Record<string, unknown>;
  /** The SOAP Header's children, read the same way (WS-Security tokens); empty without a header. */
  header: Record<string, unknown>;
  /** The request as it came, for arguments carried as a document of their own (an inline UBL invoice). */
  text: string;
}

/** Thrown by an operation: the fault the service answers instead (`InvalidSecurity` in the WS-Security namespace, …). */
export class SoapFaultAnswer extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The namespace of the code when it is not SOAP's own (`Client`, `Server`). */
    readonly codeNamespace?: string,
  ) {
    super(message);
  }
}

/** Answers one operation with the response element (e.g. `{'ns1:createShipmentResponse': {…}}`). */
export type SoapOperation = (request: SoapRequest) => XmlTree | Promise<XmlTree>;

const ENVELOPE_NS: Record<SoapVersion, string> = {
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
};
const CONTENT_TYPE: Record<SoapVersion, string> = {
  '1.1': 'text/xml; charset=utf-8',
  '1.2': 'application/soap+xml; charset=utf-8',
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, trimValues: true });
// An attribute whose value is `true` stays `name="true"` (Uyumsoft's IsSucceded), not a bare HTML-style name.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressBooleanAttributes: false });

/** SOAP bodies arrive as text in this plugin's scope (the sandbox keeps other types as text too; specs run without it). */
export function acceptSoap(app: FastifyInstance): void {
  app.addContentTypeParser(['text/xml', 'application/soap+xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** POST `path`: the service's operations by local name; anything else is the SOAP fault the stack would give. */
export function soapEndpoint(app: FastifyInstance, path: string, namespace: string, operations: Record<string, SoapOperation>): void {
  app.post(path, async (request, reply) => {
    const soap = typeof request.body === 'string' ? readSoapRequest(request.body) : null;
    if (!soap) return sendFault(reply, '1.1', 'Client', 'Geçersiz SOAP isteği: zarf (Envelope/Body) okunamadı.');
    const operation = soap.namespace === namespace ? operations[soap.operation] : undefined;
    if (!operation) return sendFault(reply, soap.version, 'Client', `No such operation '{${soap.namespace ?? ''}}${soap.operation}'`);
    try {
      return reply.type(CONTENT_TYPE[soap.version]).send(envelope(soap.version, await operation(soap)));
    } catch (error) {
      if (!(error instanceof SoapFaultAnswer)) throw error;
      return sendFault(reply, soap.version, error.code, error.message, error.codeNamespace);
    }
  });
}

export function readSoapRequest(text: string): SoapRequest | null {
  let document: XmlTree;
  try {
    document = parser.parse(text) as XmlTree;
  } catch {
    return null;
  }
  const root = entry(document, 'Envelope');
  const version =
    root && (Object.values(namespacesOf(root.value)) as string[]).find((ns) => ns === ENVELOPE_NS['1.1'] || ns === ENVELOPE_NS['1.2']);
  const body = root && entry(root.value, 'Body');
  const header = root && entry(root.value, 'Header');
  const operation = body && Object.entries(body.value).find(([name]) => !name.startsWith('@_'));
  if (!root || !version || !body || !operation) return null;
  const [qualifiedName, value] = operation;
  const scope = { ...namespacesOf(root.value), ...namespacesOf(body.value), ...namespacesOf(asRecord(value)) };
  const prefix = qualifiedName.includes(':') ? qualifiedName.split(':')[0] : '';
  return {
    version: version === ENVELOPE_NS['1.2'] ? '1.2' : '1.1',
    operation: localName(qualifiedName),
    namespace: scope[prefix] ?? null,
    args: asRecord(plain(value)),
    header: asRecord(plain(header?.value ?? {})),
    text,
  };
}

/** An XML document carried as a string inside a SOAP argument (Aras's `loginInfo`/`queryInfo`), as plain values; null when unreadable. */
export function readXmlText(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const tree = plain(parser.parse(text));
    return typeof tree === 'object' && tree !== null ? asRecord(tree) : null;
  } catch {
    return null;
  }
}

/** A fault envelope; `code` is SOAP's `Client`/`Server`, or a code of `codeNamespace` (a 1.1 faultcode, a 1.2 Subcode). */
export function soapFault(version: SoapVersion, code: string, message: string, codeNamespace?: string): string {
  const own = codeNamespace ? { '@_xmlns:a': codeNamespace, '#text': `a:${code}` } : `soap:${code}`;
  const fault =
    version === '1.1'
      ? { faultcode: own, faultstring: message }
      : {
          'soap:Code': {
            'soap:Value': code === 'Server' ? 'soap:Receiver' : 'soap:Sender',
            ...(codeNamespace ? { 'soap:Subcode': { 'soap:Value': own } } : {}),
          },
          'soap:Reason': { 'soap:Text': { '@_xml:lang': 'tr', '#text': message } },
        };
  return envelope(version, { 'soap:Fault': fault });
}

function sendFault(reply: FastifyReply, version: SoapVersion, code: string, message: string, codeNamespace?: string) {
  // SOAP 1.1 §6.2 and 1.2's binding answer every fault with 500 (a 1.2 sender fault with 400).
  const status = version === '1.2' && code !== 'Server' ? 400 : 500;
  return reply
    .code(status)
    .type(CONTENT_TYPE[version])
    .send(soapFault(version, code, message, codeNamespace));
}

function envelope(version: SoapVersion, body: XmlTree): string {
  const tree = { 'soap:Envelope': { '@_xmlns:soap': ENVELOPE_NS[version], 'soap:Body': body } };
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build(tree)}`;
}

/** A child element by local name, whatever its prefix. */
function entry(node: unknown, name: string): { value: XmlTree } | null {
  const found = Object.entries(asRecord(node)).find(([key]) => localName(key) === name);
  return found ? { value: asRecord(found[1]) } : null;
}

function namespacesOf(node: XmlTree): Record<string, string> {
  const declared: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '@_xmlns') declared[''] = String(value);
    else if (key.startsWith('@_xmlns:')) declared[key.slice('@_xmlns:'.length)] = String(value);
  }
  return declared;
}

/** Local names, no attributes: an element with only text becomes its text. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  const children = Object.entries(value).filter(([key]) => !key.startsWith('@_'));
  if (children.length === 1 && children[0][0] === '#text') return children[0][1];
  return Object.fromEntries(children.filter(([key]) => key !== '#text').map(([key, child]) => [localName(key), plain(child)]));
}

function localName(name: string): string {
  return name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** One element or several, as a list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** An element's text, trimmed; empty and absent are null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The carriers answer in Turkey's time (UTC+3 all year since 2016): a moment's date and time parts there. */
export function istanbulParts(at: number): { year: string; month: string; day: string; hour: string; minute: string; second: string } {
  const local = new Date(at + 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(local.getUTCFullYear()),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
    second: two(local.getUTCSeconds()),
  };
}
