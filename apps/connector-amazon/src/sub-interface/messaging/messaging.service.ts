import { Injectable } from '@nestjs/common';
import { AMAZON_MARKETPLACE_ID, type AmazonMessageRequest, type AmazonMessageResult } from '@tezgah/contracts';
import { z } from 'zod';
import { AmazonSessions } from '../amazon-sessions';
import { amazonRule, expectSuccess } from '../amazon-answers';

const actionsAnswer = z.object({
  _links: z.object({ actions: z.array(z.object({ href: z.string(), name: z.string().optional() }).loose()) }).loose(),
});

/**
 * `POST /marketplaces/amazon/messaging/{order_id}`: a message to the buyer's masked address
 * through Messaging v1, only of a type Amazon permits for that order now (getMessagingActionsForOrder);
 * Amazon's content rules (no HTML, no e-mail addresses) are its 400, answered as 422.
 */
@Injectable()
export class MessagingService {
  constructor(private readonly sessions: AmazonSessions) {}

  async send(tenantId: string, request: AmazonMessageRequest): Promise<AmazonMessageResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const base = `/messaging/v1/orders/${encodeURIComponent(request.order_id)}`;
    const query = { marketplaceIds: AMAZON_MARKETPLACE_ID };
    const actions = actionsAnswer.parse(
      expectSuccess(
        await session.call({ method: 'GET', path: base, operation: 'getMessagingActionsForOrder', query }),
        'order_id',
        'getMessagingActionsForOrder',
      ),
    );
    const allowed = actions._links.actions.map((action) => action.name ?? action.href.split('/').pop()?.split('?')[0] ?? '');
    if (!allowed.includes(request.message_type))
      throw amazonRule('message_type', 'amazon_message_not_permitted', {
        type: request.message_type,
        allowed: allowed.length ? allowed : ['-'],
      });
    const response = await session.call({
      method: 'POST',
      path: `${base}/messages/${request.message_type}`,
      operation: 'createMessage',
      query,
      body: { text: request.text },
    });
    expectSuccess(response, 'text', request.message_type);
    return { amazon_order_id: request.order_id, message_type: request.message_type, status: 'sent', sent_at: new Date().toISOString() };
  }
}
