import { Injectable } from '@nestjs/common';
import { type EventData, type EventEnvelope, OrderStatusEntered } from '@tezgah/contracts';
import { EventHandler, EventInbox } from '@tezgah/messaging';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { AutomaticInvoicesWorker } from '../issuing/automatic-invoices.worker';
import { InvoiceRequestsRepository } from '../issuing/invoice-requests.repository';
import { InvoiceIssuanceWorker } from '../pipeline/invoice-issuance.worker';

const CONSUMER = 'invoicing';

/**
 * The orders' status changes (decisions §8): entering `processing` requests the automatic invoice
 * (recorded with the inbox record, so a redelivery or a restart never loses nor doubles it: the
 * request is one row per order, and the order has at most one live invoice); `cancelled` drops a
 * request not issued yet and has the live invoice cancelled once accepted.
 */
@Injectable()
export class OrderStatusHandlers {
  constructor(
    private readonly inbox: EventInbox,
    private readonly requests: InvoiceRequestsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly automatic: AutomaticInvoicesWorker,
    private readonly issuance: InvoiceIssuanceWorker,
  ) {}

  @EventHandler({ consumer: CONSUMER, events: [OrderStatusEntered] })
  async onStatusEntered(envelope: EventEnvelope): Promise<void> {
    const change = envelope.data as EventData<typeof OrderStatusEntered>;
    const tenantId = envelope.tenant_id;
    if (change.status === 'processing') {
      await this.inbox.once(CONSUMER, envelope, (tx) => this.requests.add(tx, tenantId, change.order_id));
      this.automatic.wake();
    } else if (change.status === 'cancelled') {
      await this.inbox.once(CONSUMER, envelope, async (tx) => {
        await this.requests.remove(tx, tenantId, change.order_id);
        await this.invoices.requestCancel(tx, tenantId, change.order_id);
      });
      this.issuance.wake();
    }
  }
}
