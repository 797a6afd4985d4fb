import { Injectable } from '@nestjs/common';
import { AMAZON_MARKETPLACE_ID, type AmazonAccountResult } from '@tezgah/contracts';
import { amazonAccount } from '../../amazon/amazon-account';
import { AmazonSessions } from '../amazon-sessions';

/**
 * `GET /marketplaces/amazon/account`: the seller's account on Amazon.com.tr asked of Sellers v1,
 * and when the stored grant lapses unused (six months after its last use, Authentication 9). SP-API
 * gives an application no list of the seller's registered brands: `brand_registry` is empty.
 */
@Injectable()
export class AccountService {
  constructor(private readonly sessions: AmazonSessions) {}

  async read(tenantId: string): Promise<AmazonAccountResult> {
    const { session, handle } = await this.sessions.forTenant(tenantId);
    const account = await amazonAccount(session);
    return {
      status: 'ok',
      selling_partner_id: account.seller_id,
      marketplace_id: AMAZON_MARKETPLACE_ID,
      marketplace_name: 'Amazon.com.tr',
      store_name: account.store_name,
      brand_registry: [],
      refresh_token_expires_at: this.sessions.amazon.grantExpiresAt(handle),
      checked_at: new Date().toISOString(),
    };
  }
}
