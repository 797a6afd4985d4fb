import type { CargoProvider } from '@tezgah/contracts';

/** The carrier's name as printed on its labels and known to a Turkish seller. */
export const CARRIER_DISPLAY_NAMES: Readonly<Record<CargoProvider, string>> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
  ups: 'UPS',
  dhl: 'DHL Express',
};
