import { arasSimulator } from '@tezgah/simulators';
import { carrierAgainstSandbox } from '../../../test/carriers/carrier-sandbox.suite';
import { ArasCarrier } from './aras.carrier';

describe('the Aras Kargo adapter against the Aras simulator', () => {
  carrierAgainstSandbox({
    adapter: new ArasCarrier(),
    simulator: arasSimulator,
    refusedLogin: { credentials: { UserName: 'invalid', Password: 'x', CustomerCode: '1' }, field: 'UserName' },
    // ReceiverPhone1 is required by SetOrder (935).
    refusedBooking: {
      change: (booking) => ({ ...booking, receiver: { ...booking.receiver, phone: null } }),
      reason: /ReceiverPhone1 alanı zorunludur/,
    },
  });
});
