import { pttSimulator } from '@tezgah/simulators';
import { carrierAgainstSandbox } from '../../../test/carriers/carrier-sandbox.suite';
import { PttCarrier } from './ptt.carrier';

describe('the PTT Kargo adapter against the PTT simulator', () => {
  carrierAgainstSandbox({
    adapter: new PttCarrier(),
    simulator: pttSimulator,
    refusedLogin: { credentials: { musteriId: '100000001', kullanici: 'PttWs', sifre: 'invalid' }, field: 'musteriId' },
    // kabulEkle2 refuses a parcel without the receiver's district (aliciIlceAdi).
    refusedBooking: {
      change: (booking) => ({ ...booking, receiver: { ...booking.receiver, district: null } }),
      reason: /aliciIlceAdi alanı boş olamaz/,
    },
  });
});
