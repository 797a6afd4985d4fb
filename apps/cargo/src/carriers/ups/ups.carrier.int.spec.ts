import { upsSimulator } from '@tezgah/simulators';
import { behavesAsCarrier, CARRIER_TEST_SETTINGS } from '../http/test/carrier-behaviour';
import { upsCarrier } from './ups.carrier';

describe('the UPS adapter against the UPS simulator', () => {
  behavesAsCarrier({
    adapter: upsCarrier,
    simulators: () => [upsSimulator(CARRIER_TEST_SETTINGS)].flat(),
    party: 'ups',
    credentials: (n) => ({ client_id: `ups-client-${n}`, client_secret: 'ups-secret', account_number: 'A1B2C3' }),
    refusedCredential: 'client_secret',
    tokenPath: '/security/v1/oauth/token',
    refusedBooking: (booking) => ({ ...booking, receiver: { ...booking.receiver, city: '' } }),
    refusalReason: 'Missing or invalid ShipTo City',
    journey: ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  });
});
