import { Injectable } from '@nestjs/common';
import { type AmazonAccountResult, AmazonPatterns, type RequestContext } from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { AmazonSessions } from '../amazon-sessions';
import { AccountService } from './account.service';

@Injectable()
export class AccountHandler {
  constructor(
    private readonly sessions: AmazonSessions,
    private readonly account: AccountService,
  ) {}

  @RpcHandler(AmazonPatterns.account)
  read(_request: Record<string, never>, ctx: RequestContext): Promise<AmazonAccountResult> {
    return this.sessions.guard(ctx, this.account.read(ctx.tenant_id));
  }
}
