import { genericCarrierSimulators } from '@tezgah/simulators';
import { behavesAsCarrier, CARRIER_TEST_SETTINGS } from '../http/test/carrier-behaviour';
import { suratCarrier } from './surat.carrier';

describe('the Sürat Kargo adapter (generic carrier protocol) against its simulator', () => {
  behavesAsCarrier({
    adapter: suratCarrier,
    simulators: () => [genericCarrierSimulators(CARRIER_TEST_SETTINGS)].flat(),
    party: 'surat',
    credentials: (n) => ({ api_key: `surat-key-${n}` }),
    refusedCredential: 'api_key',
    tokenPath: null,
    refusedBooking: (booking) => ({ ...booking, receiver: { ...booking.receiver, country: 'Türkiye' } }),
    refusalReason: 'receiver.country',
    journey: ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'],
  });
});
