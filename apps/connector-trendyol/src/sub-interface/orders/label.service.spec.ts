import { answer, CTX, fakeTrendyol, packagesPage, refused, shipmentPackage } from '../../../test/trendyol.fakes';
import { LabelService } from './label.service';

const ZPL = '^XA^FDTrendyol Express^FS^FD7330001^FS^XZ';

describe('LabelService', () => {
  function setUp(config: Parameters<typeof fakeTrendyol>[0] = {}, pkg: Record<string, unknown> = { status: 'Invoiced' }) {
    const trendyol = fakeTrendyol(config);
    trendyol.on('getShipmentPackages', packagesPage(shipmentPackage({ id: 10, status: 'UnPacked' }), shipmentPackage(pkg)));
    return { trendyol, service: new LabelService(trendyol.sessions) };
  }

  it("asks Trendyol once for the live package's label and says when to ask again", async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCommonLabel', refused('Etiket bulunamadı'));
    trendyol.on('createCommonLabel', answer(200));
    await expect(service.label('9001', CTX)).resolves.toEqual({ ready: false, retry_after: 2 });
    expect(trendyol.calls('createCommonLabel')[0]).toMatchObject({
      method: 'POST',
      url: 'http://trendyol.test/integration/sellers/1001/common-label/7330001',
      body: { format: 'ZPL', boxQuantity: 1 },
    });
  });

  it('answers the label as a PDF once Trendyol has it, and waits while it has none yet', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCommonLabel', answer(200, { data: [] }), answer(200, { data: [{ label: ZPL, format: 'ZPL' }] }));
    await expect(service.label('9001', CTX)).resolves.toEqual({ ready: false, retry_after: 2 });
    const label = await service.label('9001', CTX);
    expect(label.ready && Buffer.from(label.pdf_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(trendyol.calls('createCommonLabel')).toEqual([]);
  });

  it('refuses without asking for a label: own contract, a carrier outside the common label, a package before Invoiced', async () => {
    const own = setUp({ cargo_provider: 'OWN_CONTRACT' });
    await expect(own.service.label('9001', CTX)).rejects.toMatchObject({
      details: { cargo_provider: [expect.objectContaining({ code: 'trendyol_label_own_contract' })] },
    });
    expect(own.trendyol.calls()).toEqual([]);
    const carrier = setUp({}, { status: 'Invoiced', cargoProviderName: 'Sürat Kargo' });
    await expect(carrier.service.label('9001', CTX)).rejects.toMatchObject({
      details: { cargo_provider: [expect.objectContaining({ code: 'trendyol_label_carrier' })] },
    });
    const early = setUp({}, { status: 'Picking' });
    await expect(early.service.label('9001', CTX)).rejects.toMatchObject({
      details: { status: [expect.objectContaining({ code: 'trendyol_label_before_invoiced' })] },
    });
    expect([...carrier.trendyol.calls('getCommonLabel'), ...early.trendyol.calls('getCommonLabel')]).toEqual([]);
  });

  it('answers an unknown order 404 and a failing Trendyol as a bad gateway', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCommonLabel', answer(500));
    await expect(service.label('9001', CTX)).rejects.toMatchObject({ code: 'marketplace.unreachable' });
    trendyol.on('getShipmentPackages', packagesPage());
    await expect(service.label('404', CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
  });
});
