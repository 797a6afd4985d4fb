import { CargoShipmentOfOrder, type OrderDto, type OrderShipmentDto, OrdersGet, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { fakeRpcTransport } from '@tezgah/testing/unit';
import { orderWithShipment, SHIPMENT_TIMEOUT_MS } from './order-with-shipment';

const ctx: RequestContext = { tenant_id: 'acme', user_id: 7, role: 'viewer', request_id: 'req_1' };
const ORDER = { id: 'ord_1', status: 'processing', tracking_number: null } as unknown as OrderDto;
const SHIPMENT: OrderShipmentDto = {
  provider: 'aras',
  tracking_number: 'AR123',
  status: 'created',
  package_count: 2,
  weight_kg: null,
  label_url: 'https://api.tezgah.example/v1/documents/x',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

describe('orderWithShipment', () => {
  const setup = (shipment: () => Promise<unknown>, order: () => Promise<unknown> = async () => ORDER) => {
    const rpc = fakeRpcTransport();
    rpc.request.mockImplementation(async (pattern) => (pattern.name === OrdersGet.name ? order() : shipment()));
    const logger = { warn: jest.fn() };
    return { rpc, logger, answer: () => orderWithShipment(rpc, ctx, 'ord_1', logger) };
  };

  it('asks both services with the caller’s context and shows the order with its shipment', async () => {
    const { rpc, logger, answer } = setup(async () => SHIPMENT);
    expect(await answer()).toEqual({ ...ORDER, shipment: SHIPMENT });
    expect(rpc.request).toHaveBeenCalledWith(OrdersGet, ctx, { id: 'ord_1' });
    expect(rpc.request).toHaveBeenCalledWith(CargoShipmentOfOrder, ctx, { order_id: 'ord_1' }, { timeoutMs: SHIPMENT_TIMEOUT_MS });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('shows shipment null for an order without one', async () => {
    expect(await setup(async () => null).answer()).toEqual({ ...ORDER, shipment: null });
  });

  it('asks in parallel: the order is not waited for before the shipment is asked', async () => {
    let releaseOrder: (order: unknown) => void = () => undefined;
    const { rpc, answer } = setup(
      async () => SHIPMENT,
      () => new Promise((resolve) => (releaseOrder = resolve)),
    );
    const pending = answer();
    expect(rpc.request).toHaveBeenCalledTimes(2);
    releaseOrder(ORDER);
    expect(await pending).toMatchObject({ shipment: SHIPMENT });
  });

  it('leaves the shipment out and warns when the cargo service does not answer', async () => {
    const { logger, answer } = setup(async () => {
      throw new DomainError('server.unavailable', undefined, undefined, 'no responder for cargo.shipments.ofOrder');
    });
    const order = await answer();
    expect(order).toEqual(ORDER);
    expect('shipment' in order).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ order_id: 'ord_1', request_id: 'req_1' }), expect.any(String));
  });

  it('answers the order service’s refusal (another tenant’s order is 404), whatever cargo says', async () => {
    const { answer } = setup(
      async () => {
        throw new DomainError('server.unavailable');
      },
      async () => {
        throw new DomainError('resource.not_found');
      },
    );
    await expect(answer()).rejects.toMatchObject({ code: 'resource.not_found' });
  });
});
