import type { ConnectorAccount } from '@tezgah/contracts';
import { z } from 'zod';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import { amazonRefusal } from './amazon-refusals';
import type { SpApiSession } from './sp-api-session';

const participations = z.object({
  payload: z.array(
    z.object({
      marketplace: z.object({ id: z.string() }).loose(),
      participation: z.object({ isParticipating: z.boolean() }).loose(),
      storeName: z.string().optional(),
    }),
  ),
});

/** The seller's account on Amazon.com.tr (Sellers v1); `business.invalid` when it does not sell there. */
export async function amazonAccount(session: SpApiSession): Promise<ConnectorAccount> {
  const { payload } = participations.parse(
    await session.json({ method: 'GET', path: '/sellers/v1/marketplaceParticipations', operation: 'getMarketplaceParticipations' }),
  );
  const turkey = payload.find((entry) => entry.marketplace.id === TR_MARKETPLACE_ID && entry.participation.isParticipating);
  if (!turkey) throw amazonRefusal('selling_partner_id', 'not_participating');
  return { seller_id: session.grant.sellerId, store_name: turkey.storeName ?? null };
}
