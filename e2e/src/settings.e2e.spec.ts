/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as JSON */
// Tenant settings (decisions §15) as a seller's team sees them, in both runtime shapes: the seeded
// demo values for any role, partial changes by admins and owners that keep every field they do not
// name (also when two arrive at once), refusals of other roles, of unknown fields and of malformed
// values with Turkish messages naming the field, tenants kept apart, and the routes in the OpenAPI
// document with a maximum length on every string and answers that conform to it. The
// `tenants.settings.get` pattern is proven in apps/gateway/src/settings/tenant-settings.int.spec.ts
// (the harness exposes no RPC client).
import { fieldMessage } from '@tezgah/contracts';
import { api, DEMO_PASSWORD, DEMO_USERS, startSystem, type Api, type ApiResponse, type System } from '@tezgah/testing';
import { AnswerJudge } from './openapi-answers';
import { expectError, expectInvalidField } from './support';

const DEMO = {
  sender: {
    name: 'Demo Mağaza Ltd. Şti.',
    line1: 'Büyükdere Cad. No: 185',
    line2: 'Kat 3',
    city: 'İstanbul',
    district: 'Şişli',
    postal_code: '34394',
    phone: '+90 212 555 01 85',
    tax_office: 'Zincirlikuyu',
    tax_number: '1234567890',
  },
  invoicing: { default_provider: 'parasut', series_prefix: 'TZG', efatura_scenario: 'TEMELFATURA', default_vat_rate: 20 },
  cargo: { default_provider: 'yurtici' },
};

