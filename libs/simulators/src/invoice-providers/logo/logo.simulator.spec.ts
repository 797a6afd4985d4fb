import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { wireSpecValidator } from '../../testing/wire-spec-validator';
import { createLogoSimulator } from './logo.simulator';

const URL = '/logo/PostBoxService.svc';
const ETTN = '5a1c9e2f-3b4d-4c6e-8f70-1a2b3c4d5e6f';
const DATA = 'xmlns:d="http://schemas.datacontract.org/2004/07/eFaturaWebService"';
const ARRAYS = 'xmlns:arr="http://schemas.microsoft.com/2003/10/Serialization/Arrays"';

function envelope(operation: string, inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/"><soapenv:Header/><soapenv:Body><tem:${operation}>${inner}</tem:${operation}></soapenv:Body></soapenv:Envelope>`;
}

const zipOf = (number: string) =>
  Buffer.from(
    zipSync({
      [`${ETTN}.xml`]: strToU8(
        `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
          `<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID><cbc:ID>${number}</cbc:ID><cbc:UUID>${ETTN}</cbc:UUID></Invoice>`,
      ),
    }),
  );

const sendDocument = (session: string, zip: Buffer, hash = createHash('md5').update(zip).digest('hex')) =>
  envelope(
    'SendDocument',
    `<tem:sessionID>${session}</tem:sessionID><tem:paramList ${ARRAYS}><arr:string>DOCUMENTTYPE=EARCHIVE</arr:string></tem:paramList>` +
      `<tem:document ${DATA}><d:binaryData><d:Value>${zip.toString('base64')}</d:Value><d:contentType>application/zip</d:contentType></d:binaryData>` +
      `<d:fileName>${ETTN}.zip</d:fileName><d:hash>${hash}</d:hash></tem:document>`,
  );

describe('the Logo simulator (eLogo PostBoxService)', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = createLogoSimulator(TEST_SETTINGS, wireSpecValidator);
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const post = (body: string) =>
    app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/xml; charset=utf-8' }, payload: body });
  const login = async (user = 'demo') => {
    const body = (
      await post(envelope('Login', `<tem:login ${DATA}><d:passWord>secret</d:passWord><d:userName>${user}</d:userName></tem:login>`))
    ).body;
    return { body, session: /<sessionID>([^<]+)<\/sessionID>/.exec(body)?.[1] ?? '' };
  };

  it('opens a session for a web service user, and answers LoginResult false to refused credentials', async () => {
    expect((await login()).body).toMatch(
      /<LoginResponse xmlns="http:\/\/tempuri.org\/"><LoginResult>true<\/LoginResult><sessionID>[0-9a-f-]{36}<\/sessionID>/,
    );
    expect((await login('invalid')).body).toContain('<LoginResult>false</LoginResult>');
  });

  it('answers resultCode -1 to a call in an unknown or ended session', async () => {
    const { session } = await login();
    simulator.reset();
    const response = await post(
      envelope(
        'CheckGibUser',
        `<tem:sessionID>${session}</tem:sessionID><tem:vknTcknList ${ARRAYS}><arr:string>1234567890</arr:string></tem:vknTcknList>`,
      ),
    );
    expect(response.body).toMatch(/<CheckGibUserResult xmlns:a="[^"]+"><a:resultCode>-1<\/a:resultCode>/);
  });

  it('takes a zipped UBL whose MD5 matches, with refId; refuses a wrong hash and the same UUID again', async () => {
    const { session } = await login();
    const zip = zipOf('TZG2026000000001');
    expect((await post(sendDocument(session, zip, '00'))).body).toContain(
      '<a:resultCode>0</a:resultCode><a:resultMsg>Belgenin hash (MD5) değeri uyuşmuyor.</a:resultMsg>',
    );
    expect((await post(sendDocument(session, zip))).body).toMatch(/<a:resultCode>1<\/a:resultCode>.*<refId>1<\/refId>/);
    expect((await post(sendDocument(session, zip))).body).toContain('daha önce gönderilmiş');
  });

  it('reports the status: 1 while processing, 2 once succeeded, isCancel after CANCELEARCHIVEINVOICE', async () => {
    const { session } = await login();
    await post(sendDocument(session, zipOf('TZG2026000000002')));
    const status = () =>
      post(
        envelope(
          'GetDocumentStatus',
          `<tem:sessionID>${session}</tem:sessionID><tem:uuid>${ETTN}</tem:uuid><tem:paramList ${ARRAYS}><arr:string>DOCUMENTTYPE=EARCHIVE</arr:string></tem:paramList>`,
        ),
      );
    expect((await status()).body).toContain('<a:Status>1</a:Status>');
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.invoiceAcceptMs + 50));
    expect((await status()).body).toMatch(/<a:Status>2<\/a:Status>.*<a:isCancel>false<\/a:isCancel>/);
    const cancel = `<tem:sessionID>${session}</tem:sessionID><tem:paramList ${ARRAYS}><arr:string>DOCUMENTTYPE=CANCELEARCHIVEINVOICE</arr:string><arr:string>UUID=${ETTN}</arr:string></tem:paramList>`;
    expect((await post(envelope('SendDocument', cancel))).body).toContain('<a:resultCode>1</a:resultCode>');
    expect((await status()).body).toContain('<a:isCancel>true</a:isCancel>');
  });
});
