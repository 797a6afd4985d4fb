import { node, nodes, type XmlNode, xmlText } from '@tezgah/third-party';
import { providerReason, type TrackingStatus } from '@tezgah/contracts';
import type { BookedShipment, CarrierAdapter, CarrierCall, CarrierEvent, CarrierTracking, ShipmentBooking } from '../carrier';
import { carrierRefusal, shipmentNotFound } from '../carrier-refusal';
import { addressLine, phoneDigits } from '../soap/address-line';
import { carrierKey, istanbulDottedInstant } from '../soap/carrier-key';
import { SOAP_CARRIER_LIMITS } from '../soap/soap-carrier-limits';

import { PTT_NAME, PTT_REFUSED, pttCredentialsRefused, pttService } from './ptt-soap';

/** Our reference as PTT's musteriReferansNo (and the batch's dosyaAdi): what gonderiSorgu_referansNo finds the parcel by. */
const REFERENCE_LENGTH = 32;
const OK = '1';
/** A movement's ISLEM → our status (the sandbox's wording; PTT publishes no code list). */
const MOVEMENT_STATUS: Record<string, TrackingStatus> = {
  'KABUL İÇİN VERİ ALINDI': 'created',
  'KABUL EDİLDİ': 'picked_up',
  'TRANSFER MERKEZİNE GÖNDERİLDİ': 'in_transit',
  'DAĞITIMA ÇIKARILDI': 'out_for_delivery',
  'ALICISINA TESLİM EDİLDİ': 'delivered',
  'TESLİM EDİLEMEDİ': 'failed',
  'GÖNDERİCİSİNE İADE EDİLDİ': 'returned',
  'KAYIT SİLİNDİ': 'failed',
};

/** PTT Kargo: kabulEkle2 books, gonderiSorgu tracks by the barcode PTT answers (docs/carriers/soap-carriers.md). */
export class PttCarrier implements CarrierAdapter {
  readonly provider = 'ptt' as const;
  readonly protocol = 'faithful' as const;
  readonly limits = SOAP_CARRIER_LIMITS;
  readonly sandboxCredentials = { musteriId: '100000001', kullanici: 'PttWs', sifre: 'tezgah-sandbox' };

  async book(call: CarrierCall, booking: ShipmentBooking): Promise<BookedShipment> {
    const reference = carrierKey(booking.reference, REFERENCE_LENGTH);
    const { kullanici, sifre, musteriId } = call.account.credentials;
    const { receiver } = booking;
    const result = await pttService(call, 'kabul', 'kabulEkle2', {
      kullanici,
      sifre,
      musteriId,
      dosyaAdi: reference,
      gonderiTip: 'NORMAL',
      gonderiTur: 'KARGO',
      dongu: {
        aAdres: addressLine(receiver),
        aliciAdi: receiver.name,
        aliciIlAdi: receiver.city,
        aliciIlceAdi: receiver.district,
        aliciSms: phoneDigits(receiver.phone),
        aliciEmail: receiver.email,
        // Grams, an integer in the WSDL.
        agirlik: Math.round(booking.weight_kg * 1000),
        musteriReferansNo: reference,
      },
    });
    const code = xmlText(result, 'hataKodu');
    if (code === PTT_REFUSED) throw pttCredentialsRefused(xmlText(result, 'aciklama'), 'musteriId');
    if (code !== OK) throw carrierRefusal(PTT_NAME, xmlText(result, 'aciklama') ?? providerReason('error_code', { code }));
    // The batch answers for itself and again for its parcel; the parcel can be refused alone.
    const parcel = node(result, 'dongu');
    const barcode = xmlText(parcel, 'barkod');
    if (xmlText(parcel, 'donguHataKodu') !== OK || xmlText(parcel, 'donguSonuc') === 'false') {
      throw carrierRefusal(
        PTT_NAME,
        xmlText(parcel, 'donguAciklama') ?? providerReason('error_code', { code: xmlText(parcel, 'donguHataKodu') }),
      );
    }
    if (!barcode) throw new Error(`PTT accepted reference ${reference} but returned no barcode`);
    return { tracking_number: barcode };
  }

  async findBooked(call: CarrierCall, reference: string): Promise<BookedShipment | null> {
    const result = await this.query(call, 'gonderiSorgu_referansNo', { referansNo: carrierKey(reference, REFERENCE_LENGTH) });
    const barcode = xmlText(result, 'BARNO');
    return result && barcode ? { tracking_number: barcode } : null;
  }

  async track(call: CarrierCall, trackingNumber: string): Promise<CarrierTracking> {
    const result = await this.query(call, 'gonderiSorgu', { barkod: trackingNumber });
    if (!result) throw shipmentNotFound(PTT_NAME, trackingNumber);
    const events = nodes(result, 'dongu')
      .sort((a, b) => Number(xmlText(a, 'siraNo')) - Number(xmlText(b, 'siraNo')))
      .map(movement);
    if (!events.length) throw new Error(`PTT answered no movements for ${trackingNumber}`);
    return { status: events[events.length - 1].status, events };
  }

  /** A tracking answer, or null when PTT has no such parcel. */
  private async query(call: CarrierCall, operation: string, key: Record<string, string>): Promise<XmlNode | null> {
    const { kullanici, sifre } = call.account.credentials;
    const result = await pttService(call, 'takip', operation, { kullanici, sifre, ...key });
    const code = xmlText(result, 'sonucKodu');
    if (code === PTT_REFUSED) throw pttCredentialsRefused(xmlText(result, 'sonucAciklama'), 'kullanici');
    return code === OK ? result : null;
  }
}

function movement(row: XmlNode): CarrierEvent {
  const description = xmlText(row, 'ISLEM') ?? '';
  const status = MOVEMENT_STATUS[description.toLocaleUpperCase('tr-TR')];
  if (!status) throw new Error(`PTT answered an unknown movement "${description}"`);
  return { timestamp: istanbulDottedInstant(xmlText(row, 'ITARIH')), description, location: xmlText(row, 'IMERK') ?? '', status };
}
