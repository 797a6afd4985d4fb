import { DocumentLinks } from '@tezgah/documents';
import { automock } from '@tezgah/testing/unit';
import { gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { answer, fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import { LabelsService } from './labels.service';

const ORDER = '171-1234567-1234567';
const service = (id: string, amount: number) => ({
  ShippingServiceId: id,
  ShippingServiceName: `Hizmet ${id}`,
  CarrierName: 'Yurtiçi',
  Rate: { CurrencyCode: 'TRY', Amount: amount },
});
const request = {
  order_id: ORDER,
  ship_from: { name: 'Depo', address_line_1: 'Sanayi Cad. 1', city: 'İstanbul', postal_code: '34000', country_code: 'TR' },
  package_dimensions: { length_cm: 30, width_cm: 20, height_cm: 10, weight_kg: 1.25 },
};

describe('LabelsService', () => {
  function setUp() {
    const session = fakeSession();
    session.json.mockResolvedValue({
      payload: {
        OrderItems: [
          { OrderItemId: '111', ASIN: 'B0TEZGAH001', QuantityOrdered: 2, QuantityShipped: 1 },
          { OrderItemId: '112', ASIN: 'B0TEZGAH002', QuantityOrdered: 1, QuantityShipped: 1 },
        ],
      },
    });
    const save = jest.fn(async (row: object) => row);
    const db = { getRepository: () => ({ save, findOneBy: jest.fn() }) } as unknown as DataSource;
    const links = automock(DocumentLinks);
    links.link.mockReturnValue('http://tezgah.test/v1/documents/tok');
    return { session, save, links, labels: new LabelsService(fakeSessions(session), db, links) };
  }

  it('buys the cheapest eligible service for the lines not yet shipped, keeps the PDF and answers its link', async () => {
    const { session, save, links, labels } = setUp();
    session.call
      .mockResolvedValueOnce(answer(200, { payload: { ShippingServiceList: [service('S-2', 60), service('S-1', 45)] } }))
      .mockResolvedValueOnce(
        answer(200, {
          payload: {
            TrackingId: 'YK123',
            ShippingService: service('S-1', 45),
            Label: { FileContents: { Contents: gzipSync(Buffer.from('%PDF-1.4')).toString('base64'), FileType: 'application/pdf' } },
          },
        }),
      );
    const result = await labels.buy('t1', request);
    const [eligible, created] = session.call.mock.calls.map(([call]) => call);
    expect(eligible.body).toMatchObject({
      ShipmentRequestDetails: {
        AmazonOrderId: ORDER,
        ItemList: [{ OrderItemId: '111', Quantity: 1 }],
        Weight: { Value: 1250, Unit: 'g' },
        ShipFromAddress: expect.objectContaining({ Email: '', Phone: '' }),
      },
    });
    expect(created.body).toMatchObject({ ShippingServiceId: 'S-1' });
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ tenant_id: 't1', amazon_order_id: ORDER, tracking_number: 'YK123', pdf: Buffer.from('%PDF-1.4') }),
    );
    expect(links.link).toHaveBeenCalledWith(expect.objectContaining({ kind: 'amazon_label', tenant_id: 't1' }));
    expect(result).toMatchObject({
      label_format: 'PDF',
      label_url: 'http://tezgah.test/v1/documents/tok',
      tracking_number: 'YK123',
      shipping_service_id: 'S-1',
      cost: { amount: 45, currency_code: 'TRY' },
    });
    expect(result.eligible_services.map((entry) => entry.shipping_service_id)).toEqual(['S-2', 'S-1']);
  });

  it('refuses a service Amazon did not offer, naming those it did, and buys nothing', async () => {
    const { session, save, labels } = setUp();
    session.call.mockResolvedValueOnce(answer(200, { payload: { ShippingServiceList: [service('S-1', 45)] } }));
    await expect(labels.buy('t1', { ...request, shipping_service_id: 'S-9' })).rejects.toMatchObject({
      details: {
        shipping_service_id: [expect.objectContaining({ code: 'amazon_label_service_unknown', message: expect.stringContaining('S-1') })],
      },
    });
    expect(session.call).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});
