import { yurticiSimulator } from '@tezgah/simulators';
import { carrierAgainstSandbox } from '../../../test/carriers/carrier-sandbox.suite';
import { YurticiCarrier } from './yurtici.carrier';

describe('the Yurtiçi Kargo adapter against the Yurtiçi simulator', () => {
  carrierAgainstSandbox({
    adapter: new YurticiCarrier(),
    simulator: yurticiSimulator,
    refusedLogin: { credentials: { wsUserName: 'invalid', wsPassword: 'YK' }, field: 'wsUserName' },
    // Yurtiçi wants at least 10 characters of address (82502).
    refusedBooking: {
      change: (booking) => ({ ...booking, receiver: { ...booking.receiver, line1: 'Ev', district: null, city: 'Van' } }),
      reason: /RECEIVERADDRESS parametresi min: 10/,
    },
  });
});
