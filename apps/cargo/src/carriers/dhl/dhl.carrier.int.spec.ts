import { dhlSimulator } from '@tezgah/simulators';
import { behavesAsCarrier, CARRIER_TEST_SETTINGS } from '../http/test/carrier-behaviour';
import { dhlCarrier } from './dhl.carrier';

describe('the DHL Express adapter against the MyDHL API simulator', () => {
  behavesAsCarrier({
    adapter: dhlCarrier,
    simulators: () => [dhlSimulator(CARRIER_TEST_SETTINGS)].flat(),
    party: 'dhl',
    credentials: (n) => ({ username: `dhl-user-${n}`, password: 'dhl-secret', account_number: '123456789' }),
    refusedCredential: 'password',
    tokenPath: null,
    refusedBooking: (booking) => ({ ...booking, receiver: { ...booking.receiver, line1: '' } }),
    refusalReason: '#/customerDetails/receiverDetails/postalAddress/addressLine1',
    journey: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  });
});
