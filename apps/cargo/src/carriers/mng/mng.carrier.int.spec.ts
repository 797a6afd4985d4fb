import { mngSimulator } from '@tezgah/simulators';
import { behavesAsCarrier, booking, CARRIER_TEST_SETTINGS } from '../http/test/carrier-behaviour';
import { mngCarrier } from './mng.carrier';

describe('the MNG Kargo adapter against the MNG (apizone) simulator', () => {
  const { call, control } = behavesAsCarrier({
    adapter: mngCarrier,
    simulators: () => [mngSimulator(CARRIER_TEST_SETTINGS)].flat(),
    party: 'mng',
    credentials: (n) => ({
      client_id: `mng-app-${n}`,
      client_secret: 'mng-secret',
      customer_number: `23268210${n}`,
      password: 'mng-password',
    }),
    refusedCredential: 'password',
    tokenPath: '/mngapi/api/token',
    refusedBooking: (booking) => ({ ...booking, receiver: { ...booking.receiver, phone: '123' } }),
    refusalReason: 'Cep telefonu 10 haneli',
    journey: ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  });

  it('resumes a booking whose barcode answer was lost: the existing order is invoiced, not created again', async () => {
    await control('POST', '/faults', { path: '/mngapi/api/barcodecmdapi/createbarcode', status: 500, count: 1 });
    await expect(mngCarrier.book(call(), booking('SHP-RESUME'))).rejects.toMatchObject({ code: 'provider.unreachable' });
    expect(await mngCarrier.findBooked(call(), 'SHP-RESUME')).toBeNull();
    const booked = await mngCarrier.book(call(), booking('SHP-RESUME'));
    expect(await mngCarrier.findBooked(call(), 'SHP-RESUME')).toEqual(booked);
    const calls = (await control('GET', '/calls')).json<{ path: string; status: number }[]>();
    expect(calls.filter((recorded) => recorded.path.endsWith('/createOrder')).map((recorded) => recorded.status)).toEqual([200]);
  });
});
