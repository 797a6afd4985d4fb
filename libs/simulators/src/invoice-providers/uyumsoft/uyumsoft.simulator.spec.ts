import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { wireSpecValidator } from '../../testing/wire-spec-validator';
import { createUyumsoftSimulator } from './uyumsoft.simulator';

const URL = '/uyumsoft/Services/Integration';
const ETTN = '3f2b8c1e-7a4d-4e2b-9c3a-5d6e7f809a1b';

/** The envelope a WCF client of the Integration service sends: WS-Security in the header, the operation in tempuri. */
function envelope(operation: string, inner: string, user = 'Uyumsoft'): string {
  const security = user
    ? `<soap:Header><wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">` +
      `<wsse:UsernameToken><wsse:Username>${user}</wsse:Username><wsse:Password Type="PasswordText">Uyumsoft</wsse:Password></wsse:UsernameToken></wsse:Security></soap:Header>`
    : '';
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">${security}<soap:Body><${operation} xmlns="http://tempuri.org/">${inner}</${operation}></soap:Body></soap:Envelope>`;
}

/** A minimal UBL-TR e-Arşiv document of our own (what the sandbox reads of it). */
const ubl = (number: string) =>
  `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
  `<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID><cbc:ID>${number}</cbc:ID><cbc:UUID>${ETTN}</cbc:UUID></Invoice>`;

const sendInvoice = (number: string) =>
  envelope(
    'SendInvoice',
    `<invoices><InvoiceInfo LocalDocumentId="${ETTN}">${ubl(number)}<TargetCustomer VknTckn="" Alias=""/><EArchiveInvoiceInfo DeliveryType="Electronic"/><Scenario>eArchive</Scenario></InvoiceInfo></invoices>`,
  );

describe('the Uyumsoft simulator (Integration service)', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = createUyumsoftSimulator(TEST_SETTINGS, wireSpecValidator);
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const post = (body: string) =>
    app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/xml; charset=utf-8' }, payload: body });

  it('refuses a message without a valid UsernameToken with the WS-Security fault, as WCF does (500)', async () => {
    for (const body of [envelope('GetUserAliasses', '<vknTckn>1234567890</vknTckn>', ''), envelope('GetUserAliasses', '', 'invalid')]) {
      const response = await post(body);
      expect(response.statusCode).toBe(500);
      expect(response.body).toMatch(/<faultcode xmlns:a="http:\/\/docs\.oasis-open\.org\/wss\/[^"]+">a:InvalidSecurity<\/faultcode>/);
    }
  });

  it('answers in attributes: IsSucceded, the aliases of a registered taxpayer, none of an unregistered one', async () => {
    const registered = await post(envelope('GetUserAliasses', '<vknTckn>1234567890</vknTckn>'));
    expect(registered.body).toContain('<GetUserAliassesResult IsSucceded="true" Message="">');
    expect(registered.body).toContain('Alias="urn:mail:defaultpk@1234567890.sandbox.tezgah"');
    const unregistered = await post(envelope('IsEInvoiceUser', '<vknTckn>1234567891</vknTckn><alias></alias>'));
    expect(unregistered.body).toContain('<IsEInvoiceUserResult IsSucceded="true" Message="" Value="false">');
  });

  it('takes an inline UBL once: Value Id is the ETTN, the same ETTN again is refused, a broken document too', async () => {
    const sent = await post(sendInvoice('TZG2026000000001'));
    expect(sent.body).toContain(`<Value Id="${ETTN}" Number="TZG2026000000001">`);
    expect((await post(sendInvoice('TZG2026000000001'))).body).toMatch(/IsSucceded="false" Message="[^"]*daha önce gönderilmiş/);
    simulator.reset();
    expect((await post(sendInvoice('TZG-1'))).body).toMatch(/IsSucceded="false" Message="UBL doğrulaması başarısız: cbc:ID/);
  });

  it('reports the outbox status by ETTN: Processing, then Approved, EArchivedCanceled once cancelled', async () => {
    await post(sendInvoice('TZG2026000000002'));
    const status = () => post(envelope('QueryOutboxInvoiceStatus', `<invoiceIds><string>${ETTN}</string></invoiceIds>`));
    expect((await status()).body).toContain(`<Value InvoiceId="${ETTN}" DocumentId="TZG2026000000002" Status="Processing"`);
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.invoiceAcceptMs + 50));
    expect((await status()).body).toContain('Status="Approved"');
    expect((await post(envelope('CancelEArchiveInvoice', `<request><InvoiceId>${ETTN}</InvoiceId></request>`))).body).toContain(
      'IsSucceded="true"',
    );
    expect((await status()).body).toContain('Status="EArchivedCanceled"');
  });
});
