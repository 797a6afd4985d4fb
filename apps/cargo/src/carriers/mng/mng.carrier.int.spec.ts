import { mngSimulator } from '@tezgah/simulators';
import { behavesAsCarrier, CARRIER_TEST_SETTINGS } from '../http/test/carrier-behaviour';
import { mngCarrier } from './mng.carrier';

describe('the MNG Kargo adapter against the MNG (apizone) simulator', () => {
  behavesAsCarrier({
    adapter: mngCarrier,
    simulators: () => [mngSimulator(CARRIER_TEST_SETTINGS)].flat(),
    party: 'mng',
    credentials: (n) => ({ client_id: `mng-app-${n}`, client_secret: 'mng-secret', customer_number: `23268210${n}`, password: 'mng-password' }),
    refusedCredential: 'password',
    tokenPath: '/mngapi/api/token',
    refusedBooking: (booking) => ({ ...booking, receiver: { ...booking.receiver, phone: '123' } }),
    refusalReason: 'Cep telefonu 10 haneli',
    journey: ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  });
});