describe.each(['single', 'distributed'] as const)('tenant settings (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let judge: AnswerJudge;
  let document: any;
  const token: Record<'owner' | 'admin' | 'staff' | 'viewer' | 'otherOwner', string> = {
    owner: '',
    admin: '',
    staff: '',
    viewer: '',
    otherOwner: '',
  };

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: [] });
    client = api(system.baseUrl);
    document = (await client.request('GET', '/openapi.json')).body;
    judge = new AnswerJudge(document);
    for (const role of Object.keys(token) as Array<keyof typeof token>) {
      token[role] = (await client.tokens(DEMO_USERS[role], DEMO_PASSWORD)).access_token;
    }
  }, 120_000);

  afterAll(() => system?.stop(), 60_000);

  /** A call to /settings whose success answer is the one the document describes. */
  async function settings(method: 'GET' | 'PATCH', as: keyof typeof token, body?: unknown): Promise<ApiResponse> {
    const response = await client.request(method, '/settings', { token: token[as], body });
    if (response.status === 200) expect(judge.problems(method, '/v1/settings', 200, response.body)).toEqual([]);
    return response;
  }

  it('shows any role, a viewer too, the seeded demo settings with every field', async () => {
    const response = await settings('GET', 'viewer');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...DEMO, updated_at: expect.any(String) });
    expect(Date.parse(response.body.updated_at)).not.toBeNaN();
  });

  it('changes only what an admin sends: the phone alone, the rest of the sender and the other groups kept', async () => {
    const before = (await settings('GET', 'viewer')).body;
    const changed = await settings('PATCH', 'admin', { sender: { phone: '+90 212 555 99 00' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEMO, sender: { ...DEMO.sender, phone: '+90 212 555 99 00' }, updated_at: expect.any(String) });
    expect(Date.parse(changed.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect((await settings('GET', 'viewer')).body).toEqual(changed.body);
  });

  it('clears a field set to null and lets the owner change settings too', async () => {
    const cleared = await settings('PATCH', 'owner', { sender: { line2: null }, invoicing: { default_vat_rate: 10 } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.sender).toEqual({ ...DEMO.sender, phone: '+90 212 555 99 00', line2: null });
    expect(cleared.body.invoicing).toEqual({ ...DEMO.invoicing, default_vat_rate: 10 });
    expect(cleared.body.cargo).toEqual(DEMO.cargo);
  });

  it('keeps both of two changes of different fields that arrive at once', async () => {
    const [name, carrier] = await Promise.all([
      settings('PATCH', 'admin', { sender: { name: 'Eşzamanlı Mağaza' } }),
      settings('PATCH', 'owner', { sender: { tax_office: 'Mecidiyeköy' }, cargo: { default_provider: 'aras' } }),
    ]);
    expect([name.status, carrier.status]).toEqual([200, 200]);
    const now = (await settings('GET', 'viewer')).body;
    expect(now.sender).toMatchObject({ name: 'Eşzamanlı Mağaza', tax_office: 'Mecidiyeköy', phone: '+90 212 555 99 00' });
    expect(now.cargo.default_provider).toBe('aras');
  });

  it('refuses staff and viewers a change with 403, changing nothing', async () => {
    const before = (await settings('GET', 'viewer')).body;
    expectError(await settings('PATCH', 'staff', { sender: { phone: '+90 212 000 00 00' } }), 403, 'auth.insufficient_scope');
    expectError(await settings('PATCH', 'viewer', { cargo: { default_provider: 'ptt' } }), 403, 'auth.insufficient_scope');
    expect((await settings('GET', 'staff')).body).toEqual(before);
  });

  it('refuses unknown fields, naming each, nested ones by their path', async () => {
    const response = await settings('PATCH', 'admin', { colour: 'mavi', sender: { fax: '0212 555 00 00' } });
    expectInvalidField(response, 'colour');
    expectInvalidField(response, 'sender.fax');
    expect(response.body.error.details.colour).toEqual([{ code: 'unknown_field', message: fieldMessage('unknown_field') }]);
  });

  it.each([
    ['invoicing.series_prefix', { invoicing: { series_prefix: 'ab' } }, fieldMessage('series_prefix_format')],
    ['invoicing.default_vat_rate', { invoicing: { default_vat_rate: 18 } }, fieldMessage('one_of', { values: ['0', '1', '10', '20'] })],
    ['sender.tax_number', { sender: { tax_number: 'x' } }, fieldMessage('tax_number_format')],
    ['sender.postal_code', { sender: { postal_code: '3439' } }, fieldMessage('postal_code_format')],
    [
      'cargo.default_provider',
      { cargo: { default_provider: 'fedex' } },
      fieldMessage('one_of', { values: ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'dhl'] }),
    ],
  ])('refuses a malformed %s with a Turkish message naming it, changing nothing', async (field, body, message) => {
    const before = (await settings('GET', 'viewer')).body;
    const response = await settings('PATCH', 'admin', body);
    expectInvalidField(response, field);
    expect(response.body.error.details[field].map((problem: { message: string }) => problem.message)).toContain(message);
    expect((await settings('GET', 'viewer')).body).toEqual(before);
  });

  it("keeps each tenant's settings apart", async () => {
    const other = await settings('GET', 'otherOwner');
    expect(other.status).toBe(200);
    expect(other.body.sender).toMatchObject({ city: 'Ankara', district: 'Çankaya', phone: '+90 312 555 02 27' });
    expect(other.body.cargo.default_provider).toBe('yurtici');

    const changed = await settings('PATCH', 'otherOwner', { sender: { phone: '+90 312 555 00 01' } });
    expect(changed.body.sender.phone).toBe('+90 312 555 00 01');
    expect((await settings('GET', 'viewer')).body.sender.phone).toBe('+90 212 555 99 00');
  });

  it('documents both operations, with a maximum length on every string the change takes', () => {
    const item = document.paths['/v1/settings'];
    expect(Object.keys(item).sort()).toEqual(['get', 'patch']);
    const resolve = (schema: any) => (schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema);
    const strings: Array<{ where: string; maxLength?: number }> = [];
    const walk = (schema: any, where: string): void => {
      const resolved = resolve(schema);
      if (resolved.type === 'string' && !resolved.enum) strings.push({ where, maxLength: resolved.maxLength });
      for (const [name, child] of Object.entries(resolved.properties ?? {})) walk(child, `${where}.${name}`);
    };
    walk(item.patch.requestBody.content['application/json'].schema, 'body');
    expect(strings.map((entry) => entry.where)).toEqual(expect.arrayContaining(['body.sender.name', 'body.invoicing.series_prefix']));
    expect(strings.filter((entry) => entry.maxLength === undefined)).toEqual([]);
  });
});
