import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../../testing/simulator-test-app';
import { genericCarrierSimulators } from './generic-carrier.simulator';

const KEY = { 'x-api-key': 'key-1' };
const address = { name: 'Ayşe Yılmaz', line1: 'Kızılay Mh. 5', city: 'Ankara', country: 'TR' };
const shipment = { reference: 'REF-1', order_number: 'TY-1', sender: address, receiver: address, packages: 1, weight_kg: 1.5 };

describe('the generic carrier protocol simulator (Sürat Kargo)', () => {
  let simulators: Simulator[];
  let app: FastifyInstance;

  beforeAll(async () => {
    simulators = [genericCarrierSimulators(TEST_SETTINGS)].flat();
    app = await simulatorApp(simulators);
  });
  afterAll(() => app.close());
  beforeEach(() => simulators.forEach((simulator) => simulator.reset()));

  const create = (body: object = shipment, headers: Record<string, string> = KEY) =>
    app.inject({ method: 'POST', url: '/surat/shipments', headers, payload: body });

  it('serves every generic carrier under its value, each refusing a missing or `invalid` X-Api-Key', async () => {
    expect(simulators.map((simulator) => simulator.party)).toEqual(['surat']);
    expect((await create(shipment, {})).statusCode).toBe(401);
    expect((await create(shipment, { 'x-api-key': 'invalid' })).json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    });
  });

  it('books idempotently by reference: 201 once, then 200 with the same shipment; found again by ?reference=', async () => {
    const first = await create();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ tracking_number: 'SURAT0000000001', reference: 'REF-1', status: 'created' });
    const again = await create();
    expect(again.statusCode).toBe(200);
    expect(again.json().tracking_number).toBe(first.json().tracking_number);
    const found = await app.inject({ url: '/surat/shipments?reference=REF-1', headers: KEY });
    expect(found.json().shipments).toHaveLength(1);
    expect((await app.inject({ url: '/surat/shipments?reference=NONE', headers: KEY })).json()).toEqual({ shipments: [] });
  });

  it('refuses an unknown field or an invalid value with 422 naming the field, and lists events oldest first', async () => {
    const invalid = await create({ ...shipment, packages: 0 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toMatchObject({ code: 'validation_failed', field: 'packages' });
    expect((await create({ ...shipment, colour: 'red' })).statusCode).toBe(422);
    const number = (await create()).json().tracking_number;
    const events = await app.inject({ url: `/surat/shipments/${number}/events`, headers: KEY });
    expect(events.json()).toMatchObject({ status: 'created', events: [{ status: 'created', description: expect.any(String) }] });
    expect((await app.inject({ url: '/surat/shipments/NOPE/events', headers: KEY })).statusCode).toBe(404);
  });
});
