import { credentialsRefused, readAnswer, type ConnectionHandle } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import { z } from 'zod';

/** The shipping service's production host; the sandbox serves it beside integration-api (docs/simulators/ptt-avm.md). */
const SHIPMENT_HOST = 'https://shipment.pttavm.com/api/v1';
/** How long a barcode job is read back before the status is mirrored again later. */
const READ_BACK_MS = 60_000;
const POLL_MS = 500;

const warehouses = z.object({ data: z.array(z.object({ warehouse_id: z.number().int() })) });
const created = z.object({ tracking_id: z.string() });
const status = z.object({ status: z.enum(['completed', 'error', 'pending']), message: z.string().nullable().optional() });

const logger = createLogger('connector.ptt-avm.shipping');

/** The shipping service (Basic auth with the seller's shipping user): warehouses and PttAVM's cargo barcodes. */
export class PttShipping {
  constructor(private readonly connection: ConnectionHandle) {}

  /** Whether the seller gave a shipping user: without one nothing is booked with PttAVM's carrier. */
  static offered(connection: ConnectionHandle): boolean {
    return Boolean(connection.credentials.shipping_username || connection.credentials.shipping_password);
  }

  /** The seller's first warehouse (proves the shipping user at connect). */
  async warehouse(): Promise<number> {
    const answer = await this.call('get-warehouse', {}, warehouses);
    const [first] = answer.data;
    if (!first) throw credentialsRefused('shipping_username', 'PttAVM');
    return first.warehouse_id;
  }

  /** create-barcode, then barcode-status until it is no longer pending: `completed` or `error`. */
  async book(orderId: string): Promise<'completed' | 'error'> {
    const warehouseId = await this.warehouse();
    const job = await this.call('create-barcode', { orders: [{ order_id: orderId, warehouse_id: warehouseId }] }, created);
    const deadline = Date.now() + READ_BACK_MS;
    for (;;) {
      await sleep(POLL_MS);
      const answer = await this.call('barcode-status', { tracking_id: job.tracking_id }, status);
      if (answer.status === 'error') logger.warn({ marketplace: 'ptt-avm', orderId, message: answer.message }, 'PttAVM made no barcode');
      if (answer.status !== 'pending') return answer.status;
      // Thrown, the mirror retries later; a second create-barcode keeps an order's barcode.
      if (Date.now() >= deadline) throw new Error(`PttAVM barcode job ${job.tracking_id} still pending`);
    }
  }

  private async call<T extends z.ZodType>(operation: string, body: object, answer: T): Promise<z.infer<T>> {
    const { shipping_username: user = '', shipping_password: password = '' } = this.connection.credentials;
    const response = await this.connection.http.request({
      method: 'POST',
      url: `${shippingBase(this.connection)}/${operation}`,
      operation,
      body,
      headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    });
    return readAnswer(response, answer, {
      marketplace: 'ptt-avm',
      operation,
      refused: (code) => (code === 401 || code === 403 ? credentialsRefused('shipping_username', 'PttAVM') : undefined),
    });
  }
}

/** In the sandbox the shipping service sits beside integration-api under the same party (`/ptt-avm/shipment/api/v1`). */
function shippingBase(connection: ConnectionHandle): string {
  return connection.config.environment === 'sandbox' ? connection.baseUrl.replace(/\/api\/v1$/, '/shipment/api/v1') : SHIPMENT_HOST;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
